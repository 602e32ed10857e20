import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { guestCheckInSchema, type GuestCheckInValues } from '@lectern/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormField,
  Input,
} from '@lectern/ui';
import { useSession } from '../../app/auth/session';
import { navigateToServerRoute } from '../../lib/full-page-navigation';
import { serverMessageOf } from '../../lib/errors';
import { setServerFieldErrors } from '../../lib/form';
import { useTRPC } from '../../lib/trpc';
import { CHECK_IN_PAGE_TEXT as TEXT } from './text';

function Frame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-svh items-center justify-center bg-muted/40 p-4">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle role="heading" aria-level={1} className="text-2xl">
            {TEXT.title}
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-6">{children}</CardContent>
      </Card>
    </main>
  );
}

function Done() {
  return (
    <Frame>
      <p role="status" className="text-lg font-medium">
        {TEXT.checkedIn}
      </p>
      <a
        href="/"
        className="inline-flex min-h-11 items-center text-primary underline-offset-4 hover:underline"
      >
        {TEXT.goToApp}
      </a>
    </Frame>
  );
}

/** The guest form: a name and an e-mail make the visitor a guest of the club, checked in. */
function GuestForm({
  meetingId,
  code,
  onDone,
}: {
  meetingId: number;
  code: string;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const guest = useMutation(trpc.checkIn.guest.mutationOptions({ onSuccess: onDone }));
  const form = useForm<GuestCheckInValues>({
    resolver: zodResolver(guestCheckInSchema),
    defaultValues: { code, name: '', email: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await guest.mutateAsync({ ...values, meetingId });
    } catch (error) {
      setServerFieldErrors(form.setError, error, ['name', 'email']);
    }
  });
  const { errors } = form.formState;
  const failure = guest.isError ? (serverMessageOf(guest.error) ?? TEXT.failed) : null;
  return (
    <section aria-labelledby="guest-check-in" className="space-y-3">
      <h2 id="guest-check-in" className="font-medium">
        {TEXT.guestTitle}
      </h2>
      <CardDescription>{TEXT.guestIntro}</CardDescription>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
        <FormField id="guest-name" label={TEXT.nameLabel} error={errors.name?.message}>
          {(field) => <Input {...field} autoComplete="name" {...form.register('name')} />}
        </FormField>
        <FormField id="guest-email" label={TEXT.emailLabel} error={errors.email?.message}>
          {(field) => (
            <Input {...field} type="email" autoComplete="email" {...form.register('email')} />
          )}
        </FormField>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {failure}
          </p>
        ) : null}
        <Button type="submit" className="min-h-11 w-full" disabled={guest.isPending}>
          {guest.isPending ? TEXT.checkingIn : TEXT.guestButton}
        </Button>
      </form>
    </section>
  );
}

/**
 * /meetings/{id}/check-in?code=…: the page the console's QR code opens. A signed-in person checks
 * themself in with one press; anyone else signs in, or checks in as a guest with a name and an
 * e-mail. The code in the address changes every minute, so an old photo of it checks nobody in.
 */
export function CheckInPage({ meetingId, code }: { meetingId: number; code: string | undefined }) {
  const session = useSession();
  const trpc = useTRPC();
  const self = useMutation(trpc.checkIn.self.mutationOptions());
  const [guestIn, setGuestIn] = useState(false);

  if (code === undefined) {
    return (
      <Frame>
        <p role="alert">{TEXT.missingCode}</p>
      </Frame>
    );
  }
  if (self.isSuccess || guestIn) return <Done />;
  if (session.status === 'loading') return <Frame>{null}</Frame>;

  const here = `/meetings/${meetingId}/check-in?code=${encodeURIComponent(code)}`;
  return (
    <Frame>
      {session.status === 'signedIn' ? (
        <div className="space-y-2">
          <Button
            className="min-h-11 w-full"
            disabled={self.isPending}
            onClick={() => self.mutate({ meetingId, code })}
          >
            {self.isPending ? TEXT.checkingIn : TEXT.checkInButton}
          </Button>
          {self.isError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {serverMessageOf(self.error) ?? TEXT.failed}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="space-y-2">
          <CardDescription>{TEXT.memberIntro}</CardDescription>
          <Button
            className="min-h-11 w-full"
            onClick={() => navigateToServerRoute(`/api/login?returnTo=${encodeURIComponent(here)}`)}
          >
            {TEXT.signIn}
          </Button>
        </div>
      )}
      <GuestForm meetingId={meetingId} code={code} onDone={() => setGuestIn(true)} />
    </Frame>
  );
}
