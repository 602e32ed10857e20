import { hashSecret } from '@lectern/auth';
import type { Database } from '@lectern/db';
import { Pipeline } from '@lectern/db/pipeline';
import { findSnapshot, readCheckFrom, type ReadCheck } from '@lectern/db/queries/club-changes';
import { findMeetingRoleScope, type MeetingRoleScope } from '@lectern/db/queries/meeting-roles';
import { findMeetingScope } from '@lectern/db/queries/meetings';
import { findMembershipInClub, membershipFrom } from '@lectern/db/queries/memberships';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  credentialOf,
  resolveIdentity,
  resolveIdentityInClub,
  resolveIdentityInMeeting,
  resolveIdentityInRole,
  type Credential,
  type ResolvedIdentity,
} from '../auth/resolve.js';
import type { AppConfig } from '../config.js';
import { fromDatabaseError } from '../errors.js';
import type { Caller, Context, ScopedRead } from '../trpc/context.js';
import { bindLog } from './logging.js';
import type { ReadCache } from './read-cache.js';

export interface AppDeps {
  db: Kysely<Database>;
  config: AppConfig;
  now: () => Date;
  /** This instance's cache of club and meeting reads (decision 012); null: none. */
  reads: ReadCache | null;
}

/** What a scoped lookup found: the caller, their scope, and the read cache's check. */
interface ScopeFound<S> {
  identity: ResolvedIdentity | null;
  scope: S | null;
  check: ReadCheck | null;
}

/**
 * The caller of one request. The first lookup decides who is calling and is remembered: the rate
 * limiter's and the procedure's questions share it. A database that is away becomes the 503 of
 * the error vocabulary here, before any handler (never a 500 from the sign-in lookup).
 */
class RequestCaller implements Caller {
  readonly presentsCredential: boolean;
  #identity: Promise<ResolvedIdentity | null> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly reads: ReadCache | null,
    private readonly credential: Credential | null,
    private readonly log: FastifyBaseLogger,
    known?: ResolvedIdentity | null,
  ) {
    this.presentsCredential = credential !== null || Boolean(known);
    if (known !== undefined) this.#identity = Promise.resolve(known);
  }

  identity(): Promise<ResolvedIdentity | null> {
    this.#identity ??= this.credential
      ? this.#lookUp(this.credential, async (credential) => ({
          identity: await resolveIdentity(this.db, credential),
        })).then((found) => found.identity)
      : Promise.resolve(null);
    return this.#identity;
  }

  async inClub<T = undefined>(clubId: number, read?: ScopedRead<T>) {
    const found = await this.#scoped(
      read,
      async (identity, since) => {
        const [row] = await findMembershipInClub(this.db, {
          clubId,
          userId: identity.user.id,
          since,
        });
        return {
          scope: row ? membershipFrom(row) : null,
          check: row ? readCheckFrom(row) : null,
        };
      },
      async (credential, on, since) => {
        const { identity, membership, check } = await resolveIdentityInClub(
          this.db,
          credential,
          clubId,
          { on, since },
        );
        return { identity, scope: membership, check };
      },
    );
    return { identity: found.identity, membership: found.scope, read: found.read };
  }

  inMeeting<T = undefined>(meetingId: number, read?: ScopedRead<T>) {
    return this.#scoped(
      read,
      async (identity, since) => {
        const [row] = await findMeetingScope(this.db, {
          meetingId,
          userId: identity.user.id,
          since,
        });
        if (!row) return { scope: null, check: null };
        const { snapshot: _snapshot, unchanged: _unchanged, ...scope } = row;
        return { scope, check: readCheckFrom(row) };
      },
      (credential, on, since) =>
        resolveIdentityInMeeting(this.db, credential, meetingId, { on, since }),
    );
  }

  /** A meeting role's scope: no read travels with it (its procedures write). */
  async inRole(roleId: number) {
    const { identity, scope } = await this.#scoped<MeetingRoleScope, undefined>(
      undefined,
      async (known) => ({
        scope: (await findMeetingRoleScope(this.db, roleId, known.user.id)) ?? null,
        check: null,
      }),
      async (credential, on) => ({
        ...(await resolveIdentityInRole(this.db, credential, roleId, { on })),
        check: null,
      }),
    );
    return { identity, scope };
  }

  /**
   * The caller and their scope — looked up together, or the scope alone when the caller is
   * already known — with the procedure's read sent alongside on one Pipeline (decision 009),
   * unless the read cache keeps it: then the lookup checks the club is unchanged since and the
   * read is not sent at all (decision 012).
   */
  async #scoped<S, T>(
    read: ScopedRead<T> | undefined,
    scopeOf: (
      identity: ResolvedIdentity,
      since: string | null,
    ) => Promise<Omit<ScopeFound<S>, 'identity'>>,
    lookUp: (credential: Credential, on: Pipeline, since: string | null) => Promise<ScopeFound<S>>,
  ) {
    const reads = read && this.reads;
    const since = reads ? reads.since(read.key) : null;
    const pipeline = new Pipeline(this.db);
    const known = Boolean(this.#identity) || !this.credential;
    const lookup: Promise<ScopeFound<S>> = known
      ? this.identity().then(async (identity) =>
          identity
            ? { identity, ...(await scopeOf(identity, since)) }
            : { identity, scope: null, check: null },
        )
      : this.#remember(
          this.#lookUp(this.credential, (credential) => lookUp(credential, pipeline, since)),
        );
    // A read is kept under a snapshot it is no older than: the lookup's, which the Pipeline sends
    // before it, or — when the lookup waits for the caller — one taken just before it.
    const before =
      reads && since === null && known
        ? findSnapshot(pipeline, {}).then(([row]) => row?.snapshot)
        : undefined;
    const sent = since === null ? read?.run(pipeline) : undefined;
    const [found, data] = await alongside(
      lookup,
      sent && Promise.all([sent, before]).then(([value, snapshot]) => ({ value, snapshot })),
    );
    const identity = found.identity;
    const check = identity ? found.check : null;
    return {
      identity,
      scope: (identity && found.scope) ?? null,
      read: async (): Promise<T> => {
        if (!read) return undefined as T;
        if (data) {
          const { value, snapshot } = data();
          const keptAs = check && (before ? snapshot && { ...check, snapshot } : check);
          if (reads && keptAs) reads.keep(read.key, value, keptAs, read.at);
          return value;
        }
        const kept = reads?.take(read.key, check, read.at);
        if (kept) return kept.found as T;
        // Changed since it was kept: read again, after the lookup (its snapshot is no newer).
        const value = await read.run(new Pipeline(this.db));
        if (reads && check) reads.keep(read.key, value, check, read.at);
        return value;
      },
    };
  }

  /** Keeps the identity a scoped lookup found, for the rest of the request. */
  #remember<T extends { identity: ResolvedIdentity | null }>(found: Promise<T>): Promise<T> {
    const identity = found.then((result) => result.identity);
    // The failure reaches whoever awaits `found`; this copy is only awaited if asked again.
    identity.catch(() => undefined);
    this.#identity = identity;
    return found;
  }

  #lookUp<T extends { identity: ResolvedIdentity | null }>(
    credential: Credential,
    query: (credential: Credential) => Promise<T>,
  ): Promise<T> {
    return query(credential).then(
      (result) => {
        if (result.identity) bindLog(this.log, { userId: result.identity.user.id });
        return result;
      },
      (error: unknown) => {
        throw fromDatabaseError(error) ?? error;
      },
    );
  }
}

/**
 * Waits for the caller's lookup and the read sent with it. The lookup's failure wins; the read's
 * result, or its failure, is handed over only when asked for (after the permission check).
 */
async function alongside<F, T>(
  lookup: Promise<F>,
  read: Promise<T> | undefined,
): Promise<[F, (() => T) | undefined]> {
  const [found, data] = await Promise.allSettled([lookup, read]);
  if (found.status === 'rejected') throw found.reason;
  if (!read) return [found.value, undefined];
  return [
    found.value,
    () => {
      if (data.status === 'rejected') throw data.reason;
      return data.value as T;
    },
  ];
}

// One caller per request: the rate limiter may ask before the handler, the procedure after.
const callers = new WeakMap<FastifyRequest, Caller>();

export function callerOf(
  request: FastifyRequest,
  db: Kysely<Database>,
  reads: ReadCache | null = null,
): Caller {
  let caller = callers.get(request);
  if (!caller) {
    caller = new RequestCaller(db, reads, credentialOf(request), request.log);
    callers.set(request, caller);
  }
  return caller;
}

/** A caller whose identity is already known (or null: signed out), e.g. for in-process calls. */
export function knownCaller(
  db: Kysely<Database>,
  identity: ResolvedIdentity | null,
  log: FastifyBaseLogger,
  reads: ReadCache | null = null,
): Caller {
  return new RequestCaller(db, reads, null, log, identity);
}

/** One context for both doors: who is calling is decided here and nowhere else. */
export function contextFor(request: FastifyRequest, deps: AppDeps): Context {
  return {
    db: deps.db,
    config: deps.config,
    caller: callerOf(request, deps.db, deps.reads),
    requestId: request.id,
    log: request.log,
    now: deps.now,
  };
}

/**
 * Who owns each credential, as the rate limiter's lookups found it, per database. A session or an
 * API token belongs to one person for its whole life, so this never goes stale; whether the
 * credential still signs them in is the procedure's lookup to decide. Keyed by the whole
 * credential (the secret hashed): an id presented with a wrong secret is not its owner.
 */
const owners = new WeakMap<Kysely<Database>, Map<string, number>>();
/** Past this, the oldest entries make room (their next mutation looks its caller up again). */
const OWNERS_KEPT = 10_000;

function ownerKey(credential: Credential): string {
  const hash = Buffer.from(hashSecret(credential.secret)).toString('base64');
  return `${credential.via}:${credential.id}:${hash}`;
}

/**
 * The mutation rate limiter's key (SECURITY.md §7): the person, or the address when signed out or
 * when the credential signs no one in. A credential seen before is counted as its owner without a
 * statement of its own, so the procedure's scoped lookup is the request's only one; a new one is
 * looked up first, and remembered when it signs someone in.
 */
export async function rateLimitKey(request: FastifyRequest, { db, reads }: AppDeps) {
  const credential = credentialOf(request);
  if (!credential) return `ip:${request.ip}`;
  let known = owners.get(db);
  if (!known) owners.set(db, (known = new Map<string, number>()));
  const key = ownerKey(credential);
  const owner = known.get(key);
  if (owner !== undefined) return `user:${owner}`;
  const identity = await callerOf(request, db, reads).identity();
  if (!identity) return `ip:${request.ip}`;
  if (known.size >= OWNERS_KEPT) known.delete(known.keys().next().value ?? key);
  known.set(key, identity.user.id);
  return `user:${identity.user.id}`;
}
