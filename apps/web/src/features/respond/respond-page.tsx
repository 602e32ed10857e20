import type { ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { EMAIL_ACTION_TEXT as TEXT } from '@lectern/domain';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@lectern/ui';
import { serverMessageOf } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';

function Frame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string | null;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle role="heading" aria-level={1} className="text-2xl">
            {title}
          </CardTitle>
          {subtitle ? <CardDescription>{subtitle}</CardDescription> : null}
        </CardHeader>
        <CardContent className="space-y-4">{children}</CardContent>
      </Card>
    </main>
  );
}

function AppLink() {
  return (
    <a
      href="/"
      className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline"
    >
      {TEXT.goToApp}
    </a>
  );
}

/**
 * /respond/<secret>: a one-click answer from an e-mail. Opening it only says what the button will
 * do (a mail scanner following the link changes nothing); the button acts, with the same rules
 * as the app, and the page then says what happened. No sign-in is needed: the link names the
 * person.
 */
export function RespondPage({ token }: { token: string }) {
  const trpc = useTRPC();
  const preview = useQuery({ ...trpc.emailActions.preview.queryOptions({ token }), retry: false });
  const perform = useMutation(trpc.emailActions.perform.mutationOptions());

  if (preview.isPending) return <Frame title={TEXT.title}>{null}</Frame>;
  if (preview.isError) {
    return (
      <Frame title={TEXT.title}>
        <p role="alert">{TEXT.invalid}</p>
        <AppLink />
      </Frame>
    );
  }
  const link = preview.data;
  if (perform.isSuccess || perform.isError) {
    const message = perform.isSuccess
      ? perform.data.message
      : (serverMessageOf(perform.error) ?? TEXT.invalid);
    return (
      <Frame title={TEXT.title} subtitle={link.clubName}>
        <p role="status" className="font-medium">
          {message}
        </p>
        <AppLink />
      </Frame>
    );
  }
  return (
    <Frame title={TEXT.title} subtitle={link.clubName}>
      {link.state === 'ready' && link.button ? (
        <>
          <p>{link.message}</p>
          <Button
            className="min-h-11 w-full"
            disabled={perform.isPending}
            onClick={() => perform.mutate({ token })}
          >
            {perform.isPending ? TEXT.working : link.button}
          </Button>
        </>
      ) : (
        <>
          <p role="alert" className="font-medium">
            {link.message}
          </p>
          <AppLink />
        </>
      )}
    </Frame>
  );
}
