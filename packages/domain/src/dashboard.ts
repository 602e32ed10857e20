// Dashboard, Member and Guest Dashboards; pending-action rules and list sizes.
import type { HomeVariant } from './club-roles';

export const DASHBOARD_TITLES: Record<HomeVariant, string> = {
  officer: 'Dashboard',
  member: 'My Dashboard',
  guest: 'Guest Dashboard',
};

export function dashboardTitle(variant: HomeVariant): string {
  return DASHBOARD_TITLES[variant];
}

/** Roles Filled card: rounded percent, 0 when there are no roles. */
export function rolesFilledPercent(filled: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.max(0, Math.min(filled, total)) / total) * 100);
}

export type ActionPriority = 'high' | 'medium';

export type PendingAction = {
  id: 'meeting-preparation' | 'rsvp-deadline' | 'review-agenda';
  title: string;
  priority: ActionPriority;
};

export const PENDING_ACTION_RULES: readonly (PendingAction & { maxDays: number })[] = [
  {
    id: 'meeting-preparation',
    title: 'Prepare for the upcoming meeting',
    priority: 'high',
    maxDays: 2,
  },
  {
    id: 'rsvp-deadline',
    title: 'RSVP deadline approaching: send reminders',
    priority: 'medium',
    maxDays: 4,
  },
  { id: 'review-agenda', title: 'Review the meeting agenda', priority: 'medium', maxDays: 7 },
];

/**
 * From the days until the next meeting: ≤ 2 meeting preparation (high),
 * ≤ 4 RSVP deadline reminder (medium), ≤ 7 review agenda (medium). High priority first.
 * No next meeting, or one already past, gives no actions.
 */
export function pendingActions(daysUntilNextMeeting: number | null): PendingAction[] {
  if (daysUntilNextMeeting === null || daysUntilNextMeeting < 0) return [];
  const days = Math.ceil(daysUntilNextMeeting);
  return PENDING_ACTION_RULES.filter((rule) => days <= rule.maxDays).map(
    ({ id, title, priority }) => ({
      id,
      title,
      priority,
    }),
  );
}

export const PENDING_ACTIONS_SHOWN = 3;

/** 'View All Actions' appears when there are more than 3 actions. */
export function showViewAllActions(count: number): boolean {
  return count > PENDING_ACTIONS_SHOWN;
}

/** Dashboards show the 3 most recent achievements; the achievements screen shows 10. */
export const DASHBOARD_RECENT_ACHIEVEMENTS = 3;

/** 'in N days' wording for the Next Meeting card. */
export function daysToGoText(days: number): string {
  if (days <= 0) return 'Today';
  return days === 1 ? '1 day to go' : `${days} days to go`;
}
