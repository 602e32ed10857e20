import { useEffect, useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, Label, Switch, toast } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { signInOrFailureToast } from '../../shared/failure-toast';
import { PushKinds } from './push-kinds';
import { PUSH_TEXT as TEXT } from './text';

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}

/**
 * Profile: "Notifications on this device". On subscribes this browser with the server's public
 * key and hands the subscription to the server; off unsubscribes it on both sides.
 */
export function PushCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const [on, setOn] = useState<boolean | null>(null);
  const supported = pushSupported();
  useEffect(() => {
    if (!supported) return;
    let live = true;
    void currentSubscription()
      .then((subscription) => live && setOn(subscription !== null))
      .catch(() => live && setOn(false));
    return () => {
      live = false;
    };
  }, [supported]);
  const subscribe = useMutation(trpc.push.subscribe.mutationOptions());
  const unsubscribe = useMutation(trpc.push.unsubscribe.mutationOptions());
  if (!supported) return null;

  const turnOn = async () => {
    if ((await Notification.requestPermission()) !== 'granted') {
      toast({ variant: 'destructive', title: TEXT.blocked });
      return;
    }
    const { publicKey } = await queryClient.fetchQuery(trpc.push.key.queryOptions());
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    });
    const json = subscription.toJSON() as {
      endpoint: string;
      keys: { p256dh: string; auth: string };
    };
    await subscribe.mutateAsync({ endpoint: json.endpoint, keys: json.keys });
    setOn(true);
  };
  const turnOff = async () => {
    const subscription = await currentSubscription();
    if (subscription) {
      await unsubscribe.mutateAsync({ endpoint: subscription.endpoint });
      await subscription.unsubscribe();
    }
    setOn(false);
  };
  const change = (next: boolean) =>
    void (next ? turnOn() : turnOff()).catch((error: unknown) =>
      signInOrFailureToast(error, { title: TEXT.failed, description: TEXT.failedDescription }),
    );

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{TEXT.heading}</h2>
        <CardDescription>{TEXT.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-3">
          <Switch
            id={id}
            checked={on === true}
            disabled={on === null || subscribe.isPending || unsubscribe.isPending}
            onCheckedChange={change}
          />
          <Label htmlFor={id}>{TEXT.label}</Label>
        </div>
        {on === true ? <PushKinds /> : null}
      </CardContent>
    </Card>
  );
}
