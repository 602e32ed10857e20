import type { FastifyInstance, FastifyReply } from 'fastify';
import { TRPCError, type AnyProcedure } from '@trpc/server';
import {
  appError,
  fromDatabaseError,
  httpStatusOf,
  MESSAGES,
  RETRY_AFTER_SECONDS,
} from '../errors.js';
import { clearedSessionCookie, ENDS_BROWSER_SESSION } from '../auth/session-cookie.js';
import { ACCOUNT_TEXT } from '../features/account/text.js';
import { contextFor, type AppDeps } from '../http/context.js';
import { createCaller, type AppRouter } from '../router.js';

type Caller = ReturnType<typeof createCaller>;
type Params = Record<string, string>;
type Body = Record<string, unknown>;

/** 'meetings.create', …: every procedure of the app router by its dotted path. */
export type ProcedurePath = PathsOf<AppRouter['_def']['record']>;
type PathsOf<R> = {
  [K in keyof R & string]: R[K] extends AnyProcedure ? K : `${K}.${PathsOf<R[K]>}`;
}[keyof R & string];

/** How a body field is read before the procedure sees it, beyond passing it on as sent. */
export type FieldReading =
  /** 'YYYY-MM-DD' or an ISO timestamp (the documented REST client sends both): its calendar date. */
  | 'calendarDate'
  /** '' or null means null (the agenda editor sends '' to unassign). */
  | 'blankIsNull'
  /** '', null or no value at all mean the field is left out (the caller's own, say). */
  | 'blankIsAbsent';

/**
 * One REST path: which procedure it calls and where each input field comes from. Every path
 * parameter fills the input field of its name (or the one `params` names); the body fills the
 * rest, and never a field the path fills. The procedure validates and authorizes as on the tRPC
 * door; the OpenAPI document (rest/openapi.ts) and the permission matrix's REST side are read
 * from these rows.
 */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  procedure: ProcedurePath;
  /** Path parameter → the input field it fills, where the names differ (:id → meetingId). */
  params?: Readonly<Record<string, string>>;
  /** The body fields the procedure gets: every one, these, or (left out) none at all. */
  body?: 'all' | readonly string[];
  /** Body fields also accepted under another name: body key → input field. */
  aliases?: Readonly<Record<string, string>>;
  /** Body fields read other than as sent. */
  read?: Readonly<Record<string, FieldReading>>;
  /** Success status, when not 200. */
  status?: number;
  /** Answer as a download with this file name (content-disposition: attachment). */
  attachment?: string;
  /** Bytes of request body this route accepts, when more than the server default (1 MiB). */
  bodyLimit?: number;
  /** What a client must know that the schema cannot say (shown in the OpenAPI document). */
  note?: string;
}

/** Logo uploads arrive as data URLs of up to 5 MB (about 6.7 MB once base64-encoded). */
const LOGO_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * The documented REST paths onto the same procedures the web app calls (decision 003); adding a
 * path is one row. A path parameter has one name wherever URLs share the segments before it
 * (/api/clubs/:clubId…, /api/meetings/:id…): OpenAPI forbids two templates that differ only by
 * parameter names, and client generators would split one URL's operations between them
 * (decision 030). Paths that are not one procedure's JSON answer live beside their feature: the
 * agenda PDF, the calendar feed, sign-in and its redirects, e-mail action links.
 */
export const REST_ROUTES: readonly RestRoute[] = [
  { method: 'GET', url: '/api/auth/user', procedure: 'auth.user' },
  { method: 'GET', url: '/api/auth/user/role/:clubId', procedure: 'auth.roleInClub' },
  { method: 'GET', url: '/api/clubs', procedure: 'clubs.list' },
  { method: 'GET', url: '/api/clubs/:clubId', procedure: 'clubs.get' },
  {
    method: 'PUT',
    url: '/api/clubs/:clubId',
    procedure: 'clubs.update',
    body: 'all',
    bodyLimit: LOGO_BODY_LIMIT,
  },
  {
    method: 'PATCH',
    url: '/api/clubs/:clubId',
    procedure: 'clubs.updateMission',
    body: ['mission'],
  },
  // The super admin gets every setting; anyone else (signed out too) the public keys.
  { method: 'GET', url: '/api/platform-settings', procedure: 'platformSettings.list' },
  {
    method: 'POST',
    url: '/api/platform-settings',
    procedure: 'platformSettings.save',
    body: 'all',
    bodyLimit: LOGO_BODY_LIMIT,
  },
  { method: 'GET', url: '/api/clubs/:clubId/dashboard', procedure: 'clubs.dashboard' },
  { method: 'GET', url: '/api/clubs/:clubId/meetings', procedure: 'meetings.list' },
  { method: 'GET', url: '/api/clubs/:clubId/meetings/upcoming', procedure: 'meetings.upcoming' },
  {
    // The documented REST client sends date/startTime; endTime is recomputed by the server.
    method: 'POST',
    url: '/api/clubs/:clubId/meetings',
    procedure: 'meetings.create',
    body: 'all',
    aliases: { date: 'scheduledDate', startTime: 'scheduledTime' },
    read: { scheduledDate: 'calendarDate' },
    status: 201,
    note: 'date may be an ISO timestamp (its calendar date is kept). clubId, endTime and scheduledAt in the body are ignored: the path names the club and endTime is start + 1h30.',
  },
  {
    method: 'GET',
    url: '/api/meetings/:id',
    procedure: 'meetings.get',
    params: { id: 'meetingId' },
  },
  {
    method: 'PATCH',
    url: '/api/meetings/:id',
    procedure: 'meetings.update',
    params: { id: 'meetingId' },
    body: 'all',
    read: { date: 'calendarDate' },
    note: 'date may be an ISO timestamp (its calendar date is kept).',
  },
  {
    method: 'DELETE',
    url: '/api/meetings/:id',
    procedure: 'meetings.delete',
    params: { id: 'meetingId' },
    note: 'A body (the documented REST client sends clubId) is ignored.',
  },
  {
    method: 'GET',
    url: '/api/meetings/:id/roles',
    procedure: 'meetingRoles.list',
    params: { id: 'meetingId' },
  },
  {
    method: 'POST',
    url: '/api/meetings/:id/roles',
    procedure: 'meetingRoles.add',
    params: { id: 'meetingId' },
    body: ['roleType'],
    status: 201,
  },
  {
    method: 'POST',
    url: '/api/meetings/:id/roles/:roleId/assign',
    procedure: 'meetingRoles.assign',
    params: { id: 'meetingId' },
    body: ['userId'],
    read: { userId: 'blankIsNull' },
    note: 'userId "" or null unassigns.',
  },
  {
    // The documented REST client sends an empty body, or userId null or '', to volunteer.
    method: 'PATCH',
    url: '/api/roles/:roleId/assign',
    procedure: 'meetingRoles.volunteerOrAssign',
    body: ['userId'],
    read: { userId: 'blankIsAbsent' },
    note: "An empty body, or the caller's own userId, volunteers the caller; another userId is an officer's assignment.",
  },
  { method: 'PATCH', url: '/api/roles/:roleId/unassign', procedure: 'meetingRoles.retract' },
  { method: 'PATCH', url: '/api/roles/:roleId/confirm', procedure: 'meetingRoles.confirm' },
  {
    method: 'POST',
    url: '/api/roles/:roleId/remind',
    procedure: 'reminders.remindRole',
    note: 'Sends the role holder a reminder by e-mail now (with a one-click confirmation while the role is only assigned). Answers { queued: 1 }; 429 when one was sent for this role in the last 15 minutes.',
  },
  {
    method: 'POST',
    url: '/api/meetings/:id/rsvp-reminders',
    procedure: 'reminders.sendRsvpReminders',
    params: { id: 'meetingId' },
    note: 'E-mails an RSVP reminder now to every active member who has not answered and has e-mail on. Answers { queued: n }; 429 when reminders were sent for this meeting in the last 15 minutes.',
  },
  {
    method: 'GET',
    url: '/api/meetings/:id/rsvps',
    procedure: 'rsvps.list',
    params: { id: 'meetingId' },
  },
  {
    method: 'POST',
    url: '/api/meetings/:id/rsvps',
    procedure: 'rsvps.submit',
    params: { id: 'meetingId' },
    body: 'all',
    read: { userId: 'blankIsAbsent' },
    note: "Without userId (or with the caller's own) this is the caller's RSVP; another userId is a manager's RSVP for that member. mealPrice and totalPrice in the body are ignored: the server prices the order.",
  },
  {
    method: 'PATCH',
    url: '/api/rsvps/:rsvpId/payment',
    procedure: 'rsvps.setPayment',
    body: ['paymentStatus'],
  },
  {
    method: 'POST',
    url: '/api/create-payment-intent',
    procedure: 'payments.createIntent',
    body: ['rsvpId'],
    note: "The amount is the RSVP's server-side total; an amount in the body is ignored.",
  },
  { method: 'GET', url: '/api/clubs/:clubId/members', procedure: 'members.list' },
  { method: 'GET', url: '/api/clubs/:clubId/members/:userId', procedure: 'members.get' },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/members',
    procedure: 'members.add',
    body: 'all',
    status: 201,
  },
  {
    method: 'PATCH',
    url: '/api/clubs/:clubId/members/:userId/role',
    procedure: 'members.changeRole',
    body: ['role'],
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/bulk-upload-members',
    procedure: 'members.bulkUpload',
    body: ['members'],
  },
  { method: 'GET', url: '/api/clubs/:clubId/membership-stats', procedure: 'members.stats' },
  { method: 'GET', url: '/api/clubs/:clubId/agenda-templates', procedure: 'agendaTemplates.list' },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/agenda-templates',
    procedure: 'agendaTemplates.create',
    body: 'all',
    status: 201,
  },
  {
    method: 'PUT',
    url: '/api/agenda-templates/:id',
    procedure: 'agendaTemplates.update',
    params: { id: 'templateId' },
    body: ['name', 'content', 'isDefault'],
  },
  {
    method: 'DELETE',
    url: '/api/agenda-templates/:id',
    procedure: 'agendaTemplates.delete',
    params: { id: 'templateId' },
  },
  { method: 'GET', url: '/api/clubs/:clubId/menu-items', procedure: 'menuItems.list' },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/menu-items',
    procedure: 'menuItems.create',
    body: 'all',
    status: 201,
    note: 'A clubId in the body is ignored: the path names the club.',
  },
  {
    method: 'DELETE',
    url: '/api/menu-items/:id',
    procedure: 'menuItems.delete',
    params: { id: 'menuItemId' },
  },
  { method: 'GET', url: '/api/clubs/:clubId/member-profile', procedure: 'profile.get' },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/member-profile',
    procedure: 'profile.saveMember',
    body: 'all',
  },
  {
    // The guest form also sends membershipStatus 'guest': not an input (guests never self-convert).
    method: 'PUT',
    url: '/api/clubs/:clubId/member-profile',
    procedure: 'profile.saveGuest',
    body: 'all',
    note: 'membershipStatus in the body is ignored: only a manager converts a guest.',
  },
  { method: 'GET', url: '/api/pathways', procedure: 'pathways.list' },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/members/:userId/pathway-progress',
    procedure: 'pathways.progress',
  },
  // Pathways records: choosing a path, completions and their approval (decision 041).
  { method: 'GET', url: '/api/pathways/:pathwayId/projects', procedure: 'pathways.plan' },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/member-profile/pathway',
    procedure: 'pathways.choose',
    body: 'all',
    note: 'Only while the caller has no current pathway (409 otherwise).',
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/member-profile/pathway-completions',
    procedure: 'pathways.submitCompletion',
    body: 'all',
    status: 201,
    note: "The caller's own completion; it counts once a manager approves it.",
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/pathway-completions',
    procedure: 'pathways.recordCompletion',
    body: 'all',
    status: 201,
    note: 'Recorded by a manager for a member: approved at once.',
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/pathway-completions/pending',
    procedure: 'pathways.pendingCompletions',
  },
  {
    method: 'POST',
    url: '/api/pathway-completions/:id/approve',
    procedure: 'pathways.approveCompletion',
    params: { id: 'completionId' },
  },
  {
    method: 'DELETE',
    url: '/api/pathway-completions/:id',
    procedure: 'pathways.rejectCompletion',
    params: { id: 'completionId' },
    note: 'Only a completion still waiting for approval can be rejected.',
  },
  { method: 'GET', url: '/api/clubs/:clubId/pathway-progress', procedure: 'pathways.club' },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/reports/:period',
    procedure: 'reports.club',
    note: 'period: month, quarter, half or year (the last 1, 3, 6 or 12 months).',
  },
  // Clubs come into being (docs/decisions/032-clubs-come-into-being.md).
  {
    method: 'POST',
    url: '/api/clubs',
    procedure: 'platformClubs.create',
    body: 'all',
    status: 201,
    note: 'presidentEmail (the super admin only) appoints the first president; without it the caller presides.',
  },
  { method: 'GET', url: '/api/platform/clubs', procedure: 'platformClubs.list' },
  {
    method: 'POST',
    url: '/api/platform/clubs/:clubId/archive',
    procedure: 'platformClubs.archive',
  },
  {
    method: 'POST',
    url: '/api/platform/clubs/:clubId/restore',
    procedure: 'platformClubs.restore',
  },
  // Invitations (docs/decisions/033-invitations.md).
  {
    method: 'POST',
    url: '/api/clubs/:clubId/invites',
    procedure: 'invites.create',
    body: 'all',
    status: 201,
    note: 'The answer carries the link (url) once: only its hash is stored.',
  },
  { method: 'GET', url: '/api/clubs/:clubId/invites', procedure: 'invites.list' },
  {
    method: 'DELETE',
    url: '/api/invites/:id',
    procedure: 'invites.revoke',
    params: { id: 'inviteId' },
  },
  // The VP Membership's records and mentorship pairs (docs/decisions/036-membership-records.md).
  {
    method: 'PATCH',
    url: '/api/clubs/:clubId/members/:userId/status',
    procedure: 'members.setStatus',
    body: ['status'],
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/membership-dashboard',
    procedure: 'growth.dashboard',
  },
  { method: 'GET', url: '/api/clubs/:clubId/guests', procedure: 'growth.guests' },
  { method: 'GET', url: '/api/clubs/:clubId/outreach', procedure: 'growth.outreach' },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/members/:userId/contacts',
    procedure: 'growth.contacts',
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/members/:userId/contacts',
    procedure: 'growth.logContact',
    body: ['method', 'notes'],
    status: 201,
  },
  {
    method: 'PUT',
    url: '/api/clubs/:clubId/guests/:userId/interest',
    procedure: 'growth.setInterest',
    body: ['interested'],
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/guests/:userId/convert',
    procedure: 'growth.convertGuest',
  },
  { method: 'GET', url: '/api/clubs/:clubId/mentorship', procedure: 'mentorship.overview' },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/mentorship-pairs',
    procedure: 'mentorship.propose',
    body: 'all',
    status: 201,
  },
  {
    method: 'POST',
    url: '/api/mentorship-pairs/:pairId/respond',
    procedure: 'mentorship.respond',
    body: ['accept'],
  },
  {
    method: 'POST',
    url: '/api/mentorship-pairs/:pairId/end',
    procedure: 'mentorship.end',
    body: ['outcome'],
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/notification-settings',
    procedure: 'reminders.settings',
  },
  {
    method: 'PUT',
    url: '/api/clubs/:clubId/notification-settings',
    procedure: 'reminders.updateSettings',
    body: 'all',
  },
  {
    method: 'GET',
    url: '/api/dev/outbox',
    procedure: 'devOutbox.list',
    note: 'Development only (404 in production): the e-mail kept instead of sent when no SMTP server is configured, newest first. Super admin only.',
  },
  {
    method: 'GET',
    url: '/api/account/export',
    procedure: 'account.export',
    attachment: ACCOUNT_TEXT.exportFileName,
  },
  { method: 'DELETE', url: '/api/account', procedure: 'account.delete' },
  // The caller's calendar subscription address (docs/decisions/049-calendar-feeds.md).
  { method: 'GET', url: '/api/account/calendar-feed', procedure: 'calendarFeed.get' },
  {
    method: 'POST',
    url: '/api/account/calendar-feed',
    procedure: 'calendarFeed.create',
    status: 201,
    note: 'Browser session only: an API token gets 403. The answer carries the address (url) once: only its hash is stored. A new address replaces the old one. The feed at that address (iCalendar, no session) answers 404 once revoked.',
  },
  { method: 'DELETE', url: '/api/account/calendar-feed', procedure: 'calendarFeed.revoke' },
  // The caller's own notifications in the app (docs/decisions/048-notifications-in-the-app.md).
  { method: 'GET', url: '/api/notifications', procedure: 'notifications.list' },
  { method: 'POST', url: '/api/notifications/read-all', procedure: 'notifications.markAllRead' },
  {
    method: 'POST',
    url: '/api/notifications/:id/read',
    procedure: 'notifications.markRead',
    params: { id: 'notificationId' },
  },
  {
    method: 'POST',
    url: '/api/notifications/:id/dismiss',
    procedure: 'notifications.dismiss',
    params: { id: 'notificationId' },
  },
  // Meeting night's live console. Its stream, GET /api/meetings/{id}/live/events, is a route of
  // its own (features/live/live-events.route.ts): an event stream is not one JSON answer.
  {
    method: 'GET',
    url: '/api/meetings/:id/live',
    procedure: 'live.state',
    params: { id: 'meetingId' },
  },
  {
    method: 'POST',
    url: '/api/meetings/:id/live/timer',
    procedure: 'live.timer',
    params: { id: 'meetingId' },
    body: 'all',
    note: 'action is start, pause, stop, next or adjust; adjust takes seconds ("started late by N seconds").',
  },
  {
    method: 'POST',
    url: '/api/meetings/:id/live/votes',
    procedure: 'live.voting',
    params: { id: 'meetingId' },
    body: 'all',
    note: 'action is open or close (the Vote Counter or a manager); closing computes the winners. Answers with the console state.',
  },
  {
    method: 'GET',
    url: '/api/meetings/:id/live/votes',
    procedure: 'live.voteResults',
    params: { id: 'meetingId' },
    note: 'The winners per category once voting has closed (tie: true when more than one); empty before.',
  },
  {
    method: 'POST',
    url: '/api/meetings/:id/live/ballots',
    procedure: 'live.ballot',
    params: { id: 'meetingId' },
    body: 'all',
    note: 'category (Best Speaker, Best Evaluator, Best Table Topics or the club’s own) and candidateId (a user id). One ballot per person per category: casting again changes it until voting closes.',
  },
  {
    method: 'GET',
    url: '/api/meetings/:id/live/ballots/mine',
    procedure: 'live.myBallots',
    params: { id: 'meetingId' },
  },
  {
    method: 'POST',
    url: '/api/meetings/:id/live/fillers',
    procedure: 'live.fillerTap',
    params: { id: 'meetingId' },
    body: 'all',
    note: 'tapId (made by the client, 8–64 characters, the same on every retry: a retried tap counts once), speakerId, word (one of the club’s filler words) and delta (1, or -1 to take a tap back).',
  },
  {
    method: 'GET',
    url: '/api/meetings/:id/live/fillers',
    procedure: 'live.fillerCounts',
    params: { id: 'meetingId' },
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/live-settings',
    procedure: 'live.settings',
    note: 'The club’s own vote categories and filler words (the standard ones are not listed) and whether guests may vote.',
  },
  {
    method: 'PUT',
    url: '/api/clubs/:clubId/live-settings',
    procedure: 'live.updateSettings',
    body: 'all',
    note: 'The club’s own vote categories and filler words (besides the standard ones) and whether guests may vote.',
  },
  // Check-in on meeting night (decision 074).
  {
    method: 'GET',
    url: '/api/meetings/:id/check-in-code',
    procedure: 'checkIn.code',
    params: { id: 'meetingId' },
    note: "The console's controllers only. The code changes every minute (changesAt); the current and the previous minute's codes are accepted.",
  },
  {
    method: 'POST',
    url: '/api/meetings/:id/check-ins',
    procedure: 'checkIn.self',
    params: { id: 'meetingId' },
    body: ['code'],
    note: 'Checks the caller in (only themself), with the code shown at the meeting.',
  },
  {
    method: 'POST',
    url: '/api/meetings/:id/guest-check-ins',
    procedure: 'checkIn.guest',
    params: { id: 'meetingId' },
    body: ['code', 'name', 'email'],
    note: 'No session needed: a visitor becomes a guest of the club and is checked in. An e-mail of a member of the club is refused (409): members sign in.',
  },
  {
    method: 'GET',
    url: '/api/meetings/:id/check-ins',
    procedure: 'checkIn.list',
    params: { id: 'meetingId' },
    note: "The club's people with whether each is checked in; the console's controllers only.",
  },
  {
    method: 'POST',
    url: '/api/meetings/:id/check-ins/manual',
    procedure: 'checkIn.tick',
    params: { id: 'meetingId' },
    body: ['userId', 'checkedIn'],
    note: 'Managers: checkedIn true ticks the person in, false takes the tick away.',
  },
  {
    method: 'GET',
    url: '/api/meetings/:id/report',
    procedure: 'meetings.report',
    params: { id: 'meetingId' },
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/member-profile/times',
    procedure: 'meetings.myTimes',
    note: "The caller's own measured speeches and evaluations, newest first (written when each meeting was completed).",
  },
  // Web Push on this device.
  {
    method: 'GET',
    url: '/api/push/key',
    procedure: 'push.key',
    note: 'No session needed: the VAPID public key for pushManager.subscribe.',
  },
  {
    method: 'POST',
    url: '/api/push/subscriptions',
    procedure: 'push.subscribe',
    status: 201,
    body: 'all',
    note: "The browser's PushSubscription as JSON ({ endpoint, keys: { p256dh, auth } }). A person may subscribe several devices.",
  },
  {
    method: 'DELETE',
    url: '/api/push/subscriptions',
    procedure: 'push.unsubscribe',
    body: ['endpoint'],
    note: "Body { endpoint }: the caller's own subscription with that endpoint.",
  },
  // Role offers: offer the role you hold, take it in one tap.
  {
    method: 'POST',
    url: '/api/roles/:roleId/offer',
    procedure: 'roleOffers.offer',
    status: 201,
    body: ['note'],
    note: 'Holder only. 409 when the meeting has started, is completed or cancelled, or the role already has an open offer. The holder keeps the role until someone takes it.',
  },
  {
    method: 'DELETE',
    url: '/api/role-offers/:offerId',
    procedure: 'roleOffers.withdraw',
    note: 'The offerer or a manager.',
  },
  {
    method: 'POST',
    url: '/api/role-offers/:offerId/claim',
    procedure: 'roleOffers.claim',
    note: 'An active member who holds no role in the meeting (the club limit), not the offerer. Exactly one taker: everyone after the first gets 409 "Someone else has already taken this role."',
  },
  {
    method: 'GET',
    url: '/api/meetings/:id/role-offers',
    procedure: 'roleOffers.listForMeeting',
    params: { id: 'meetingId' },
  },
  { method: 'GET', url: '/api/clubs/:clubId/role-offers', procedure: 'roleOffers.upForGrabs' },
  { method: 'GET', url: '/api/roles/:roleId/offers', procedure: 'roleOffers.history' },
  {
    method: 'GET',
    url: '/api/roles/:roleId/activity',
    procedure: 'roleOffers.activity',
    note: 'Officers: the role’s activity, newest first, in words: offers made, withdrawn and taken (by whom), the waitlist joined and left, the role going to its waitlist first, asks and their answers.',
  },
  // Fair suggestions and asks (managers).
  {
    method: 'GET',
    url: '/api/meetings/:id/role-suggestions',
    procedure: 'roleSuggestions.forMeeting',
    params: { id: 'meetingId' },
    note: "Per open role, the eligible members ranked fairest first, each with the reasons in words from the club's records.",
  },
  {
    method: 'POST',
    url: '/api/roles/:roleId/ask',
    procedure: 'roleSuggestions.ask',
    status: 201,
    body: ['userId'],
    note: 'Sends the member a request to take the open role, in the app and by e-mail with one-click Accept / Decline. 409 when the role is not open, the member cannot take it, or they were already asked.',
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/role-asks',
    procedure: 'roleSuggestions.mine',
    note: "The caller's open requests to take a role, in meetings still ahead.",
  },
  {
    method: 'POST',
    url: '/api/roles/:roleId/ask/accept',
    procedure: 'roleSuggestions.accept',
    note: 'The asked member accepts: the role is theirs only while it is still open; otherwise 409 "Someone else has already taken this role, so it was not assigned to you." and nothing changes.',
  },
  {
    method: 'POST',
    url: '/api/roles/:roleId/ask/decline',
    procedure: 'roleSuggestions.decline',
    note: 'The asked member declines; the role does not change and the asker is told.',
  },
  {
    method: 'POST',
    url: '/api/roles/:roleId/waitlist',
    procedure: 'roleOffers.joinWaitlist',
    status: 201,
    note: "An active member, on a role someone else holds. Answers their place (from 1); joining again keeps it. When the role is offered the waitlist hears first and alone may take it for the club's first-refusal window.",
  },
  {
    method: 'DELETE',
    url: '/api/roles/:roleId/waitlist',
    procedure: 'roleOffers.leaveWaitlist',
  },
  {
    method: 'GET',
    url: '/api/meetings/:id/role-waitlists',
    procedure: 'roleOffers.waitlists',
    params: { id: 'meetingId' },
  },
  {
    method: 'GET',
    url: '/api/meetings/:id/role-market',
    procedure: 'roleOffers.market',
    params: { id: 'meetingId' },
    note: 'Officers: per role, its open offer, its waitlist and its last taker.',
  },
];

/** A route's path parameters, in order. */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
}

/** The input fields a route's path fills. */
export function fieldsFromPath(route: RestRoute): string[] {
  return pathParams(route.url).map((name) => route.params?.[name] ?? name);
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

const READINGS: Record<FieldReading, (value: unknown) => unknown> = {
  calendarDate: (value) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value,
  blankIsNull: (value) => (value === '' || value === null ? null : value),
  blankIsAbsent: (value) => (isBlank(value) ? undefined : value),
};

/**
 * The procedure's input from a request's path parameters and JSON body, as the row says; none at
 * all for a row that reads neither. The procedure's own zod input validates what comes of it.
 */
export function restInput(route: RestRoute, params: Params, body: Body): Body | undefined {
  const fromPath = pathParams(route.url);
  if (route.body === undefined && fromPath.length === 0) return undefined;
  const input: Body = route.body === 'all' ? { ...body } : {};
  if (route.body !== undefined && route.body !== 'all')
    for (const key of route.body) input[key] = body[key];
  for (const [alias, key] of Object.entries(route.aliases ?? {})) input[key] ??= body[alias];
  for (const [key, reading] of Object.entries(route.read ?? {}))
    input[key] = READINGS[reading](input[key]);
  for (const name of fromPath) input[route.params?.[name] ?? name] = params[name];
  return input;
}

/** Calls a route's procedure on the in-process caller with the request's input. */
export function callRoute(
  caller: Caller,
  route: RestRoute,
  params: Params,
  body: Body,
): Promise<unknown> {
  const [namespace = '', name = ''] = route.procedure.split('.');
  const procedures = caller as unknown as Record<
    string,
    Record<string, (input: unknown) => Promise<unknown>>
  >;
  const procedure = procedures[namespace]?.[name];
  if (!procedure) throw new Error(`REST route names an unknown procedure: ${route.procedure}`);
  return procedure(restInput(route, params, body));
}

function bodyOf(body: unknown): Body {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

export function sendError(reply: FastifyReply, error: unknown, requestId: string) {
  const trpcError =
    error instanceof TRPCError
      ? error
      : (fromDatabaseError(error) ?? appError('INTERNAL', undefined, error));
  const status = httpStatusOf(trpcError.code);
  if (status >= 500 && status !== 503)
    reply.log.error({ err: trpcError.cause ?? trpcError }, 'request failed');
  if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  const cause = trpcError.cause as { issues?: unknown } | undefined;
  const isValidation = trpcError.code === 'BAD_REQUEST' && cause?.issues !== undefined;
  return reply.code(status).send({
    message:
      status === 500 ? MESSAGES.internal : isValidation ? 'Invalid input' : trpcError.message,
    code: trpcError.code,
    ...(isValidation ? { issues: validationIssues(cause.issues) } : {}),
    ...(status === 500 ? { requestId } : {}),
  });
}

function validationIssues(issues: unknown) {
  if (!Array.isArray(issues)) return [];
  return issues.map((issue: { path?: unknown[]; message?: string }) => ({
    path: (issue.path ?? []).join('.'),
    message: issue.message ?? 'Invalid value',
  }));
}

export function registerRestRoutes(app: FastifyInstance, deps: AppDeps) {
  const endedSession = clearedSessionCookie(deps.config);
  for (const route of REST_ROUTES) {
    app.route({
      method: route.method,
      url: route.url,
      ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
      handler: async (request, reply) => {
        try {
          const caller = createCaller(contextFor(request, deps));
          const result = await callRoute(
            caller,
            route,
            request.params as Params,
            bodyOf(request.body),
          );
          if (route.attachment !== undefined)
            reply.header('content-disposition', `attachment; filename="${route.attachment}"`);
          if (route.procedure === ENDS_BROWSER_SESSION) reply.header('set-cookie', endedSession);
          return reply.code(route.status ?? 200).send(result);
        } catch (error) {
          return sendError(reply, error, request.id);
        }
      },
    });
  }
}
