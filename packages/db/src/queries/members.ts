import { sql } from 'kysely';
import type { Executor } from '../executor.js';
import { PROFILE_COLUMNS } from './profile-columns.js';
import type { ClubRole, MembershipStatus } from '../schema.js';

/** A membership with its user; the API decides which of these fields a viewer sees. */
function membershipsWithUsers(db: Executor) {
  return db
    .selectFrom('clubMemberships as cm')
    .innerJoin('users as u', 'u.id', 'cm.userId')
    .leftJoin('memberProfiles as p', (join) =>
      join.onRef('p.clubId', '=', 'cm.clubId').onRef('p.userId', '=', 'cm.userId'),
    )
    .select([
      'cm.id',
      'cm.userId',
      'cm.clubId',
      'cm.role',
      'cm.status',
      'cm.joinedAt',
      'cm.tmiNumber',
      'u.firstName',
      'u.lastName',
      'u.email',
      'u.profileImageUrl',
    ]);
}

export type MemberRow = Awaited<ReturnType<typeof findMember>> & {};

/**
 * Every membership of the club (active and inactive), oldest first, with what a directory card
 * shows. The whole profile (~45 fields) is read one member at a time (findMember).
 */
export function listDirectory(db: Executor, clubId: number) {
  return membershipsWithUsers(db)
    .select(['p.membershipStatus', 'p.pathwaysPath', 'p.currentLevel', 'p.tmiMembershipNumber'])
    .where('cm.clubId', '=', clubId)
    .orderBy('cm.joinedAt')
    .orderBy('cm.userId')
    .execute();
}

export type DirectoryRow = Awaited<ReturnType<typeof listDirectory>>[number];

/** One membership with the member's whole profile. */
export async function findMember(db: Executor, clubId: number, userId: number) {
  return membershipsWithUsers(db)
    .select([...PROFILE_COLUMNS])
    .where('cm.clubId', '=', clubId)
    .where('cm.userId', '=', userId)
    .executeTakeFirst();
}

/** Role, status and join date of every membership (membership statistics). */
export function listMembershipFacts(db: Executor, clubId: number) {
  return db
    .selectFrom('clubMemberships')
    .select(['role', 'status', 'joinedAt'])
    .where('clubId', '=', clubId)
    .execute();
}

export interface NewUserValues {
  email: string;
  firstName: string;
  lastName: string | null;
}

/**
 * Creates the users whose e-mail (case-insensitive) is new; existing accounts are left as they
 * are. Safe under concurrent calls (the unique index on lower(email) decides).
 */
export async function insertUsersIfNew(
  db: Executor,
  users: readonly NewUserValues[],
): Promise<void> {
  if (users.length === 0) return;
  await db
    .insertInto('users')
    .values(users.map((u) => ({ email: u.email, firstName: u.firstName, lastName: u.lastName })))
    .onConflict((oc) =>
      oc
        .expression(sql`lower(email)`)
        .where('email', 'is not', null)
        .doNothing(),
    )
    .execute();
}

/** User ids by e-mail, matched case-insensitively; keys of the result are lower-cased. */
export async function findUserIdsByEmails(
  db: Executor,
  emails: readonly string[],
): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      sql<string>`lower(email)`,
      'in',
      emails.map((e) => e.toLowerCase()),
    )
    .execute();
  return new Map(
    rows.flatMap((row) => (row.email === null ? [] : [[row.email.toLowerCase(), row.id] as const])),
  );
}

export interface NewMembershipValues {
  userId: number;
  role: ClubRole;
}

/** Adds memberships that do not exist yet; returns the user ids actually added. */
export async function insertMembershipsIfNew(
  db: Executor,
  clubId: number,
  memberships: readonly NewMembershipValues[],
): Promise<number[]> {
  if (memberships.length === 0) return [];
  const rows = await db
    .insertInto('clubMemberships')
    .values(
      memberships.map((m) => ({
        clubId,
        userId: m.userId,
        role: m.role,
        status: 'active' as const,
      })),
    )
    .onConflict((oc) => oc.columns(['clubId', 'userId']).doNothing())
    .returning('userId')
    .execute();
  return rows.map((row) => row.userId);
}

export interface NewProfileValues {
  userId: number;
  membershipStatus: 'guest' | 'member';
}

/** Creates the member profiles that do not exist yet. */
export async function insertProfilesIfNew(
  db: Executor,
  clubId: number,
  profiles: readonly NewProfileValues[],
): Promise<void> {
  if (profiles.length === 0) return;
  await db
    .insertInto('memberProfiles')
    .values(
      profiles.map((p) => ({ clubId, userId: p.userId, membershipStatus: p.membershipStatus })),
    )
    .onConflict((oc) => oc.columns(['clubId', 'userId']).doNothing())
    .execute();
}

export interface RoleChangeRow {
  userId: number;
  role: ClubRole;
  status: MembershipStatus;
}

/**
 * Locks the memberships of the given people (the actor and the target) and of every president
 * of the club, in user-id order so two role changes lock in the same order, and returns them:
 * current roles and the president count are read under the lock.
 */
export async function lockRoleChangeRows(
  db: Executor,
  clubId: number,
  userIds: readonly number[],
): Promise<RoleChangeRow[]> {
  return db
    .selectFrom('clubMemberships')
    .select(['userId', 'role', 'status'])
    .where('clubId', '=', clubId)
    .where((eb) => eb.or([eb('userId', 'in', [...userIds]), eb('role', '=', 'president')]))
    .orderBy('userId')
    .forUpdate()
    .execute();
}

export async function setMemberRole(
  db: Executor,
  clubId: number,
  userId: number,
  role: ClubRole,
): Promise<boolean> {
  const result = await db
    .updateTable('clubMemberships')
    .set({ role })
    .where('clubId', '=', clubId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sets the profile's (display-only) membership status, creating the profile when missing. */
export async function setProfileMembershipStatus(
  db: Executor,
  clubId: number,
  userId: number,
  membershipStatus: 'guest' | 'member',
): Promise<void> {
  await db
    .insertInto('memberProfiles')
    .values({ clubId, userId, membershipStatus })
    .onConflict((oc) =>
      oc
        .columns(['clubId', 'userId'])
        .doUpdateSet({ membershipStatus, updatedAt: sql<Date>`now()` }),
    )
    .execute();
}
