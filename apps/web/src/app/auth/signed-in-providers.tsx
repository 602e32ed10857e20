import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useBoot } from '../../lib/boot';
import type { SignedInApi } from '../../lib/signed-in-api';
import { TRPCProvider } from '../../lib/trpc';
import { ClubSelectionProvider } from '../clubs/club-selection-provider';

/** Puts what the landing page already read into the cache, so the app does not ask again. */
function seedFromBoot(api: SignedInApi, boot: ReturnType<typeof useBoot>): void {
  if (boot.status !== 'ready') return;
  const { queryClient, trpc } = api;
  const seed = (queryKey: readonly unknown[], data: unknown) => {
    if (data !== null && queryClient.getQueryData(queryKey) === undefined)
      queryClient.setQueryData(queryKey, data);
  };
  seed(trpc.auth.user.queryKey(), boot.data.user);
  seed(trpc.publicConfig.queryKey(), boot.data.publicConfig);
  seed(trpc.platformSettings.public.queryKey(), boot.data.platformSettings);
}

/** The query cache, tRPC client and club selection every signed-in screen reads. */
export function SignedInProviders({ api, children }: { api: SignedInApi; children: ReactNode }) {
  const boot = useBoot();
  useState(() => seedFromBoot(api, boot));
  return (
    <QueryClientProvider client={api.queryClient}>
      <TRPCProvider trpcClient={api.trpcClient} queryClient={api.queryClient}>
        <ClubSelectionProvider>{children}</ClubSelectionProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
