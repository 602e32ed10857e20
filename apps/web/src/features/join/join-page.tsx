import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
} from '@lectern/ui';
import { useSession } from '../../app/auth/session';
import { useCurrentClub } from '../../app/clubs/club-selection';
import { navigateToServerRoute } from '../../lib/full-page-navigation';
import { errorCodeOf, serverMessageOf } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { JOIN_TEXT as TEXT } from './text';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle role="heading" aria-level={1} className="text-2xl">
            {title}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">{children}</CardContent>
      </Card>
    </main>
  );
}

/**
 * /join/<secret>: the club an invitation opens and a Join button. Signed out, Join signs in first
 * and comes back here; joining makes the person a member with the invitation's role, once.
 */
export function JoinPage({ token }: { token: string }) {
  const trpc = useTRPC();
  const session = useSession();
  const club = useCurrentClub();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preview = useQuery({ ...trpc.invites.preview.queryOptions({ token }), retry: false });
  const accept = useMutation(
    trpc.invites.accept.mutationOptions({
      onSuccess: async (result) => {
        if (preview.data) toast({ title: TEXT.joined(preview.data.club.name) });
        await queryClient.invalidateQueries({ queryKey: trpc.clubs.list.queryKey() });
        club.selectClub(result.clubId);
        await navigate({ to: '/' });
      },
      onError: (error) =>
        void preview
          .refetch()
          .then(() =>
            toast({ variant: 'destructive', title: serverMessageOf(error) ?? TEXT.notFound }),
          ),
    }),
  );

  if (preview.isPending || session.status === 'loading')
    return <Frame title={TEXT.loading}>{null}</Frame>;
  if (preview.isError) {
    const notFound =
      errorCodeOf(preview.error) === 'NOT_FOUND' || errorCodeOf(preview.error) === 'BAD_REQUEST';
    return (
      <Frame title={notFound ? TEXT.notFound : (serverMessageOf(preview.error) ?? TEXT.notFound)}>
        <p className="text-muted-foreground">{TEXT.askForNew}</p>
        <HomeLink />
      </Frame>
    );
  }
  const invite = preview.data;
  const details = [
    TEXT.clubLine(invite.club.clubNumber, invite.club.district),
    TEXT.meets(invite.club.meetingDay, invite.club.meetingTime),
  ].filter(Boolean);

  function join() {
    if (session.status !== 'signedIn') {
      navigateToServerRoute(`/api/login?returnTo=${encodeURIComponent(`/join/${token}`)}`);
      return;
    }
    accept.mutate({ token });
  }

  return (
    <Frame title={TEXT.title(invite.club.name)}>
      {details.length > 0 && (
        <CardDescription>
          {details.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </CardDescription>
      )}
      {invite.membership?.status === 'active' ? (
        <>
          <p>{TEXT.alreadyMember}</p>
          <Button
            className="min-h-11 w-full"
            onClick={() => {
              club.selectClub(invite.club.id);
              void navigate({ to: '/' });
            }}
          >
            {TEXT.openClub}
          </Button>
        </>
      ) : invite.state === 'open' ? (
        <>
          <p>{TEXT.invitedAs(invite.role)}</p>
          {session.status !== 'signedIn' && (
            <p className="text-sm text-muted-foreground">{TEXT.signInFirst}</p>
          )}
          <Button className="min-h-11 w-full" disabled={accept.isPending} onClick={join}>
            {accept.isPending ? TEXT.joining : TEXT.join}
          </Button>
        </>
      ) : (
        <>
          <p role="alert" className="font-medium">
            {TEXT.states[invite.state]}
          </p>
          <p className="text-muted-foreground">{TEXT.askForNew}</p>
          <HomeLink />
        </>
      )}
    </Frame>
  );
}

function HomeLink() {
  return (
    <a
      href="/"
      className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline"
    >
      {TEXT.home}
    </a>
  );
}
