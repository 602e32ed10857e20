import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { INVITE_ROLES, type InviteRole } from '@lectern/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DataTable,
  Input,
  Label,
  PageHeader,
  TableCell,
  TableRow,
  toast,
} from '@lectern/ui';
import { useCurrentClub } from '../../app/clubs/club-selection';
import { useTRPC } from '../../lib/trpc';
import { serverMessageOf } from '../../lib/errors';
import { QrCode } from './qr-code';
import { EXPIRY_CHOICES, INVITES_TEXT as TEXT } from './text';
import { useClubFormat } from '../../app/clubs/club-format';

const SELECT_CLASS =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';

function NewInvitation({ clubId, onCreated }: { clubId: number; onCreated: () => void }) {
  const trpc = useTRPC();
  const [role, setRole] = useState<InviteRole>('guest');
  const [days, setDays] = useState<number>(14);
  const [maxUses, setMaxUses] = useState('');
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
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: TEXT.createFailed,
          description: serverMessageOf(error),
        }),
    }),
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const uses = maxUses.trim() === '' ? null : Number(maxUses);
    create.mutate({
      clubId,
      role,
      expiresInDays: days,
      maxUses: uses,
      requestKey,
    });
  }
  return (
    <Card>
      <CardHeader className="print:hidden">
        <CardTitle role="heading" aria-level={2}>
          {TEXT.createTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-4 sm:items-end print:hidden">
          <div className="space-y-2">
            <Label htmlFor="invite-role">{TEXT.fields.role}</Label>
            <select
              id="invite-role"
              className={SELECT_CLASS}
              value={role}
              onChange={(e) => setRole(e.target.value as InviteRole)}
            >
              {INVITE_ROLES.map((r) => (
                <option key={r} value={r}>
                  {TEXT.roles[r]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="invite-days">{TEXT.fields.expiresInDays}</Label>
            <select
              id="invite-days"
              className={SELECT_CLASS}
              value={days}
              onChange={(e) => setDays(Number(e.target.value))}
            >
              {EXPIRY_CHOICES.map((n) => (
                <option key={n} value={n}>
                  {TEXT.days(n)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-2">
            <Label htmlFor="invite-uses">{TEXT.fields.maxUses}</Label>
            <Input
              id="invite-uses"
              type="number"
              min={1}
              inputMode="numeric"
              placeholder={TEXT.unlimited}
              className="h-11"
              value={maxUses}
              onChange={(e) => setMaxUses(e.target.value)}
            />
          </div>
          <Button type="submit" className="min-h-11" disabled={create.isPending}>
            {create.isPending ? TEXT.creating : TEXT.create}
          </Button>
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
  const invites = useQuery(trpc.invites.list.queryOptions({ clubId }));
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
        {invites.isPending ? null : invites.isError ? (
          <p role="alert">{TEXT.loadFailed}</p>
        ) : invites.data.length === 0 ? (
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
            {invites.data.map((invite) => {
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

/** /invites: officers make invitation links and QR codes, see them and revoke them. */
export function InvitesPage() {
  const club = useCurrentClub();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  let body;
  if (club.isLoading) body = null;
  else if (club.clubId === null) body = <p className="text-muted-foreground">{TEXT.noClub}</p>;
  else if (!club.isManager) body = <p role="alert">{TEXT.forbidden}</p>;
  else {
    const clubId = club.clubId;
    body = (
      <div className="space-y-6">
        <NewInvitation
          key={clubId}
          clubId={clubId}
          onCreated={() =>
            void queryClient.invalidateQueries({ queryKey: trpc.invites.list.queryKey({ clubId }) })
          }
        />
        <InvitationList clubId={clubId} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-4xl">
      <div className="print:hidden">
        <PageHeader title={TEXT.title} description={TEXT.description} />
      </div>
      {body}
    </div>
  );
}
