import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * How the documented payload differs from the procedure's input (rest/openapi.ts). Input keys
 * named like a path parameter come from the path and are never read from the body.
 */
export interface PayloadDoc {
  /** Only these input keys are read from the body. */
  pick?: readonly string[];
  /** Input keys the path (under another name) or the server supplies. */
  omit?: readonly string[];
  /** Body keys accepted under another name: body key → input key. */
  aliases?: Readonly<Record<string, string>>;
  /** What a client must know that the schema cannot say. */
  note?: string;
}

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** The procedure whose input describes the payload (and which the handler calls). */
  procedure: ProcedurePath;
  payload?: PayloadDoc;
  status?: number;
  /** Answer as a download with this file name (content-disposition: attachment). */
  attachment?: string;
  /** Bytes of request body this route accepts, when more than the server default (1 MiB). */
  bodyLimit?: number;
  /** Maps the documented payload onto the procedure; the procedure validates and authorizes. */
  handle(caller: Caller, params: Params, body: Body, request: FastifyRequest): Promise<unknown>;
}

/** Procedures validate their own input with zod; the adapter passes the payload through as is. */
function unvalidated<T>(input: Record<string, unknown>): T {
  return input as T;
}

function bodyOf(request: FastifyRequest): Body {
  const body = request.body;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : {};
}

/** The spec's client sends dates as 'YYYY-MM-DD' or as an ISO timestamp; keep the calendar date. */
function calendarDate(value: unknown): unknown {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)
    ? value.slice(0, 10)
    : value;
}

/** Logo uploads arrive as data URLs of up to 5 MB (about 6.7 MB once base64-encoded). */
const LOGO_BODY_LIMIT = 8 * 1024 * 1024;

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}

/**
 * The documented REST paths onto the same procedures the web app calls (decision 003). A path
 * parameter has one name wherever URLs share the segments before it (/api/clubs/:clubId…,
 * /api/meetings/:id…): OpenAPI forbids two templates that differ only by parameter names, and
 * client generators would split one URL's operations between them (decision 030).
 */
export const REST_ROUTES: RestRoute[] = [
  { method: 'GET', url: '/api/auth/user', procedure: 'auth.user', handle: (c) => c.auth.user() },
  {
    method: 'GET',
    url: '/api/auth/user/role/:clubId',
    procedure: 'auth.roleInClub',
    handle: (c, p) => c.auth.roleInClub({ clubId: p.clubId }),
  },
  { method: 'GET', url: '/api/clubs', procedure: 'clubs.list', handle: (c) => c.clubs.list() },
  {
    method: 'GET',
    url: '/api/clubs/:clubId',
    procedure: 'clubs.get',
    handle: (c, p) => c.clubs.get({ clubId: p.clubId }),
  },
  {
    method: 'PUT',
    url: '/api/clubs/:clubId',
    procedure: 'clubs.update',
    bodyLimit: LOGO_BODY_LIMIT,
    handle: (c, p, b) => c.clubs.update(unvalidated({ ...b, clubId: p.clubId })),
  },
  {
    method: 'PATCH',
    url: '/api/clubs/:clubId',
    procedure: 'clubs.updateMission',
    payload: { pick: ['mission'] },
    handle: (c, p, b) =>
      c.clubs.updateMission(unvalidated({ mission: b.mission, clubId: p.clubId })),
  },
  // The super admin gets every setting; anyone else (signed out too) the public keys.
  {
    method: 'GET',
    url: '/api/platform-settings',
    procedure: 'platformSettings.list',
    handle: (c) => c.platformSettings.list(),
  },
  {
    method: 'POST',
    url: '/api/platform-settings',
    procedure: 'platformSettings.save',
    bodyLimit: LOGO_BODY_LIMIT,
    handle: (c, _p, b) => c.platformSettings.save(unvalidated(b)),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/dashboard',
    procedure: 'clubs.dashboard',
    handle: (c, p) => c.clubs.dashboard({ clubId: p.clubId }),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/meetings',
    procedure: 'meetings.list',
    handle: (c, p) => c.meetings.list({ clubId: p.clubId }),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/meetings/upcoming',
    procedure: 'meetings.upcoming',
    handle: (c, p) => c.meetings.upcoming({ clubId: p.clubId }),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/meetings',
    procedure: 'meetings.create',
    status: 201,
    payload: {
      aliases: { date: 'scheduledDate', startTime: 'scheduledTime' },
      note: 'date may be an ISO timestamp (its calendar date is kept). clubId, endTime and scheduledAt in the body are ignored: the path names the club and endTime is start + 1h30.',
    },
    // The spec's client sends date/startTime (scheduledDate/scheduledTime removed); endTime is
    // recomputed by the server and a body clubId is ignored in favour of the path.
    handle: (c, p, b) =>
      c.meetings.create(
        unvalidated({
          ...b,
          clubId: p.clubId,
          scheduledDate: calendarDate(b.scheduledDate ?? b.date),
          scheduledTime: b.scheduledTime ?? b.startTime,
        }),
      ),
  },
  {
    method: 'GET',
    url: '/api/meetings/:id',
    procedure: 'meetings.get',
    handle: (c, p) => c.meetings.get({ meetingId: p.id }),
  },
  {
    method: 'PATCH',
    url: '/api/meetings/:id',
    procedure: 'meetings.update',
    payload: {
      omit: ['meetingId'],
      note: 'date may be an ISO timestamp (its calendar date is kept).',
    },
    handle: (c, p, b) =>
      c.meetings.update(unvalidated({ ...b, date: calendarDate(b.date), meetingId: p.id })),
  },
  {
    method: 'DELETE',
    url: '/api/meetings/:id',
    procedure: 'meetings.delete',
    payload: { note: 'A body (the spec client sends clubId) is ignored.' },
    handle: (c, p) => c.meetings.delete({ meetingId: p.id }),
  },
  {
    method: 'GET',
    url: '/api/meetings/:id/roles',
    procedure: 'meetingRoles.list',
    handle: (c, p) => c.meetingRoles.list({ meetingId: p.id }),
  },
  {
    method: 'POST',
    url: '/api/meetings/:id/roles',
    procedure: 'meetingRoles.add',
    payload: { pick: ['roleType'] },
    status: 201,
    handle: (c, p, b) => c.meetingRoles.add(unvalidated({ meetingId: p.id, roleType: b.roleType })),
  },
  {
    method: 'POST',
    url: '/api/meetings/:id/roles/:roleId/assign',
    procedure: 'meetingRoles.assign',
    payload: { pick: ['userId'], note: 'userId "" or null unassigns.' },
    // The agenda editor sends userId '' to unassign.
    handle: (c, p, b) =>
      c.meetingRoles.assign(
        unvalidated({
          roleId: p.roleId,
          meetingId: p.id,
          userId: b.userId === '' || b.userId === null ? null : b.userId,
        }),
      ),
  },
  {
    method: 'PATCH',
    url: '/api/roles/:roleId/assign',
    procedure: 'meetingRoles.volunteerOrAssign',
    payload: {
      pick: ['userId'],
      note: "An empty body, or the caller's own userId, volunteers the caller; another userId is an officer's assignment.",
    },
    // The spec's client sends an empty body, or userId null or '', to volunteer.
    handle: (c, p, b) =>
      c.meetingRoles.volunteerOrAssign(
        unvalidated({ roleId: p.roleId, userId: isPresent(b.userId) ? b.userId : undefined }),
      ),
  },
  {
    method: 'PATCH',
    url: '/api/roles/:roleId/unassign',
    procedure: 'meetingRoles.retract',
    handle: (c, p) => c.meetingRoles.retract(unvalidated({ roleId: p.roleId })),
  },
  {
    method: 'PATCH',
    url: '/api/roles/:roleId/confirm',
    procedure: 'meetingRoles.confirm',
    handle: (c, p) => c.meetingRoles.confirm(unvalidated({ roleId: p.roleId })),
  },
  {
    method: 'POST',
    url: '/api/roles/:roleId/remind',
    procedure: 'reminders.remindRole',
    payload: {
      note: 'Sends the role holder a reminder by e-mail now (with a one-click confirmation while the role is only assigned). Answers { queued: 1 }; 429 when one was sent for this role in the last 15 minutes.',
    },
    handle: (c, p) => c.reminders.remindRole(unvalidated({ roleId: p.roleId })),
  },
  {
    method: 'POST',
    url: '/api/meetings/:id/rsvp-reminders',
    procedure: 'reminders.sendRsvpReminders',
    payload: {
      note: 'E-mails an RSVP reminder now to every active member who has not answered and has e-mail on. Answers { queued: n }; 429 when reminders were sent for this meeting in the last 15 minutes.',
    },
    handle: (c, p) => c.reminders.sendRsvpReminders(unvalidated({ meetingId: p.id })),
  },
  {
    method: 'GET',
    url: '/api/meetings/:id/rsvps',
    procedure: 'rsvps.list',
    handle: (c, p) => c.rsvps.list({ meetingId: p.id }),
  },
  {
    method: 'POST',
    url: '/api/meetings/:id/rsvps',
    procedure: 'rsvps.submit',
    payload: {
      omit: ['meetingId'],
      note: "Without userId (or with the caller's own) this is the caller's RSVP; another userId is a manager's RSVP for that member. mealPrice and totalPrice in the body are ignored: the server prices the order.",
    },
    // The path names the meeting; mealPrice and totalPrice are recomputed by the server.
    handle: (c, p, b) =>
      c.rsvps.submit(
        unvalidated({
          ...b,
          meetingId: p.id,
          userId: isPresent(b.userId) ? b.userId : undefined,
        }),
      ),
  },
  {
    method: 'PATCH',
    url: '/api/rsvps/:rsvpId/payment',
    procedure: 'rsvps.setPayment',
    payload: { pick: ['paymentStatus'] },
    handle: (c, p, b) =>
      c.rsvps.setPayment(unvalidated({ rsvpId: p.rsvpId, paymentStatus: b.paymentStatus })),
  },
  {
    method: 'POST',
    url: '/api/create-payment-intent',
    procedure: 'payments.createIntent',
    payload: {
      pick: ['rsvpId'],
      note: "The amount is the RSVP's server-side total; an amount in the body is ignored.",
    },
    // The amount is the RSVP's server-side total; the client's `amount` is not passed on.
    handle: (c, _p, b) => c.payments.createIntent(unvalidated({ rsvpId: b.rsvpId })),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/members',
    procedure: 'members.list',
    handle: (c, p) => c.members.list({ clubId: p.clubId }),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/members/:userId',
    procedure: 'members.get',
    handle: (c, p) => c.members.get(unvalidated({ clubId: p.clubId, userId: p.userId })),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/members',
    procedure: 'members.add',
    status: 201,
    handle: (c, p, b) => c.members.add(unvalidated({ ...b, clubId: p.clubId })),
  },
  {
    method: 'PATCH',
    url: '/api/clubs/:clubId/members/:userId/role',
    procedure: 'members.changeRole',
    payload: { pick: ['role'] },
    handle: (c, p, b) =>
      c.members.changeRole(unvalidated({ clubId: p.clubId, userId: p.userId, role: b.role })),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/bulk-upload-members',
    procedure: 'members.bulkUpload',
    payload: { pick: ['members'] },
    handle: (c, p, b) =>
      c.members.bulkUpload(unvalidated({ members: b.members, clubId: p.clubId })),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/membership-stats',
    procedure: 'members.stats',
    handle: (c, p) => c.members.stats({ clubId: p.clubId }),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/agenda-templates',
    procedure: 'agendaTemplates.list',
    handle: (c, p) => c.agendaTemplates.list(unvalidated({ clubId: p.clubId })),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/agenda-templates',
    procedure: 'agendaTemplates.create',
    status: 201,
    handle: (c, p, b) => c.agendaTemplates.create(unvalidated({ ...b, clubId: p.clubId })),
  },
  {
    method: 'PUT',
    url: '/api/agenda-templates/:id',
    procedure: 'agendaTemplates.update',
    payload: { pick: ['name', 'content', 'isDefault'] },
    handle: (c, p, b) =>
      c.agendaTemplates.update(
        unvalidated({ templateId: p.id, name: b.name, content: b.content, isDefault: b.isDefault }),
      ),
  },
  {
    method: 'DELETE',
    url: '/api/agenda-templates/:id',
    procedure: 'agendaTemplates.delete',
    handle: (c, p) => c.agendaTemplates.delete(unvalidated({ templateId: p.id })),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/menu-items',
    procedure: 'menuItems.list',
    handle: (c, p) => c.menuItems.list({ clubId: p.clubId }),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/menu-items',
    procedure: 'menuItems.create',
    payload: { note: 'A clubId in the body is ignored: the path names the club.' },
    status: 201,
    // The body's clubId is the client's echo of the path; the path decides.
    handle: (c, p, b) => c.menuItems.create(unvalidated({ ...b, clubId: p.clubId })),
  },
  {
    method: 'DELETE',
    url: '/api/menu-items/:id',
    procedure: 'menuItems.delete',
    handle: (c, p) => c.menuItems.delete(unvalidated({ menuItemId: p.id })),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/member-profile',
    procedure: 'profile.get',
    handle: (c, p) => c.profile.get({ clubId: p.clubId }),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/member-profile',
    procedure: 'profile.saveMember',
    handle: (c, p, b) => c.profile.saveMember(unvalidated({ ...b, clubId: p.clubId })),
  },
  {
    method: 'PUT',
    url: '/api/clubs/:clubId/member-profile',
    procedure: 'profile.saveGuest',
    payload: { note: 'membershipStatus in the body is ignored: only a manager converts a guest.' },
    // The guest form also sends membershipStatus 'guest': it is not an input (guests never self-convert).
    handle: (c, p, b) => c.profile.saveGuest(unvalidated({ ...b, clubId: p.clubId })),
  },
  {
    method: 'GET',
    url: '/api/pathways',
    procedure: 'pathways.list',
    handle: (c) => c.pathways.list(),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/members/:userId/pathway-progress',
    procedure: 'pathways.progress',
    handle: (c, p) => c.pathways.progress(unvalidated({ clubId: p.clubId, userId: p.userId })),
  },
  // Pathways records: choosing a path, completions and their approval (decision 041).
  {
    method: 'GET',
    url: '/api/pathways/:pathwayId/projects',
    procedure: 'pathways.plan',
    handle: (c, p) => c.pathways.plan(unvalidated({ pathwayId: p.pathwayId })),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/member-profile/pathway',
    procedure: 'pathways.choose',
    payload: { note: 'Only while the caller has no current pathway (409 otherwise).' },
    handle: (c, p, b) => c.pathways.choose(unvalidated({ ...b, clubId: p.clubId })),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/member-profile/pathway-completions',
    procedure: 'pathways.submitCompletion',
    status: 201,
    payload: { note: "The caller's own completion; it counts once a manager approves it." },
    handle: (c, p, b) => c.pathways.submitCompletion(unvalidated({ ...b, clubId: p.clubId })),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/pathway-completions',
    procedure: 'pathways.recordCompletion',
    status: 201,
    payload: { note: 'Recorded by a manager for a member: approved at once.' },
    handle: (c, p, b) => c.pathways.recordCompletion(unvalidated({ ...b, clubId: p.clubId })),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/pathway-completions/pending',
    procedure: 'pathways.pendingCompletions',
    handle: (c, p) => c.pathways.pendingCompletions({ clubId: p.clubId }),
  },
  {
    method: 'POST',
    url: '/api/pathway-completions/:id/approve',
    procedure: 'pathways.approveCompletion',
    handle: (c, p) => c.pathways.approveCompletion(unvalidated({ completionId: p.id })),
  },
  {
    method: 'DELETE',
    url: '/api/pathway-completions/:id',
    procedure: 'pathways.rejectCompletion',
    payload: { note: 'Only a completion still waiting for approval can be rejected.' },
    handle: (c, p) => c.pathways.rejectCompletion(unvalidated({ completionId: p.id })),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/pathway-progress',
    procedure: 'pathways.club',
    handle: (c, p) => c.pathways.club({ clubId: p.clubId }),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/reports/:period',
    procedure: 'reports.club',
    payload: { note: 'period: month, quarter, half or year (the last 1, 3, 6 or 12 months).' },
    handle: (c, p) => c.reports.club(unvalidated({ clubId: p.clubId, period: p.period })),
  },
  // Clubs come into being (docs/decisions/032-clubs-come-into-being.md).
  {
    method: 'POST',
    url: '/api/clubs',
    procedure: 'platformClubs.create',
    status: 201,
    payload: {
      note: 'presidentEmail (the super admin only) appoints the first president; without it the caller presides.',
    },
    handle: (c, _p, b) => c.platformClubs.create(unvalidated(b)),
  },
  {
    method: 'GET',
    url: '/api/platform/clubs',
    procedure: 'platformClubs.list',
    handle: (c) => c.platformClubs.list(),
  },
  {
    method: 'POST',
    url: '/api/platform/clubs/:clubId/archive',
    procedure: 'platformClubs.archive',
    handle: (c, p) => c.platformClubs.archive(unvalidated({ clubId: p.clubId })),
  },
  {
    method: 'POST',
    url: '/api/platform/clubs/:clubId/restore',
    procedure: 'platformClubs.restore',
    handle: (c, p) => c.platformClubs.restore(unvalidated({ clubId: p.clubId })),
  },
  // Invitations (docs/decisions/033-invitations.md).
  {
    method: 'POST',
    url: '/api/clubs/:clubId/invites',
    procedure: 'invites.create',
    status: 201,
    payload: { note: 'The answer carries the link (url) once: only its hash is stored.' },
    handle: (c, p, b) => c.invites.create(unvalidated({ ...b, clubId: p.clubId })),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/invites',
    procedure: 'invites.list',
    handle: (c, p) => c.invites.list({ clubId: p.clubId }),
  },
  {
    method: 'DELETE',
    url: '/api/invites/:id',
    procedure: 'invites.revoke',
    handle: (c, p) => c.invites.revoke(unvalidated({ inviteId: p.id })),
  },
  // The VP Membership's records and mentorship pairs (docs/decisions/036-membership-records.md).
  {
    method: 'PATCH',
    url: '/api/clubs/:clubId/members/:userId/status',
    procedure: 'members.setStatus',
    payload: { pick: ['status'] },
    handle: (c, p, b) =>
      c.members.setStatus(unvalidated({ clubId: p.clubId, userId: p.userId, status: b.status })),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/membership-dashboard',
    procedure: 'membership.dashboard',
    handle: (c, p) => c.membership.dashboard({ clubId: p.clubId }),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/guests',
    procedure: 'membership.guests',
    handle: (c, p) => c.membership.guests({ clubId: p.clubId }),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/outreach',
    procedure: 'membership.outreach',
    handle: (c, p) => c.membership.outreach({ clubId: p.clubId }),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/members/:userId/contacts',
    procedure: 'membership.contacts',
    handle: (c, p) => c.membership.contacts(unvalidated({ clubId: p.clubId, userId: p.userId })),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/members/:userId/contacts',
    procedure: 'membership.logContact',
    status: 201,
    payload: { pick: ['method', 'notes'] },
    handle: (c, p, b) =>
      c.membership.logContact(
        unvalidated({ clubId: p.clubId, userId: p.userId, method: b.method, notes: b.notes }),
      ),
  },
  {
    method: 'PUT',
    url: '/api/clubs/:clubId/guests/:userId/interest',
    procedure: 'membership.setInterest',
    payload: { pick: ['interested'] },
    handle: (c, p, b) =>
      c.membership.setInterest(
        unvalidated({ clubId: p.clubId, userId: p.userId, interested: b.interested }),
      ),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/guests/:userId/convert',
    procedure: 'membership.convertGuest',
    handle: (c, p) =>
      c.membership.convertGuest(unvalidated({ clubId: p.clubId, userId: p.userId })),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/mentorship',
    procedure: 'mentorship.overview',
    handle: (c, p) => c.mentorship.overview({ clubId: p.clubId }),
  },
  {
    method: 'POST',
    url: '/api/clubs/:clubId/mentorship-pairs',
    procedure: 'mentorship.propose',
    status: 201,
    handle: (c, p, b) => c.mentorship.propose(unvalidated({ ...b, clubId: p.clubId })),
  },
  {
    method: 'POST',
    url: '/api/mentorship-pairs/:pairId/respond',
    procedure: 'mentorship.respond',
    payload: { pick: ['accept'] },
    handle: (c, p, b) => c.mentorship.respond(unvalidated({ pairId: p.pairId, accept: b.accept })),
  },
  {
    method: 'POST',
    url: '/api/mentorship-pairs/:pairId/end',
    procedure: 'mentorship.end',
    payload: { pick: ['outcome'] },
    handle: (c, p, b) => c.mentorship.end(unvalidated({ pairId: p.pairId, outcome: b.outcome })),
  },
  {
    method: 'GET',
    url: '/api/clubs/:clubId/notification-settings',
    procedure: 'reminders.settings',
    handle: (c, p) => c.reminders.settings({ clubId: p.clubId }),
  },
  {
    method: 'PUT',
    url: '/api/clubs/:clubId/notification-settings',
    procedure: 'reminders.updateSettings',
    handle: (c, p, b) => c.reminders.updateSettings(unvalidated({ ...b, clubId: p.clubId })),
  },
  {
    method: 'GET',
    url: '/api/dev/outbox',
    procedure: 'devOutbox.list',
    payload: {
      note: 'Development only (404 in production): the e-mail kept instead of sent when no SMTP server is configured, newest first. Super admin only.',
    },
    handle: (c) => c.devOutbox.list(),
  },
  {
    method: 'GET',
    url: '/api/account/export',
    procedure: 'account.export',
    attachment: ACCOUNT_TEXT.exportFileName,
    handle: (c) => c.account.export(),
  },
  {
    method: 'DELETE',
    url: '/api/account',
    procedure: 'account.delete',
    handle: (c) => c.account.delete(),
  },
  // The caller's calendar subscription address (docs/decisions/049-calendar-feeds.md).
  {
    method: 'GET',
    url: '/api/account/calendar-feed',
    procedure: 'calendarFeed.get',
    handle: (c) => c.calendarFeed.get(),
  },
  {
    method: 'POST',
    url: '/api/account/calendar-feed',
    procedure: 'calendarFeed.create',
    status: 201,
    payload: {
      note: 'Browser session only: an API token gets 403. The answer carries the address (url) once: only its hash is stored. A new address replaces the old one. The feed at that address (iCalendar, no session) answers 404 once revoked.',
    },
    handle: (c) => c.calendarFeed.create(),
  },
  {
    method: 'DELETE',
    url: '/api/account/calendar-feed',
    procedure: 'calendarFeed.revoke',
    handle: (c) => c.calendarFeed.revoke(),
  },
  // The caller's own notifications in the app (docs/decisions/048-notifications-in-the-app.md).
  {
    method: 'GET',
    url: '/api/notifications',
    procedure: 'notifications.list',
    handle: (c) => c.notifications.list(),
  },
  {
    method: 'POST',
    url: '/api/notifications/read-all',
    procedure: 'notifications.markAllRead',
    handle: (c) => c.notifications.markAllRead(),
  },
  {
    method: 'POST',
    url: '/api/notifications/:id/read',
    procedure: 'notifications.markRead',
    handle: (c, p) => c.notifications.markRead(unvalidated({ notificationId: p.id })),
  },
  {
    method: 'POST',
    url: '/api/notifications/:id/dismiss',
    procedure: 'notifications.dismiss',
    handle: (c, p) => c.notifications.dismiss(unvalidated({ notificationId: p.id })),
  },
];

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
          const result = await route.handle(
            caller,
            request.params as Params,
            bodyOf(request),
            request,
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
