import {
  daysUntil,
  fromCents,
  mealOrderCounts,
  mealRevenueCents,
  pendingActions,
  rolesFilledPercent,
  rsvpCounts,
  todayInZone,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { countMeetingRoles, findDashboardClubFacts } from '@lectern/db/queries/dashboard';
import { listUpcomingMeetings } from '@lectern/db/queries/meetings';
import { listRsvpAmounts } from '@lectern/db/queries/rsvps';
import { appError } from '../../errors.js';

type Db = Executor;

/**
 * SPEC §2 Dashboard and §3 "Club dashboard (response)". Figures are about the next meeting;
 * revenue (sum of meal prices of attending RSVPs with a meal) only for those allowed to see it.
 */
export async function clubDashboard(db: Db, clubId: number, now: Date, includeRevenue: boolean) {
  const facts = await findDashboardClubFacts(db, clubId);
  if (!facts) throw appError('NOT_FOUND');
  const [nextMeeting] = await listUpcomingMeetings(db, clubId, todayInZone(now, facts.timeZone), 1);
  const [roles, rsvps] = nextMeeting
    ? await Promise.all([
        countMeetingRoles(db, clubId, nextMeeting.id),
        listRsvpAmounts(db, clubId, nextMeeting.id),
      ])
    : [{ totalRoles: 0, rolesFilled: 0 }, []];
  const activeMembers = Number(facts.activeMembers);
  const mealOrders = mealOrderCounts(rsvps);
  const daysToNext = nextMeeting?.date ? daysUntil(nextMeeting.date, now, facts.timeZone) : null;
  return {
    nextMeeting: nextMeeting ?? null,
    daysUntilNextMeeting: daysToNext,
    activeMembers,
    totalRoles: roles.totalRoles,
    rolesFilled: roles.rolesFilled,
    rolesFilledPercent: rolesFilledPercent(roles.rolesFilled, roles.totalRoles),
    mealOrders: mealOrders.reduce((total, entry) => total + entry.count, 0),
    mealOrdersByChoice: mealOrders,
    rsvpSummary: rsvpCounts(rsvps, activeMembers),
    pendingActions: pendingActions(daysToNext),
    totalRevenue: includeRevenue ? fromCents(mealRevenueCents(rsvps)) : null,
  };
}
