import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { accountRouter } from './features/account/account.router.js';
import { agendaTemplatesRouter } from './features/agenda-templates/agenda-templates.router.js';
import { apiTokensRouter } from './features/api-tokens/api-tokens.router.js';
import { authRouter } from './features/auth/auth.router.js';
import { checkInRouter } from './features/check-in/check-in.router.js';
import { calendarFeedRouter } from './features/calendar-feed/calendar-feed.router.js';
import { pushRouter } from './features/push/push.router.js';
import { clubsRouter } from './features/clubs/clubs.router.js';
import { devOutboxRouter } from './features/dev-outbox/dev-outbox.router.js';
import { emailActionsRouter } from './features/email-actions/email-actions.router.js';
import { liveRouter } from './features/live/live.router.js';
import { invitesRouter } from './features/invites/invites.router.js';
import { meetingRolesRouter } from './features/meeting-roles/meeting-roles.router.js';
import { meetingsRouter } from './features/meetings/meetings.router.js';
import { membersRouter } from './features/members/members.router.js';
import { growthRouter } from './features/growth/growth.router.js';
import { mentorshipRouter } from './features/mentorship/mentorship.router.js';
import { menuItemsRouter } from './features/menu-items/menu-items.router.js';
import { notificationsRouter } from './features/notifications/notifications.router.js';
import { pathwaysRouter } from './features/pathways/pathways.router.js';
import { paymentsRouter } from './features/payments/payments.router.js';
import {
  platformSettingsRouter,
  publicConfigProcedure,
} from './features/platform/platform.router.js';
import { platformClubsRouter } from './features/platform-clubs/platform-clubs.router.js';
import { profileRouter } from './features/profile/profile.router.js';
import { remindersRouter } from './features/reminders/reminders.router.js';
import { reportsRouter } from './features/reports/reports.router.js';
import { roleOffersRouter } from './features/role-offers/role-offers.router.js';
import { roleSuggestionsRouter } from './features/role-suggestions/role-suggestions.router.js';
import { rsvpsRouter } from './features/rsvps/rsvps.router.js';
import { createCallerFactory, router } from './trpc/init.js';

export const appRouter = router({
  publicConfig: publicConfigProcedure,
  platformSettings: platformSettingsRouter,
  auth: authRouter,
  apiTokens: apiTokensRouter,
  clubs: clubsRouter,
  platformClubs: platformClubsRouter,
  invites: invitesRouter,
  meetings: meetingsRouter,
  meetingRoles: meetingRolesRouter,
  live: liveRouter,
  checkIn: checkInRouter,
  roleOffers: roleOffersRouter,
  roleSuggestions: roleSuggestionsRouter,
  agendaTemplates: agendaTemplatesRouter,
  rsvps: rsvpsRouter,
  payments: paymentsRouter,
  members: membersRouter,
  growth: growthRouter,
  mentorship: mentorshipRouter,
  menuItems: menuItemsRouter,
  profile: profileRouter,
  pathways: pathwaysRouter,
  reports: reportsRouter,
  account: accountRouter,
  notifications: notificationsRouter,
  calendarFeed: calendarFeedRouter,
  reminders: remindersRouter,
  emailActions: emailActionsRouter,
  devOutbox: devOutboxRouter,
  push: pushRouter,
});

export type AppRouter = typeof appRouter;
/** What each procedure takes and answers as a client sees them (the web's test fixtures are typed from these). */
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
