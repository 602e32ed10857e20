import { useMutation, useQuery } from '@tanstack/react-query';
import { ROLE_ASK_MESSAGES as A } from '@lectern/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Skeleton,
  toast,
} from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { serverMessageOf } from '../../lib/errors';
import { signInOrFailureToast } from '../../shared/failure-toast';

/**
 * "Suggest" on an open role: the eligible members, fairest fit first, each with the reasons from
 * the club's records, and an "Ask" button that sends that member a personal request.
 */
export function SuggestDialog({
  meetingId,
  roleId,
  roleLabel,
  onClose,
}: {
  meetingId: number;
  roleId: number;
  roleLabel: string;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const suggestions = useQuery(trpc.roleSuggestions.forMeeting.queryOptions({ meetingId }));
  const ask = useMutation(
    trpc.roleSuggestions.ask.mutationOptions({
      onSuccess: (answer) => toast({ title: A.asked(answer.name) }),
      onError: (error) =>
        signInOrFailureToast(error, {
          title: A.askFailed,
          description: serverMessageOf(error) ?? '',
        }),
    }),
  );
  const candidates = suggestions.data?.find((entry) => entry.roleId === roleId)?.candidates;
  const asked = new Set(ask.isSuccess ? [ask.variables.userId] : []);

  let body;
  if (suggestions.isPending) body = <Skeleton className="h-32 w-full" />;
  else if (suggestions.isError) body = <p className="text-destructive">{A.loadFailed}</p>;
  else if (!candidates || candidates.length === 0)
    body = <p className="text-sm text-muted-foreground">{A.noCandidates}</p>;
  else
    body = (
      <ol
        className="max-h-[60svh] divide-y overflow-y-auto rounded-md border"
        aria-label={A.dialogTitle(roleLabel)}
      >
        {candidates.map((candidate) => (
          <li key={candidate.userId} className="flex items-start justify-between gap-3 px-3 py-2">
            <div className="min-w-0">
              <p className="text-sm font-medium">{candidate.name}</p>
              <ul className="text-xs text-muted-foreground">
                {candidate.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
            <Button
              size="sm"
              variant="outline"
              className="h-11 shrink-0 md:h-8"
              disabled={ask.isPending || asked.has(candidate.userId)}
              aria-label={`${A.ask} ${candidate.name}`}
              onClick={() => ask.mutate({ roleId, userId: candidate.userId })}
            >
              {A.ask}
            </Button>
          </li>
        ))}
      </ol>
    );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{A.dialogTitle(roleLabel)}</DialogTitle>
          <DialogDescription>{A.dialogDescription}</DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}
