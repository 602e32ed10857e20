import {
  daysUntil,
  fromCents,
  mealOrderCounts,
  mealRevenueCents,
  pendingActions,
  rolesFilledPercent,
  rsvpCounts,
} from '@lectern/domain';
import type { Pipeline } from '@lectern/db/pipeline';
import { findDashboard } from '@lectern/db/queries/dashboard';
import { appError } from '../../errors.js';

/**
 * The club's facts for its dashboard, before the viewer's field filtering (`dashboardFor`). One
 * statement (docs/SCALING.md): it computes the club's today and limits to the next meeting before
 * counting anything.
 */
export function readDashboard(on: Pipeline, clubId: number, now: Date) {
  return findDashboard(on, clubId, now);
}

/**
 * SPEC §2 Dashboard and §3 "Club dashboard (response)". Figures are about the next meeting;
 * revenue (sum of meal prices of attending RSVPs with a meal) only for those allowed to see it.
 */
export function dashboardFor(
  facts: Awaited<ReturnType<typeof readDashboard>>,
  now: Date,
  includeRevenue: boolean,
) {
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
