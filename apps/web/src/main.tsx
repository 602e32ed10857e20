import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import '@fontsource-variable/inter';
import './index.css';
import { createQueryClient } from './lib/query-client';
import { createLecternTrpcClient, createTrpcOptions, TRPCProvider } from './lib/trpc';
import { ClubSelectionProvider } from './app/clubs/club-selection-provider';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const trpcClient = createLecternTrpcClient();
const router = createAppRouter({ queryClient, trpc: createTrpcOptions(trpcClient, queryClient) });

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <ClubSelectionProvider>
          <RouterProvider router={router} />
        </ClubSelectionProvider>
      </TRPCProvider>
    </QueryClientProvider>
  </StrictMode>,
);
