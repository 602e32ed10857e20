import type { memberEntryAnswer, membersListAnswer } from '@lectern/domain/answers';
import type { z } from 'zod';
import {
  canAddMemberWithRole,
  decideRoleChange,
  decideStatusChange,
  MEMBERSHIP_RECORD_MESSAGES,
  roleChangeActivity,
  type MemberStatus,
  type MemberStatusViolation,
  dedupeMembers,
  directoryTiles,
  isGuestConversion,
  isOfficerRank,
  newMembers,
  NOTIFICATION_TEXT,
  seesFormerMembers,
  visibleFieldGroups,
  type ActorTier,
  type AddMemberRole,
  type ClubRole,
  type FieldGroup,
  type RoleChangeViolation,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { findClubName } from '@lectern/db/queries/clubs';
import * as members from '@lectern/db/queries/members';
import { lockStatusChangeRows, recordActivity, setMemberStatus } from '@lectern/db/queries/growth';
import { mentorshipInterestsOf } from '@lectern/db/queries/profile-columns';
import { appError } from '../../errors.js';
import { notify } from '../notifications/notifications.service.js';

type Db = Executor;
type MemberRow = members.MemberRow;
type DirectoryRow = members.DirectoryRow;

export interface Viewer {
  userId: number;
  tier: ActorTier;
}

/** The profile part of a directory entry, field group by field group (`visibleFieldGroups`). */
function profileFor(row: MemberRow, groups: ReadonlySet<FieldGroup>) {
  if (row.membershipStatus === null) return null;
  return {
    membershipStatus: row.membershipStatus,
    pathwaysPath: row.pathwaysPath,
    currentLevel: row.currentLevel,
    ...(groups.has('profile')
      ? {
          currentProject: row.currentProject,
          bio: row.bio,
          mentorshipStatus: row.mentorshipStatus,
          mentoringAreas: row.mentoringAreas,
          seekingMentorshipIn: row.seekingMentorshipIn,
        }
      : {}),
    ...(groups.has('memberNumberAndSkills')
      ? {
          tmiMembershipNumber: row.tmiMembershipNumber,
          speechesCompleted: row.speechesCompleted,
          evaluationsGiven: row.evaluationsGiven,
          leadershipRolesFilled: row.leadershipRolesFilled,
          tableTopicsAnswered: row.tableTopicsAnswered,
          competentCommunicator: row.competentCommunicator,
          competentLeader: row.competentLeader,
          communicationSkill: row.communicationSkill,
          leadershipSkill: row.leadershipSkill,
          listeningSkill: row.listeningSkill,
          criticalThinkingSkill: row.criticalThinkingSkill,
        }
      : {}),
    // Sensitive fields and the rest of the personal profile: only the person and managers.
    ...(groups.has('sensitive')
      ? {
          dietaryRestrictions: row.dietaryRestrictions,
          emergencyContact: row.emergencyContact,
          emergencyPhone: row.emergencyPhone,
          goals: row.goals,
          availabilityPattern: row.availabilityPattern,
          availableWeekdays: row.availableWeekdays,
          availableWeekends: row.availableWeekends,
          preferredSpeechFrequency: row.preferredSpeechFrequency,
          rolePreferences: row.rolePreferences,
          mentorshipExperience: row.mentorshipExperience,
          mentorshipInterests: mentorshipInterestsOf(row),
          interests: row.interests,
          howHeardAboutClub: row.howHeardAboutClub,
          visitationGoals: row.visitationGoals,
          emailNotifications: row.emailNotifications,
          smsNotifications: row.smsNotifications,
          communicationPreferences: row.communicationPreferences,
        }
      : {}),
  };
}

/** What of this membership the viewer sees; nothing of a former member unless a manager. */
function fieldGroupsFor(
  row: { userId: number; role: ClubRole; status: MemberStatus },
  viewer: Viewer,
): ReadonlySet<FieldGroup> {
  const isSelf = row.userId === viewer.userId;
  if (row.status !== 'active' && !isSelf && !seesFormerMembers(viewer.tier)) return new Set();
  return visibleFieldGroups({
    viewerTier: viewer.tier,
    isSelf,
    subjectIsOfficer: isOfficerRank(row.role),
  });
}

/**
 * What every entry starts with: the membership and the person's name, e-mail when visible. Built
 * field by field (no spread of conditional objects): the directory shapes every member of the
 * club on each call.
 */
function entryBasics(
  row: DirectoryRow | MemberRow,
  groups: ReadonlySet<FieldGroup>,
): Omit<DirectoryEntry, 'profile'> {
  const user: DirectoryEntry['user'] = {
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
  };
  if (groups.has('email')) user.email = row.email;
  const entry: Omit<DirectoryEntry, 'profile'> = {
    id: row.id,
    userId: row.userId,
    clubId: row.clubId,
    role: row.role,
    status: row.status,
    joinedAt: row.joinedAt,
    user,
  };
  if (groups.has('memberNumberAndSkills')) entry.tmiNumber = row.tmiNumber;
  return entry;
}

/**
 * One member's whole entry, in the shape its viewer may see (guest, member or full view: the
 * field groups decide which, and the procedure's answer schema checks it).
 */
export type MemberEntry = z.input<typeof memberEntryAnswer>;

/** One member's whole entry as this viewer may see it, or null when they may see nothing of it. */
function toMemberEntry(row: MemberRow, viewer: Viewer): MemberEntry | null {
  const groups = fieldGroupsFor(row, viewer);
  if (!groups.has('basics')) return null;
  return { ...entryBasics(row, groups), profile: profileFor(row, groups) };
}

/**
 * A directory card's entry: the basics, the pathway and, with the member-number-and-skills
 * group, the profile's number (so its presence says the skills are visible too).
 */
function toDirectoryEntry(row: DirectoryRow, viewer: Viewer): DirectoryEntry | null {
  const groups = fieldGroupsFor(row, viewer);
  if (!groups.has('basics')) return null;
  let profile: DirectoryEntry['profile'] = null;
  if (row.membershipStatus !== null) {
    profile = {
      membershipStatus: row.membershipStatus,
      pathwaysPath: row.pathwaysPath,
      currentLevel: row.currentLevel,
    };
    if (groups.has('memberNumberAndSkills')) profile.tmiMembershipNumber = row.tmiMembershipNumber;
  }
  return Object.assign(entryBasics(row, groups), { profile });
}

/** A directory card in the shape its viewer may see (guest, member or full view). */
export type DirectoryEntry = z.input<typeof membersListAnswer>[number];

/**
 * The directory: guests see the committee's basics, members basics and e-mail, managers all
 * (former members too); each entry as a card shows it. One member's whole profile is `getMember`.
 */
export async function listMembers(
  db: Db,
  clubId: number,
  viewer: Viewer,
): Promise<DirectoryEntry[]> {
  const rows = await members.listDirectory(db, clubId);
  return dedupeMembers(rows.flatMap((row) => toDirectoryEntry(row, viewer) ?? []));
}

/** One member's whole entry, as this viewer may see it; 404 when there is nothing to see. */
export async function getMember(
  db: Db,
  clubId: number,
  userId: number,
  viewer: Viewer,
): Promise<MemberEntry> {
  const row = await members.findMember(db, clubId, userId);
  const entry = row ? toMemberEntry(row, viewer) : null;
  if (!entry) throw appError('NOT_FOUND');
  return entry;
}

/** 'Ann Marie Lee' → first 'Ann', last 'Marie Lee'; a single word has no last name. */
export function splitName(name: string): { firstName: string; lastName: string | null } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.length > 0 ? rest.join(' ') : null };
}

function profileStatusFor(role: ClubRole): 'guest' | 'member' {
  return role === 'guest' ? 'guest' : 'member';
}

export interface NewMember {
  name: string;
  email: string;
  role: AddMemberRole;
}

/**
 * Adds people to the club: accounts are created for new e-mails (matched case-insensitively)
 * and linked otherwise, each gets a membership and a profile. Existing memberships are left
 * exactly as they are. Returns the user ids of the memberships created, in input order.
 */
export async function addPeople(
  trx: Db,
  clubId: number,
  people: readonly NewMember[],
  actorUserId: number | null,
) {
  for (const person of people) {
    if (!canAddMemberWithRole(person.role))
      throw appError('FORBIDDEN', 'Forbidden: this role cannot be given here');
  }
  await members.insertUsersIfNew(
    trx,
    people.map((p) => ({ email: p.email, ...splitName(p.name) })),
  );
  const ids = await members.findUserIdsByEmails(
    trx,
    people.map((p) => p.email),
  );
  const memberships = people.map((p) => {
    const userId = ids.get(p.email.toLowerCase());
    if (userId === undefined) throw appError('INTERNAL');
    return { userId, role: p.role };
  });
  const added = new Set(await members.insertMembershipsIfNew(trx, clubId, memberships));
  await members.insertProfilesIfNew(
    trx,
    clubId,
    memberships
      .filter((m) => added.has(m.userId))
      .map((m) => ({ userId: m.userId, membershipStatus: profileStatusFor(m.role) })),
  );
  await recordActivity(
    trx,
    clubId,
    memberships
      .filter((m) => added.has(m.userId))
      .map((m) => ({ kind: 'member_added', subjectUserId: m.userId, actorUserId, detail: m.role })),
  );
  return memberships.filter((m) => added.has(m.userId)).map((m) => m.userId);
}

export async function addMember(db: Db, clubId: number, input: NewMember, viewer: Viewer) {
  const userId = await db.transaction().execute(async (trx) => {
    const [added] = await addPeople(trx, clubId, [input], viewer.userId);
    if (added === undefined)
      throw appError('CONFLICT', 'This person is already a member of this club');
    return added;
  });
  return getMember(db, clubId, userId, viewer);
}

/**
 * CSV bulk upload: all rows or none, in one transaction. Rows repeating an e-mail count once;
 * people who already belong to the club keep their role.
 */
export async function bulkUploadMembers(
  db: Db,
  clubId: number,
  rows: readonly NewMember[],
  actorUserId: number,
) {
  const seen = new Set<string>();
  const unique = rows.filter((row) => {
    const key = row.email.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const added = await db
    .transaction()
    .execute((trx) => addPeople(trx, clubId, unique, actorUserId));
  return { processed: unique.length, added: added.length };
}

const ROLE_CHANGE_ERRORS: Record<
  Exclude<RoleChangeViolation, 'unchanged'>,
  () => ReturnType<typeof appError>
> = {
  self_change: () => appError('FORBIDDEN', 'Forbidden: you cannot change your own role'),
  forbidden: () =>
    appError('FORBIDDEN', 'Forbidden: only the president can give or take officer roles'),
  last_president: () =>
    appError(
      'CONFLICT',
      'The club must keep at least one president, so the last president cannot be changed',
    ),
};

/** Edit Role: the last-president rule holds under concurrent changes (see applyRoleChange). */
export async function changeRole(
  db: Db,
  clubId: number,
  actorUserId: number,
  targetUserId: number,
  toRole: ClubRole,
  viewer: Viewer,
) {
  await db
    .transaction()
    .execute((trx) => applyRoleChange(trx, clubId, actorUserId, targetUserId, toRole));
  return getMember(db, clubId, targetUserId, viewer);
}

/**
 * The role change inside the caller's transaction (Edit Role and the guest conversion share
 * it): the actor's, the target's and every president's memberships are locked and read, the
 * rules decide, the change is written with its activity record, and a guest made a member is
 * welcomed in the app.
 */
export async function applyRoleChange(
  trx: Db,
  clubId: number,
  actorUserId: number,
  targetUserId: number,
  toRole: ClubRole,
): Promise<void> {
  const rows = await members.lockRoleChangeRows(trx, clubId, [actorUserId, targetUserId]);
  const actor = rows.find((r) => r.userId === actorUserId && r.status === 'active');
  const target = rows.find((r) => r.userId === targetUserId);
  if (!actor || !target) throw appError('NOT_FOUND');
  const decision = decideRoleChange({
    actorUserId,
    actorRole: actor.role,
    targetUserId,
    fromRole: target.role,
    toRole,
    // Active presidents, and the target when they hold the office (the last-president rule).
    presidentCount: rows.filter(
      (r) => r.role === 'president' && (r.status === 'active' || r.userId === targetUserId),
    ).length,
  });
  if (!decision.ok) {
    if (decision.violation === 'unchanged') return;
    throw ROLE_CHANGE_ERRORS[decision.violation]();
  }
  await members.setMemberRole(trx, clubId, targetUserId, decision.value);
  await recordActivity(trx, clubId, [
    {
      kind: roleChangeActivity(target.role, decision.value),
      subjectUserId: targetUserId,
      actorUserId,
      detail: decision.value,
    },
  ]);
  if (profileStatusFor(target.role) !== profileStatusFor(decision.value)) {
    await members.setProfileMembershipStatus(
      trx,
      clubId,
      targetUserId,
      profileStatusFor(decision.value),
    );
  }
  if (isGuestConversion(target.role, decision.value)) {
    const clubName = await findClubName(trx, clubId);
    if (clubName === undefined) throw appError('NOT_FOUND');
    await notify(
      trx,
      { userId: targetUserId, clubId },
      NOTIFICATION_TEXT.becameMember(clubName, decision.value),
    );
  }
}

const STATUS_CHANGE_ERRORS: Record<
  Exclude<MemberStatusViolation, 'unchanged'>,
  () => ReturnType<typeof appError>
> = {
  self_change: () => appError('FORBIDDEN', MEMBERSHIP_RECORD_MESSAGES.statusSelf),
  forbidden: () => appError('FORBIDDEN', MEMBERSHIP_RECORD_MESSAGES.statusForbidden),
  last_president: () => appError('CONFLICT', MEMBERSHIP_RECORD_MESSAGES.statusLastPresident),
};

/**
 * Makes a member inactive (or active again). Locks as a role change does, so the last active
 * president stays; making someone inactive is written to the membership activity log.
 */
export async function changeStatus(
  db: Db,
  clubId: number,
  actorUserId: number,
  targetUserId: number,
  toStatus: MemberStatus,
  viewer: Viewer,
) {
  await db.transaction().execute(async (trx) => {
    const rows = await lockStatusChangeRows(trx, clubId, [actorUserId, targetUserId]);
    const actor = rows.find((r) => r.userId === actorUserId && r.status === 'active');
    const target = rows.find((r) => r.userId === targetUserId);
    if (!actor || !target) throw appError('NOT_FOUND');
    const decision = decideStatusChange({
      actorUserId,
      actorRole: actor.role,
      targetUserId,
      targetRole: target.role,
      fromStatus: target.status,
      toStatus,
      activePresidentCount: rows.filter((r) => r.role === 'president' && r.status === 'active')
        .length,
    });
    if (!decision.ok) {
      if (decision.violation === 'unchanged') return;
      throw STATUS_CHANGE_ERRORS[decision.violation]();
    }
    await setMemberStatus(trx, clubId, targetUserId, decision.value);
    if (decision.value === 'inactive')
      await recordActivity(trx, clubId, [
        { kind: 'member_inactive', subjectUserId: targetUserId, actorUserId },
      ]);
  });
  return getMember(db, clubId, targetUserId, viewer);
}

/** Membership statistics (new = joined in the last 30 days). */
export async function membershipStats(db: Db, clubId: number, now: Date) {
  const facts = await members.listMembershipFacts(db, clubId);
  const tiles = directoryTiles(facts);
  return {
    totalMembers: tiles.total,
    activeMembers: tiles.active,
    guests: tiles.guests,
    officers: tiles.officers,
    newMembers: newMembers(facts, now).length,
  };
}
