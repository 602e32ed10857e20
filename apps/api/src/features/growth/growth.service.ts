import {
  activitySentence,
  conversionRate,
  decideGuestConversion,
  directoryTiles,
  displayName,
  engagementLevel,
  goalPercent,
  guestInterest,
  guestNeedsOutreach,
  guestVisitLabel,
  canConvertGuest,
  MEMBERSHIP_GOALS,
  MEMBERSHIP_RECORD_MESSAGES,
  newMembers,
  retentionRate,
  type GuestContactValues,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import * as membership from '@lectern/db/queries/growth';
import { findMembership } from '@lectern/db/queries/memberships';
import { appError } from '../../errors.js';
import { applyRoleChange } from '../members/members.service.js';

type Db = Executor;

export const RECENT_ACTIVITY_LIMIT = 10;

function personOf(row: membership.FollowUpPersonRow) {
  const interested = row.interestedAt !== null;
  return {
    userId: row.userId,
    role: row.role,
    status: row.status,
    name: displayName(row),
    email: row.email,
    joinedAt: row.joinedAt,
    visits: row.visits,
    lastVisit: row.lastVisit,
    lastContactAt: row.lastContactAt,
    interested,
    visitLabel: guestVisitLabel(row.visits),
    interest: guestInterest({ interested, visits: row.visits }),
    canConvert: row.role === 'guest' && canConvertGuest({ interested, visits: row.visits }),
  };
}

export type FollowUpPerson = ReturnType<typeof personOf>;

async function followUp(db: Db, clubId: number, now: Date) {
  const found = await membership.findFollowUp(db, clubId, now);
  if (!found) throw appError('NOT_FOUND');
  return found;
}

/** Guest Follow-up: the club's guests with their real visits, and the conversion rate. */
export async function listGuests(db: Db, clubId: number, now: Date) {
  const { people, conversionsTotal } = await followUp(db, clubId, now);
  const guests = people.filter((p) => p.role === 'guest' && p.status === 'active').map(personOf);
  return {
    guests,
    converted: conversionsTotal,
    conversionRate: conversionRate(conversionsTotal, guests.length),
  };
}

/** Outreach: guests not seen for 30 days and inactive members. */
export async function listOutreach(db: Db, clubId: number, now: Date) {
  const { people, today } = await followUp(db, clubId, now);
  const shaped = people.map(personOf);
  return {
    guests: shaped.filter(
      (p) => p.status === 'active' && p.role === 'guest' && guestNeedsOutreach(p, today),
    ),
    inactiveMembers: shaped.filter((p) => p.status === 'inactive'),
  };
}

/** A person's contact log; 404 for someone who is not of the club. */
export async function listContacts(db: Db, clubId: number, userId: number) {
  const rows = await membership.findContactLog(db, clubId, userId);
  if (!rows) throw appError('NOT_FOUND');
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    method: row.method,
    notes: row.notes,
    createdAt: row.createdAt,
    by:
      row.byFirstName === null && row.byLastName === null && row.byEmail === null
        ? null
        : displayName({ firstName: row.byFirstName, lastName: row.byLastName, email: row.byEmail }),
  }));
}

/** Logs a contact with a guest or an inactive member, and the activity that says so. */
export async function logContact(
  db: Db,
  clubId: number,
  actorUserId: number,
  userId: number,
  input: GuestContactValues,
) {
  return db.transaction().execute(async (trx) => {
    if (!(await findMembership(trx, clubId, userId))) throw appError('NOT_FOUND');
    const contact = await membership.insertContact(trx, {
      clubId,
      userId,
      contactedBy: actorUserId,
      method: input.method,
      notes: input.notes,
    });
    await membership.recordActivity(trx, clubId, [
      { kind: 'contact_logged', subjectUserId: userId, actorUserId },
    ]);
    return contact;
  });
}

/** An officer's "interested" mark on a guest (or its removal). */
export async function setInterest(
  db: Db,
  clubId: number,
  actorUserId: number,
  userId: number,
  interested: boolean,
  now: Date,
) {
  const done = await membership.setGuestInterest(db, clubId, userId, interested, actorUserId, now);
  if (!done) throw appError('CONFLICT', MEMBERSHIP_RECORD_MESSAGES.guestOnly);
  return { userId, interested };
}

/**
 * Converts an eligible guest (interested, 2 or more visits) to member through the role-change
 * rules, in one transaction that locks the guest's membership first.
 */
export async function convertGuest(
  db: Db,
  clubId: number,
  actorUserId: number,
  userId: number,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    const person = await membership.findFollowUpPerson(trx, clubId, userId, now);
    if (!person) throw appError('NOT_FOUND');
    const decision = decideGuestConversion({
      role: person.role,
      interested: person.interestedAt !== null,
      visits: person.visits,
    });
    if (!decision.ok)
      throw appError(
        'CONFLICT',
        decision.violation === 'not_a_guest'
          ? MEMBERSHIP_RECORD_MESSAGES.notAGuest
          : MEMBERSHIP_RECORD_MESSAGES.notEligible,
      );
    await applyRoleChange(trx, clubId, actorUserId, userId, decision.value);
  });
  return { userId, role: 'member' as const };
}

/** The VP Membership Dashboard: figures from the club's records and its recent activity. */
export async function dashboard(db: Db, clubId: number, now: Date) {
  const found = await membership.findMembershipDashboard(db, clubId, now, RECENT_ACTIVITY_LIMIT);
  if (!found) throw appError('NOT_FOUND');
  const { members: figures, activity } = found;
  const conversions = { thisYear: found.conversionsThisYear };
  const tiles = directoryTiles(figures);
  const active = figures.filter((m) => m.status === 'active' && m.role !== 'guest');
  const engagement = { high: 0, medium: 0, low: 0 };
  for (const m of active) {
    engagement[
      engagementLevel({
        speeches: m.speechesCompleted,
        evaluations: m.evaluationsGiven,
        tableTopics: m.tableTopicsAnswered,
        level: m.currentLevel,
      })
    ] += 1;
  }
  // The longest-standing active member's join date: the period retention can speak of.
  const joinTimes = active.map((m) => new Date(m.joinedAt).getTime());
  const firstJoinedAt = joinTimes.length === 0 ? null : new Date(Math.min(...joinTimes));
  const retention = retentionRate(tiles.active, firstJoinedAt, now);
  return {
    totalMembers: tiles.total,
    activeMembers: tiles.active,
    guests: tiles.guests,
    newMembers: newMembers(figures, now).length,
    retentionRate: retention,
    guestsConvertedThisYear: conversions.thisYear,
    goals: {
      activeMembers: {
        current: tiles.active,
        target: MEMBERSHIP_GOALS.activeMembers,
        percent: goalPercent(tiles.active, MEMBERSHIP_GOALS.activeMembers),
      },
      guestsConverted: {
        current: conversions.thisYear,
        target: MEMBERSHIP_GOALS.guestsConverted,
        percent: goalPercent(conversions.thisYear, MEMBERSHIP_GOALS.guestsConverted),
      },
      retention: {
        current: retention,
        target: MEMBERSHIP_GOALS.retentionPercent,
        percent: retention === null ? 0 : goalPercent(retention, MEMBERSHIP_GOALS.retentionPercent),
      },
    },
    engagement,
    recentActivity: activity.map((row) => ({
      id: row.id,
      kind: row.kind,
      subjectUserId: row.subjectUserId,
      at: row.createdAt,
      text: activitySentence({ kind: row.kind, name: displayName(row), detail: row.detail }),
    })),
  };
}
