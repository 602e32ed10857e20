import type { inferInput } from '@trpc/tanstack-react-query';
import type { LecternTrpc } from '../../lib/trpc';

/** A token's scope: read-only tokens get 403 on every change, full tokens act as their owner. */
export type ApiTokenScope = 'read' | 'full';
export const API_TOKEN_SCOPES: readonly ApiTokenScope[] = ['read', 'full'];

/** `apiTokens.list`: the caller's tokens, newest first (dates as the wire sends them). */
export interface ApiTokenRow {
  id: string;
  name: string;
  scope: ApiTokenScope;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** `apiTokens.create`: the secret is in `token`, shown once. */
export interface CreatedApiToken {
  id: string;
  token: string;
  name: string;
  scope: ApiTokenScope;
  createdAt: string;
}

export interface CreateApiTokenInput {
  name: string;
  scope: ApiTokenScope;
}

/**
 * The contract above is the one the API's token scopes bring; until that change is merged the
 * router's own types lack `scope`, so the screen reads and sends through these two conversions.
 */
export function asTokenRows(data: unknown): ApiTokenRow[] {
  return (data as ApiTokenRow[]).map((row) => ({ ...row, scope: row.scope ?? 'full' }));
}

export function asCreateInput(
  input: CreateApiTokenInput,
): inferInput<LecternTrpc['apiTokens']['create']> {
  return input;
}
