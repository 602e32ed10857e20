import { useState } from 'react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { INVITE_ROLES, newInviteSchema, type NewInviteInput } from '@lectern/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DataTable,
  FormField,
  Input,
  InputField,
  Label,
  PageHeader,
  TableCell,
  TableRow,
  toast,
} from '@lectern/ui';
import { ClubScreen } from '../../app/clubs/club-screen';
import { INVITES_SCREEN } from '../../app/screens';
import { useTRPC } from '../../lib/trpc';
import { serverMessageOf } from '../../lib/errors';
import { setServerFieldErrors } from '../../lib/form';
import { QrCode } from '../../shared/qr-code';
import { EXPIRY_CHOICES, INVITES_TEXT as TEXT } from './text';
import { useClubFormat } from '../../app/clubs/club-format';

const SELECT_CLASS =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** What the inputs hold; `toInput` shapes it as the API's input before its own schema runs. */
interface InviteFormValues {
  role: string;
  expiresInDays: string;
  maxUses: string;
}

type InviteValues = z.output<typeof newInviteSchema>;

const SERVER_FIELDS = ['role', 'expiresInDays', 'maxUses'] as const;

function toInput(values: InviteFormValues): NewInviteInput {
  const uses = values.maxUses.trim();
  return {
    role: values.role as NewInviteInput['role'],
    expiresInDays: Number(values.expiresInDays),
    // An empty box: any number of people, until it expires.
    maxUses: uses === '' ? null : Number(uses),
  };
}

const validateInvite = zodResolver(newInviteSchema);

/** The API's own schema, run on what the inputs hold once it is shaped as the API's input. */
const resolver: Resolver<InviteFormValues, unknown, InviteValues> = (values, context, options) =>
  validateInvite(
    toInput(values),
    context,
    options as unknown as Parameters<typeof validateInvite>[2],
  );

function NewInvitation({ clubId, onCreated }: { clubId: number; onCreated: () => void }) {
  const trpc = useTRPC();
  const form = useForm<InviteFormValues, unknown, InviteValues>({
    resolver,
    defaultValues: { role: 'guest', expiresInDays: '14', maxUses: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const [url, setUrl] = useState<string | null>(null);
  // One key per invitation asked for: a second click or a retry sends the same key, and the
  // server answers with the same invitation instead of making another.
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const create = useMutation(
    trpc.invites.create.mutationOptions({
      onSuccess: (invite) => {
        setRequestKey(crypto.randomUUID());
        setUrl(invite.url);
        toast({ title: TEXT.created });
        onCreated();
      },
      onError: (error) => {
        if (setServerFieldErrors(form.setError, error, SERVER_FIELDS)) return;
        toast({
          variant: 'destructive',
          title: TEXT.createFailed,
          description: serverMessageOf(error),
        });
      },
    }),
  );
  const submit = form.handleSubmit((values) => {
    if (create.isPending) return;
    create.mutate({ clubId, ...values, requestKey });
  });
  return (
    <Card>
      <CardHeader className="print:hidden">
        <CardTitle role="heading" aria-level={2}>
          {TEXT.createTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <form
          noValidate
          onSubmit={(event) => void submit(event)}
          className="grid gap-x-4 sm:grid-cols-4 sm:items-start print:hidden"
        >
          <FormField id="invite-role" label={TEXT.fields.role} error={errors.role?.message}>
            {(field) => (
              <select {...field} className={SELECT_CLASS} {...register('role')}>
                {INVITE_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {TEXT.roles[r]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id="invite-days"
            label={TEXT.fields.expiresInDays}
            error={errors.expiresInDays?.message}
          >
            {(field) => (
              <select {...field} className={SELECT_CLASS} {...register('expiresInDays')}>
                {EXPIRY_CHOICES.map((n) => (
                  <option key={n} value={n}>
                    {TEXT.days(n)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <InputField
            id="invite-uses"
            label={TEXT.fields.maxUses}
            error={errors.maxUses?.message}
            type="number"
            min={1}
            inputMode="numeric"
            placeholder={TEXT.unlimited}
            {...register('maxUses')}
          />
          {/* The labels' height, so the button lines up with the boxes. */}
          <div className="space-y-2 sm:pt-[22px]">
            <Button type="submit" className="min-h-11 w-full" disabled={create.isPending}>
              {create.isPending ? TEXT.creating : TEXT.create}
            </Button>
          </div>
        </form>
        {url !== null && (
          <section aria-labelledby="invite-link-title" className="space-y-4 rounded-md border p-4">
            <h3 id="invite-link-title" className="font-semibold">
              {TEXT.linkTitle}
            </h3>
            <p className="text-sm text-muted-foreground print:hidden">{TEXT.linkHint}</p>
            <div className="flex flex-col items-start gap-4 sm:flex-row">
              <QrCode text={url} label={TEXT.qrAlt} />
              <div className="w-full min-w-0 flex-1 space-y-2">
                <Label htmlFor="invite-url">{TEXT.linkLabel}</Label>
                <Input id="invite-url" readOnly value={url} className="h-11 font-mono text-xs" />
                <div className="flex gap-2 print:hidden">
                  <Button
                    type="button"
                    variant="outline"
                    className="min-h-11"
                    onClick={() =>
                      void navigator.clipboard
                        ?.writeText(url)
                        .then(() => toast({ title: TEXT.copied }))
                    }
                  >
                    {TEXT.copy}
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    className="min-h-11"
                    onClick={() => window.print()}
                  >
                    {TEXT.print}
                  </Button>
                </div>
              </div>
            </div>
          </section>
        )}
      </CardContent>
    </Card>
  );
}

function InvitationList({ clubId }: { clubId: number }) {
  const format = useClubFormat();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { data: invites } = useSuspenseQuery(trpc.invites.list.queryOptions({ clubId }));
  const revoke = useMutation(
    trpc.invites.revoke.mutationOptions({
      onSuccess: () => toast({ title: TEXT.revoked }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: TEXT.revokeFailed,
          description: serverMessageOf(error),
        }),
      onSettled: () =>
        queryClient.invalidateQueries({ queryKey: trpc.invites.list.queryKey({ clubId }) }),
    }),
  );
  return (
    <Card className="print:hidden">
      <CardHeader>
        <CardTitle role="heading" aria-level={2}>
          {TEXT.listTitle}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {invites.length === 0 ? (
          <p className="text-muted-foreground">{TEXT.empty}</p>
        ) : (
          <DataTable
            className="cards-on-phone"
            headings={[
              TEXT.columns.role,
              TEXT.columns.expires,
              TEXT.columns.uses,
              TEXT.columns.state,
              TEXT.columns.actions,
            ]}
          >
            {invites.map((invite) => {
              const expires = format.dateTime(invite.expiresAt);
              return (
                <TableRow key={invite.id}>
                  <TableCell className="font-medium">{TEXT.roles[invite.role]}</TableCell>
                  <TableCell data-label={TEXT.columns.expires}>{expires}</TableCell>
                  <TableCell data-label={TEXT.columns.uses}>
                    {TEXT.usesOf(invite.uses, invite.maxUses)}
                  </TableCell>
                  <TableCell data-label={TEXT.columns.state}>
                    <Badge variant={invite.state === 'open' ? 'default' : 'secondary'}>
                      {TEXT.stateLabels[invite.state]}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    {invite.state === 'open' && (
                      <Button
                        variant="outline"
                        size="sm"
                        className="min-h-11"
                        aria-label={TEXT.revokeLabel(TEXT.roles[invite.role], expires)}
                        disabled={revoke.isPending}
                        onClick={() => revoke.mutate({ inviteId: invite.id })}
                      >
                        {TEXT.revoke}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </DataTable>
        )}
      </CardContent>
    </Card>
  );
}

function InvitesHeader() {
  return (
    <div className="print:hidden">
      <PageHeader title={TEXT.title} description={TEXT.description} />
    </div>
  );
}

/** /invites: officers make invitation links and QR codes, see them and revoke them. */
export function InvitesPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto max-w-4xl">
      <ClubScreen
        screen={INVITES_SCREEN}
        title={TEXT.title}
        noClub={TEXT.noClub}
        skeleton={<InvitesHeader />}
        denied={
          <>
            <InvitesHeader />
            <p role="alert">{TEXT.forbidden}</p>
          </>
        }
      >
        {({ clubId }) => (
          <>
            <InvitesHeader />
            <div className="space-y-6">
              <NewInvitation
                clubId={clubId}
                onCreated={() =>
                  void queryClient.invalidateQueries({
                    queryKey: trpc.invites.list.queryKey({ clubId }),
                  })
                }
              />
              <InvitationList clubId={clubId} />
            </div>
          </>
        )}
      </ClubScreen>
    </div>
  );
}
