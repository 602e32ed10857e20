import { sql, type Kysely } from 'kysely';
import { compiledOnce } from '../compiled.js';
import type { Database } from '../schema.js';
import { currentSnapshot, unchangedSince } from './club-changes.js';
import { roleScopeColumns } from './meeting-roles.js';

// The rows behind a credential (an API token or a session), with the person it signs in — alone,
// or with the scope of the request in the same statement: a read then costs one round trip fewer
// (decision 007). packages/auth decides whether a row signs anyone in.

/** Columns of `users` that make the signed-in person (packages/auth's AuthUser). */
export const AUTH_USER_COLUMNS = [
  'users.id',
  'users.email',
  'users.firstName',
  'users.lastName',
  'users.profileImageUrl',
  'users.isSuperAdmin',
] as const;

/** The caller's membership of the club joined as `cm` (null columns: no membership). */
const MEMBERSHIP_COLUMNS = ['cm.role', 'cm.status as membershipStatus'] as const;
/** A meeting joined as `m` (null columns: no such meeting) and its club as `c`. */
const MEETING_COLUMNS = ['m.id as meetingId', 'm.clubId', 'c.timeZone'] as const;

/**
 * What a scoped lookup adds for the read cache (decision 012): its snapshot, and whether the club
 * is unchanged since the snapshot of a cached read (`since`, null when there is none).
 */
type ScopeArgs = {
  id: string;
  since: string | null;
};

function apiTokenRow(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('apiTokens')
    .innerJoin('users', 'users.id', 'apiTokens.userId')
    .select([
      'apiTokens.id as tokenId',
      'apiTokens.secretHash',
      'apiTokens.lastUsedAt',
      'apiTokens.revokedAt',
      ...AUTH_USER_COLUMNS,
    ])
    .where('apiTokens.id', '=', id);
}

function sessionRow(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'sessions.id as sessionId',
      'sessions.secretHash',
      'sessions.createdAt as sessionCreatedAt',
      'sessions.expiresAt',
      ...AUTH_USER_COLUMNS,
    ])
    .where('sessions.id', '=', id);
}

export const findApiToken = compiledOnce((db, args: { id: string }) => apiTokenRow(db, args.id));

export const findSession = compiledOnce((db, args: { id: string }) => sessionRow(db, args.id));

export const findApiTokenInClub = compiledOnce((db, args: ScopeArgs & { clubId: number }) =>
  apiTokenRow(db, args.id)
    .leftJoin('clubs as c', (join) => join.on('c.id', '=', args.clubId))
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.userId', '=', 'users.id').on('cm.clubId', '=', args.clubId),
    )
    .select([...MEMBERSHIP_COLUMNS, 'c.timeZone'])
    .select([
      currentSnapshot().as('snapshot'),
      unchangedSince(args.clubId, args.since).as('unchanged'),
    ]),
);

export const findSessionInClub = compiledOnce((db, args: ScopeArgs & { clubId: number }) =>
  sessionRow(db, args.id)
    .leftJoin('clubs as c', (join) => join.on('c.id', '=', args.clubId))
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.userId', '=', 'users.id').on('cm.clubId', '=', args.clubId),
    )
    .select([...MEMBERSHIP_COLUMNS, 'c.timeZone'])
    .select([
      currentSnapshot().as('snapshot'),
      unchangedSince(args.clubId, args.since).as('unchanged'),
    ]),
);

export const findApiTokenInMeeting = compiledOnce((db, args: ScopeArgs & { meetingId: number }) =>
  apiTokenRow(db, args.id)
    .leftJoin('meetings as m', (join) => join.on('m.id', '=', args.meetingId))
    .leftJoin('clubs as c', 'c.id', 'm.clubId')
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'm.clubId').onRef('cm.userId', '=', 'users.id'),
    )
    .select([...MEETING_COLUMNS, ...MEMBERSHIP_COLUMNS])
    .select([
      currentSnapshot().as('snapshot'),
      unchangedSince(sql.ref('m.clubId'), args.since).as('unchanged'),
    ]),
);

export const findSessionInMeeting = compiledOnce((db, args: ScopeArgs & { meetingId: number }) =>
  sessionRow(db, args.id)
    .leftJoin('meetings as m', (join) => join.on('m.id', '=', args.meetingId))
    .leftJoin('clubs as c', 'c.id', 'm.clubId')
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'm.clubId').onRef('cm.userId', '=', 'users.id'),
    )
    .select([...MEETING_COLUMNS, ...MEMBERSHIP_COLUMNS])
    .select([
      currentSnapshot().as('snapshot'),
      unchangedSince(sql.ref('m.clubId'), args.since).as('unchanged'),
    ]),
);

/** A meeting role (`r`), its meeting and club, and the caller's membership there; null columns: no such role. */
export const findApiTokenInRole = compiledOnce((db, args: { id: string; roleId: number }) =>
  apiTokenRow(db, args.id)
    .leftJoin('meetingRoles as r', (join) => join.on('r.id', '=', args.roleId))
    .leftJoin('meetings as m', (join) =>
      join.onRef('m.id', '=', 'r.meetingId').onRef('m.clubId', '=', 'r.clubId'),
    )
    .leftJoin('clubs as c', 'c.id', 'r.clubId')
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'r.clubId').onRef('cm.userId', '=', 'users.id'),
    )
    .select(roleScopeColumns(sql.ref<number>('users.id'))),
);

export const findSessionInRole = compiledOnce((db, args: { id: string; roleId: number }) =>
  sessionRow(db, args.id)
    .leftJoin('meetingRoles as r', (join) => join.on('r.id', '=', args.roleId))
    .leftJoin('meetings as m', (join) =>
      join.onRef('m.id', '=', 'r.meetingId').onRef('m.clubId', '=', 'r.clubId'),
    )
    .leftJoin('clubs as c', 'c.id', 'r.clubId')
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'r.clubId').onRef('cm.userId', '=', 'users.id'),
    )
    .select(roleScopeColumns(sql.ref<number>('users.id'))),
);

export type ApiTokenRow = Awaited<ReturnType<typeof findApiToken>>[number];
export type SessionRow = Awaited<ReturnType<typeof findSession>>[number];
