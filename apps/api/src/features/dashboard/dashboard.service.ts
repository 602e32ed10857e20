import {
  daysUntil,
  fromCents,
  mealOrderCounts,
  mealRevenueCents,
  pendingActions,
  rolesFilledPercent,
  rsvpCounts,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { findDashboard } from '@lectern/db/queries/dashboard';
import { appError } from '../../errors.js';

/**
 * The club dashboard. Its facts come in one statement, which computes the club's today and limits
 * to the next meeting before counting anything. Figures are about the next meeting; revenue (sum
 * of meal prices of attending RSVPs with a meal) only for those allowed to see it.
 */
export async function getDashboard(
  db: Executor,
  clubId: number,
  now: Date,
  includeRevenue: boolean,
) {
  const facts = await findDashboard(db, clubId, now);
  if (!facts) throw appError('NOT_FOUND');
  const { nextMeeting, rsvps, activeMembers } = facts;
  const mealOrders = mealOrderCounts(rsvps);
  const daysToNext = nextMeeting?.date ? daysUntil(nextMeeting.date, now, facts.timeZone) : null;
  return {
    nextMeeting,
    daysUntilNextMeeting: daysToNext,
    activeMembers,
    totalRoles: facts.totalRoles,
    rolesFilled: facts.rolesFilled,
    rolesFilledPercent: rolesFilledPercent(facts.rolesFilled, facts.totalRoles),
    mealOrders: mealOrders.reduce((total, entry) => total + entry.count, 0),
    mealOrdersByChoice: mealOrders,
    rsvpSummary: rsvpCounts(rsvps, activeMembers),
    pendingActions: pendingActions(daysToNext),
    totalRevenue: includeRevenue ? fromCents(mealRevenueCents(rsvps)) : null,
  };
}
