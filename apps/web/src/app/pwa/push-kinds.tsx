import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Label, Switch } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { signInOrFailureToast } from '../../shared/failure-toast';
import { PUSH_TEXT as TEXT } from './text';

type PushKind = keyof typeof TEXT.kinds;

function KindSwitch({
  kind,
  on,
  pending,
  onChange,
}: {
  kind: PushKind;
  on: boolean;
  pending: boolean;
  onChange: (on: boolean) => void;
}) {
  const id = useId();
  return (
    <li className="flex items-center gap-3">
      <Switch id={id} checked={on} disabled={pending} onCheckedChange={onChange} />
      <Label htmlFor={id}>{TEXT.kinds[kind]}</Label>
    </li>
  );
}

/**
 * Which kinds of push this person gets, on every device they turned notifications on for: each
 * kind is on until they turn it off here.
 */
export function PushKinds() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const preferences = useQuery(trpc.push.preferences.queryOptions());
  const change = useMutation(
    trpc.push.setPreference.mutationOptions({
      onSuccess: (answer) => queryClient.setQueryData(trpc.push.preferences.queryKey(), answer),
      onError: (error) =>
        signInOrFailureToast(error, { title: TEXT.failed, description: TEXT.failedDescription }),
    }),
  );
  if (!preferences.data) return null;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">{TEXT.kindsLegend}</legend>
      <ul className="grid gap-3">
        {preferences.data.map(({ kind, on }) => (
          <KindSwitch
            key={kind}
            kind={kind}
            on={change.isPending && change.variables.kind === kind ? change.variables.on : on}
            pending={change.isPending}
            onChange={(next) => change.mutate({ kind, on: next })}
          />
        ))}
      </ul>
    </fieldset>
  );
}
