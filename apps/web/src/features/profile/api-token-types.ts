import type { inferOutput } from '@trpc/tanstack-react-query';
import type { LecternTrpc } from '../../lib/trpc';

/** A token's scope: read-only tokens get 403 on every change, full tokens act as their owner. */
export const API_TOKEN_SCOPES = ['read', 'full'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** `apiTokens.list`: the caller's tokens, newest first. */
export type ApiTokenRow = inferOutput<LecternTrpc['apiTokens']['list']>[number];
/** `apiTokens.create`: the secret is in `token`, shown once. */
export type CreatedApiToken = inferOutput<LecternTrpc['apiTokens']['create']>;
