import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarPlusIcon } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  ConfirmDialog,
  Skeleton,
  toast,
} from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { signInOrFailureToast } from '../../shared/failure-toast';
import { formatDay } from '../../lib/format-day';
import { ShownOnce } from './shown-once';
import { CALENDAR_FEED_TEXT as TEXT } from './text';

function failureToast(description: string) {
  return (error: unknown) => signInOrFailureToast(error, { title: 'Error', description });
}

/**
 * A secret address for calendar apps listing the meetings of the person's clubs and their own
 * roles: make it (shown once), make a new one (the old stops working), or revoke it.
 */
export function CalendarFeedCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.calendarFeed.get.queryOptions());
  const [url, setUrl] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.calendarFeed.pathKey() });
  const create = useMutation(
    trpc.calendarFeed.create.mutationOptions({
      onSuccess: async (created) => {
        setUrl(created.url);
        toast({ title: TEXT.created });
        await refresh();
      },
      onError: failureToast(TEXT.createFailed),
    }),
  );
  const revoke = useMutation(
    trpc.calendarFeed.revoke.mutationOptions({
      onSuccess: async () => {
        setUrl(null);
        toast({ title: TEXT.revokedToast });
        await refresh();
      },
      onError: failureToast(TEXT.revokeFailed),
    }),
  );
  const busy = create.isPending || revoke.isPending;
  const active = status.data?.active === true;

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{TEXT.heading}</h2>
        <CardDescription>{TEXT.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {url !== null && (
          <ShownOnce
            value={url}
            text={{
              ...TEXT,
              heading: TEXT.addressHeading,
              hint: TEXT.addressHint,
              label: TEXT.addressLabel,
            }}
            onDone={() => setUrl(null)}
          />
        )}
        {status.isPending ? (
          <Skeleton className="h-9 w-full" />
        ) : status.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {TEXT.loadFailed}
          </p>
        ) : active ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              {TEXT.active(status.data.createdAt ? formatDay(status.data.createdAt) : '')}
            </p>
            <div className="flex gap-2">
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="outline" size="sm" disabled={busy}>
                    {TEXT.replace}
                  </Button>
                }
                title={TEXT.replaceTitle}
                description={TEXT.replaceDescription}
                cancelLabel={TEXT.cancel}
                confirmLabel={TEXT.replace}
                onConfirm={() => create.mutate({})}
              />
              <ConfirmDialog
                trigger={
                  <Button type="button" variant="outline" size="sm" disabled={busy}>
                    {TEXT.revoke}
                  </Button>
                }
                title={TEXT.revokeTitle}
                description={TEXT.revokeDescription}
                cancelLabel={TEXT.cancel}
                confirmLabel={TEXT.revoke}
                onConfirm={() => revoke.mutate({})}
              />
            </div>
          </div>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">{TEXT.none}</p>
            <Button type="button" disabled={busy} onClick={() => create.mutate({})}>
              <CalendarPlusIcon aria-hidden />
              {create.isPending ? TEXT.creating : TEXT.subscribe}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
