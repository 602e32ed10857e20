// Fair suggestions and asks (decision 076). The VP Education sees, per open role, the eligible
// members ranked with the reasons in words (the domain's ranking over the club's records, read
// in one statement); "Ask" sends one of them a personal request, in the app and by e-mail with
// one-click Accept / Decline. Accepting assigns the role only while it is still open.
import {
  ASK_VIOLATION_MESSAGES,
  decideAsk,
  displayName,
  ROLE_ASK_MESSAGES,
  ROLE_ASK_NOTIFICATIONS,
  suggestForRoles,
  todayInZone,
  type Actor,
  type AskViolation,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { enqueueJobs } from '@lectern/db/queries/jobs';
import * as roles from '@lectern/db/queries/meeting-roles';
import type { MeetingScope } from '@lectern/db/queries/meetings';
import { recordActivity } from '@lectern/db/queries/growth';
import * as asks from '@lectern/db/queries/role-asks';
import { lockMeetingForClaim } from '@lectern/db/queries/role-offers';
import type { TRPCError } from '@trpc/server';
import { appError } from '../../errors.js';
import { refuseChangesToArchivedClub } from '../../trpc/init.js';
import { notify } from '../notifications/notifications.service.js';
import { notifyDevices } from '../push/push.service.js';

type Db = Executor;

/** The background job that e-mails one request. */
export const ROLE_ASK_EMAIL_JOB = 'role_ask_email';

/** Who is asked is not the caller: every refusal is about the member or the role's state. */
function refusal(violation: AskViolation): TRPCError {
  return appError('CONFLICT', ASK_VIOLATION_MESSAGES[violation]);
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && (error as { code?: string }).code === '23505';
}

/** The activity log keeps a role type up to its column's length. */
function activityDetail(roleType: string): string | null {
  return roleType.length <= 30 ? roleType : null;
}

/** Per open role of the meeting, the eligible members ranked, with their reasons. */
export async function suggestions(
  db: Db,
  scope: Pick<MeetingScope, 'clubId' | 'meetingId' | 'timeZone'>,
  now: Date,
) {
  const today = todayInZone(now, scope.timeZone);
  const roleRows = await roles.listMeetingRoles(db, scope.meetingId);
  const facts = await asks.listSuggestionFacts(
    db,
    scope.clubId,
    scope.meetingId,
    today,
    scope.timeZone,
  );
  return suggestForRoles({
    roles: roleRows,
    members: facts.map((row) => ({
      userId: row.userId,
      name: displayName(row),
      role: row.role,
      active: row.status === 'active',
      rolesInMeeting: row.rolesInMeeting,
      joinedOn: row.joinedOn,
      rolePreferences: row.rolePreferences,
      availableWeekdays: row.availableWeekdays,
      availableWeekends: row.availableWeekends,
      pathways:
        row.pathwaysLevel === null
          ? null
          : { level: row.pathwaysLevel, projectsDone: row.projectsDone ?? 0 },
      history: row.history,
      askedFor: row.askedFor,
    })),
    // Every row names the meeting and the club's limit; no members, no candidates anyway.
    meetingDate: facts[0]?.meetingDate ?? null,
    today,
    rolesPerMember: facts[0]?.rolesPerMember ?? 1,
  });
}

function roleFacts(scope: roles.MeetingRoleScope) {
  return {
    roleType: scope.roleType,
    meetingId: scope.meetingId,
    meetingTitle: scope.meetingTitle,
    meetingDate: scope.meetingDate,
    locale: scope.locale,
  };
}

/**
 * Asks a member to take an open role: the request is written (one open request per role and
 * member), the member is told in the app and on their devices (as their settings allow), the
 * e-mail with Accept / Decline is queued, and the club's activity records it. One transaction.
 */
export async function askMember(
  db: Db,
  scope: roles.MeetingRoleScope,
  actor: Actor,
  userId: number,
  now: Date,
) {
  const member = await asks.findAskee(db, scope.clubId, userId, scope.meetingId);
  if (!member) throw appError('NOT_FOUND', ROLE_ASK_MESSAGES.notAMember);
  if (!member.takesAsks) throw appError('CONFLICT', ROLE_ASK_MESSAGES.asksOff);
  const decision = decideAsk({
    roleStatus: scope.roleStatus,
    meeting: {
      status: scope.meetingStatus,
      date: scope.meetingDate,
      startTime: scope.meetingStartTime,
    },
    member: { ...member, active: member.status === 'active' },
    rolesPerMember: scope.rolesPerMember,
    now,
    timeZone: scope.timeZone,
  });
  if (!decision.ok) throw refusal(decision.violation);
  return db.transaction().execute(async (trx) => {
    let ask: asks.RoleAskRow;
    try {
      ask = await asks.insertRoleAsk(trx, {
        clubId: scope.clubId,
        roleId: scope.roleId,
        userId,
        askedBy: actor.userId,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw appError('CONFLICT', ROLE_ASK_MESSAGES.alreadyAsked);
      throw error;
    }
    const askerName = displayName(await asks.findAskee(trx, scope.clubId, actor.userId, 0));
    const message = ROLE_ASK_NOTIFICATIONS.asked({ ...roleFacts(scope), askerName });
    await notify(trx, { userId, clubId: scope.clubId }, message);
    await notifyDevices(
      trx,
      [userId],
      {
        title: message.title,
        body: message.body,
        url: message.action?.href ?? '/',
        tag: `role-ask-${ask.id}`,
      },
      'role_ask',
      now,
    );
    await enqueueJobs(trx, [
      {
        kind: ROLE_ASK_EMAIL_JOB,
        payload: { askId: ask.id },
        dedupKey: `role-ask:${ask.id}`,
        runAt: now,
        maxAttempts: 5,
      },
    ]);
    await recordActivity(trx, scope.clubId, [
      {
        kind: 'role_asked',
        subjectUserId: userId,
        actorUserId: actor.userId,
        detail: activityDetail(scope.roleType),
        roleId: scope.roleId,
      },
    ]);
    return { ...ask, name: displayName(member) };
  });
}

/** Why an answer could not be given; the one-click page says it. */
export class AnswerRefused extends Error {}

/**
 * The member answers their open request for the role (the one-click page, inside its
 * transaction). Accepting locks the meeting (shared) and the request, then claims the role only
 * while it is open: a volunteer racing it leaves exactly one holder, and the loser is told
 * plainly. Declining changes nothing in the role. Either way the asker is told and the club's
 * activity records it.
 */
export async function answerAsk(
  trx: Db,
  subject: { clubId: number; roleId: number; userId: number },
  answer: 'accepted' | 'declined',
  now: Date,
): Promise<void> {
  const scope = await roles.findMeetingRoleScope(trx, subject.roleId, subject.userId);
  if (!scope || scope.clubId !== subject.clubId)
    throw new AnswerRefused(ROLE_ASK_MESSAGES.roleNotOpen);
  refuseChangesToArchivedClub('mutation', scope.clubArchivedAt);
  const meeting = await lockMeetingForClaim(trx, scope.clubId, scope.meetingId);
  const ask = await asks.lockOpenAsk(trx, scope.clubId, scope.roleId, subject.userId);
  if (!meeting || !ask) throw new AnswerRefused(ROLE_ASK_MESSAGES.alreadyAnswered);
  const member = await asks.findAskee(trx, scope.clubId, subject.userId, scope.meetingId);
  const memberName = displayName(member ?? null);

  if (answer === 'accepted') {
    const decision = decideAsk({
      roleStatus: scope.roleStatus,
      meeting,
      member: {
        userId: subject.userId,
        role: member?.role ?? 'guest',
        active: member?.status === 'active',
        rolesInMeeting: scope.callerOtherRoles,
      },
      rolesPerMember: scope.rolesPerMember,
      now,
      timeZone: scope.timeZone,
    });
    if (!decision.ok) {
      throw new AnswerRefused(
        decision.violation === 'role_not_open'
          ? ROLE_ASK_MESSAGES.roleTaken
          : ASK_VIOLATION_MESSAGES[decision.violation],
      );
    }
    let claimed: roles.MeetingRoleRow | undefined;
    try {
      claimed = await roles.claimOpenRole(trx, scope.clubId, scope.roleId, subject.userId);
    } catch (error) {
      // The database's limit of roles per member (another role was taken meanwhile).
      if (isUniqueViolation(error))
        throw new AnswerRefused(
          ASK_VIOLATION_MESSAGES[scope.rolesPerMember <= 1 ? 'already_has_role' : 'at_role_limit'],
        );
      throw error;
    }
    if (!claimed) throw new AnswerRefused(ROLE_ASK_MESSAGES.roleTaken);
  }
  if (!(await asks.answerAsk(trx, ask.id, answer, now)))
    throw new AnswerRefused(ROLE_ASK_MESSAGES.alreadyAnswered);
  if (ask.askedBy !== null) {
    const facts = { ...roleFacts(scope), memberName };
    await notify(
      trx,
      { userId: ask.askedBy, clubId: scope.clubId },
      answer === 'accepted'
        ? ROLE_ASK_NOTIFICATIONS.accepted(facts)
        : ROLE_ASK_NOTIFICATIONS.declined(facts),
    );
  }
  await recordActivity(trx, scope.clubId, [
    {
      kind: answer === 'accepted' ? 'role_ask_accepted' : 'role_ask_declined',
      subjectUserId: subject.userId,
      actorUserId: subject.userId,
      detail: activityDetail(scope.roleType),
      roleId: scope.roleId,
    },
  ]);
}

/** The member's open requests in meetings still ahead: "Asked of you" on the member home. */
export async function myAsks(db: Db, clubId: number, userId: number, now: Date) {
  const rows = await asks.listOpenAsksOfMember(db, clubId, userId, now);
  return rows.map(({ askedByFirstName, askedByLastName, ...row }) => ({
    ...row,
    askedByName:
      askedByFirstName === null && askedByLastName === null
        ? null
        : displayName({ firstName: askedByFirstName, lastName: askedByLastName }),
  }));
}

/**
 * The caller answers their open request for the role in the app: the same answer as the
 * e-mail's one-click Accept / Decline, in one transaction; a refusal is a 409 with the same
 * words as the e-mail's page ("Someone else has already taken this role, …").
 */
export async function answerInApp(
  db: Db,
  scope: roles.MeetingRoleScope,
  userId: number,
  answer: 'accepted' | 'declined',
  now: Date,
) {
  try {
    await db
      .transaction()
      .execute((trx) =>
        answerAsk(trx, { clubId: scope.clubId, roleId: scope.roleId, userId }, answer, now),
      );
  } catch (error) {
    if (error instanceof AnswerRefused) throw appError('CONFLICT', error.message);
    throw error;
  }
  return { roleId: scope.roleId, status: answer };
}
