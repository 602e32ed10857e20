import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { KeyRoundIcon } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  ConfirmDialog,
  DataTable,
  Input,
  Label,
  OptionSelect,
  Skeleton,
  TableCell,
  TableRow,
  toast,
} from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { signInOrFailureToast } from '../../shared/failure-toast';
import { formatDay } from '../../lib/format-day';
import { API_TOKEN_SCOPES, type ApiTokenRow, type CreatedApiToken } from './api-token-types';
import { ShownOnce } from './shown-once';
import { API_TOKENS_TEXT as TEXT } from './text';

function formatDate(value: string | null): string {
  return value === null ? TEXT.never : formatDay(value);
}

function failureToast(description: string) {
  return (error: unknown) => signInOrFailureToast(error, { title: 'Error', description });
}

const createTokenSchema = z.object({
  name: z.string().trim().min(1, TEXT.nameRequired).max(100),
  scope: z.enum(API_TOKEN_SCOPES),
});

type CreateTokenValues = z.infer<typeof createTokenSchema>;

const NO_TOKEN: CreateTokenValues = { name: '', scope: 'read' };

function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useForm<CreateTokenValues>({
    resolver: zodResolver(createTokenSchema),
    defaultValues: NO_TOKEN,
  });
  const nameError = form.formState.errors.name?.message;
  const create = useMutation(
    trpc.apiTokens.create.mutationOptions({
      onSuccess: async (created) => {
        form.reset({ ...form.getValues(), name: '' });
        onCreated(created);
        toast({ title: TEXT.created });
        await queryClient.invalidateQueries({ queryKey: trpc.apiTokens.list.queryKey() });
      },
      onError: failureToast(TEXT.createFailed),
    }),
  );
  const submit = form.handleSubmit((values) => create.mutate(values));
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
      onSubmit={(event) => void submit(event)}
    >
      <div className="space-y-1.5">
        <Label htmlFor="api-token-name">{TEXT.nameLabel}</Label>
        <Input
          id="api-token-name"
          maxLength={100}
          placeholder={TEXT.namePlaceholder}
          aria-invalid={nameError !== undefined}
          aria-describedby={nameError ? 'api-token-name-error' : undefined}
          {...form.register('name')}
        />
        {nameError ? (
          <p id="api-token-name-error" className="text-sm text-destructive">
            {nameError}
          </p>
        ) : null}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor="api-token-scope">{TEXT.scopeLabel}</Label>
        <Controller
          control={form.control}
          name="scope"
          render={({ field }) => (
            <OptionSelect
              value={field.value}
              onValueChange={field.onChange}
              id="api-token-scope"
              className="w-full min-h-11 md:min-h-9"
              options={API_TOKEN_SCOPES.map((value) => ({ value, label: TEXT.scopes[value] }))}
            />
          )}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        <KeyRoundIcon aria-hidden />
        {create.isPending ? TEXT.creating : TEXT.create}
      </Button>
    </form>
  );
}

function RevokeButton({ token }: { token: ApiTokenRow }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const revoke = useMutation(
    trpc.apiTokens.revoke.mutationOptions({
      onSuccess: async () => {
        toast({ title: TEXT.revokedToast });
        await queryClient.invalidateQueries({ queryKey: trpc.apiTokens.list.queryKey() });
      },
      onError: failureToast(TEXT.revokeFailed),
    }),
  );
  return (
    <ConfirmDialog
      trigger={
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          aria-label={`${TEXT.revoke} ${token.name}`}
        >
          {TEXT.revoke}
        </Button>
      }
      title={TEXT.revokeTitle}
      description={TEXT.revokeDescription(token.name)}
      cancelLabel={TEXT.revokeCancel}
      confirmLabel={TEXT.revoke}
      onConfirm={() => revoke.mutate({ id: token.id })}
    />
  );
}

function TokenTable({ tokens }: { tokens: readonly ApiTokenRow[] }) {
  if (tokens.length === 0) return <p className="text-sm text-muted-foreground">{TEXT.empty}</p>;
  return (
    <DataTable
      headings={[
        TEXT.columns.name,
        TEXT.columns.scope,
        TEXT.columns.created,
        TEXT.columns.lastUsed,
        <span className="sr-only">{TEXT.columns.actions}</span>,
      ]}
    >
      {tokens.map((token) => (
        <TableRow key={token.id} data-testid="api-token-row">
          <TableCell className="font-medium">{token.name}</TableCell>
          <TableCell>
            <Badge variant={token.scope === 'read' ? 'secondary' : 'outline'}>
              {TEXT.scopes[token.scope]}
            </Badge>
          </TableCell>
          <TableCell>{formatDate(token.createdAt)}</TableCell>
          <TableCell>{formatDate(token.lastUsedAt)}</TableCell>
          <TableCell className="text-right">
            {token.revokedAt !== null ? (
              <Badge variant="outline">{TEXT.revoked}</Badge>
            ) : (
              <RevokeButton token={token} />
            )}
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}

/** API tokens for scripts: the list, create with a name and scope (secret shown once), revoke. */
export function ApiTokensCard() {
  const trpc = useTRPC();
  const tokens = useQuery(trpc.apiTokens.list.queryOptions());
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{TEXT.heading}</h2>
        <CardDescription>{TEXT.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {created ? (
          <ShownOnce
            value={created.token}
            text={{
              ...TEXT,
              heading: TEXT.secretHeading,
              hint: TEXT.secretHint,
              label: TEXT.secretLabel,
            }}
            onDone={() => setCreated(null)}
          />
        ) : (
          <CreateTokenForm onCreated={setCreated} />
        )}
        {tokens.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : tokens.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {TEXT.loadFailed}
          </p>
        ) : (
          <TokenTable tokens={tokens.data} />
        )}
      </CardContent>
    </Card>
  );
}
