// Who may call what, as data written independently of packages/domain's permission table,
// keyed by procedure path and by REST path, with valid inputs built from the demo seed: the
// permission matrix, the CSRF matrix, the mass-assignment and malformed-input proofs and the id
// fuzz all read it.
//
// A new procedure is one line in MATRIX, e.g.
//   'account.export': { access: SIGNED_IN },
//   'account.delete': { access: BROWSER_SESSION, freshActor: true },
// and its REST paths (REST_MATRIX) come from the route table with no line of their own.
// `input` builds a valid input for a cell; `freshActor` runs each cell as a stand-in person.
import { randomBytes } from 'node:crypto';
import { createApiToken, hashSecret } from '@lectern/auth';
import { checkInMinuteOf, DEFAULT_NOTIFICATION_SETTINGS } from '@lectern/domain';
import { TRPCError } from '@trpc/server';
import { checkInCode } from '../../src/features/check-in/check-in.service.js';
import { REST_ROUTES } from '../../src/rest/routes.js';
import { appRouter } from '../../src/router.js';
import type { ApiHarness } from '../harness.js';
import {
  CLUB_KEYS,
  freshMeeting,
  SECURITY_ACTORS,
  unique,
  type ClubKey,
  type ClubWorld,
  type SecurityActor,
  type Tier,
} from './world.js';

let h: ApiHarness;

/** An active member of the world's club who is not the caller (`me`). */
async function someoneElse(world: ClubWorld, me: number): Promise<number> {
  if (world.memberId !== me) return world.memberId;
  return (await h.userByEmail(world.presidentEmail)).id;
}
let worlds: Record<ClubKey, ClubWorld>;
/** Points the rows at a test file's harness and worlds (call in beforeAll). */
export function bindMatrix(harness: ApiHarness, clubWorlds: Record<ClubKey, ClubWorld>) {
  h = harness;
  worlds = clubWorlds;
  standingOffers.clear();
  standingActivities.clear();
  standingAsks.clear();
}

// ---------------------------------------------------------------------------------------------
// The table, keyed by procedure path.

export type Access =
  /** Anyone, signed out too. */
  | { kind: 'public' }
  /** Any signed-in person (own records only); 401 signed out; the club plays no part. */
  | { kind: 'signedIn' }
  /** As signedIn, but through a browser session only: 403 for an API token of any scope. */
  | { kind: 'browserSession' }
  /** The super admin flag only: 401 signed out, 403 for everyone else. */
  | { kind: 'superAdmin' }
  /**
   * Active members of the club with one of these tiers; 403 other members, 404 outsiders.
   * `inactiveToo`: the caller's own record, which an inactive member still reaches.
   */
  | { kind: 'club'; tiers: readonly Tier[]; inactiveToo?: boolean };

const PUBLIC: Access = { kind: 'public' };
const SIGNED_IN: Access = { kind: 'signedIn' };
const BROWSER_SESSION: Access = { kind: 'browserSession' };
const SUPER_ADMIN: Access = { kind: 'superAdmin' };
const EVERYONE: Access = { kind: 'club', tiers: ['guest', 'member', 'manager', 'president'] };
const MEMBERS_UP: Access = { kind: 'club', tiers: ['member', 'manager', 'president'] };
const MANAGERS: Access = { kind: 'club', tiers: ['manager', 'president'] };
const OWN_RECORD: Access = { ...EVERYONE, inactiveToo: true };

export interface Cell {
  actor: SecurityActor;
  world: ClubWorld;
  /** The expected outcome is "allowed": the input must then really succeed. */
  allowed: boolean;
  /** The actor's user id (0 when signed out). */
  me: number;
}

export type Input = Record<string, unknown> | undefined;

export interface Row {
  access: Access;
  /** A valid input for the cell; fresh resources when an allowed mutation would use them up. */
  input?: (cell: Cell) => Input | Promise<Input>;
  /** Business outcomes that still count as "allowed" (the permission check was passed). */
  okCodes?: readonly string[];
  /**
   * Run each cell as a stand-in: a new person with the actor's flag and memberships. For
   * procedures that use the caller up (deleting one's own account), so the demo people survive.
   */
  freshActor?: boolean;
  /**
   * A further row of this procedure, for a procedure whose input decides which permission applies
   * (e.g. an RSVP for another member): the row's key then names the case.
   */
  of?: string;
}

async function assignedRole(world: ClubWorld, userId: number): Promise<number> {
  const { roleIds } = await freshMeeting(h, world, ['timer']);
  const roleId = roleIds[0]!;
  await (await h.callerAs(world.presidentEmail)).meetingRoles.assign({ roleId, userId });
  return roleId;
}

async function freshMember(world: ClubWorld): Promise<number> {
  const email = `${unique('promoted')}@example.org`;
  await (
    await h.callerAs(world.presidentEmail)
  ).members.add({
    clubId: world.clubId,
    name: 'Fresh Member',
    email,
    role: 'member',
  });
  return (await h.userByEmail(email)).id;
}

const clubInput = ({ world }: Cell) => ({ clubId: world.clubId });

/**
 * An open offer of a fresh meeting's Timer, which `userId` holds and offers (a fresh member of
 * the club when none is named: other rows may have changed the demo people's standing).
 */
async function openOffer(world: ClubWorld, userId?: number) {
  const offeredBy = userId ?? (await freshMember(world));
  const roleId = await assignedRole(world, offeredBy);
  const offer = await h.db
    .insertInto('roleOffers')
    .values({ clubId: world.clubId, roleId, offeredBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { meetingId } = await h.db
    .selectFrom('meetingRoles')
    .select('meetingId')
    .where('id', '=', roleId)
    .executeTakeFirstOrThrow();
  return { offerId: offer.id, roleId, meetingId };
}

/** One open offer per club that the list rows read (the same answer each time they ask). */
/** The standing offer's role with the world's member on its waitlist (the lists read it). */
async function standingWaitlist(world: ClubWorld) {
  const offer = await standingOffer(world);
  await h.db
    .insertInto('roleWaitlist')
    .values({ clubId: world.clubId, roleId: offer.roleId, userId: world.memberId })
    .onConflict((oc) => oc.columns(['roleId', 'userId']).doNothing())
    .execute();
  return offer;
}

const standingOffers = new Map<ClubKey, ReturnType<typeof openOffer>>();
function standingOffer(world: ClubWorld) {
  let offer = standingOffers.get(world.key);
  if (!offer) {
    offer = openOffer(world);
    standingOffers.set(world.key, offer);
  }
  return offer;
}

/** An open request for `userId` to take a fresh meeting's open Timer (answering uses it up). */
async function openAsk(world: ClubWorld, userId: number): Promise<number> {
  const member = await h.db
    .selectFrom('clubMemberships')
    .select('userId')
    .where('clubId', '=', world.clubId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!member) return world.openRoleId;
  const { roleIds } = await freshMeeting(h, world, ['timer']);
  const roleId = roleIds[0]!;
  await h.db
    .insertInto('roleAsks')
    .values({ clubId: world.clubId, roleId, userId, askedBy: null })
    .execute();
  return roleId;
}

/** One open request per club and person that "mine" lists (the same answer each time). */
const standingAsks = new Map<string, Promise<number>>();
function standingAsk(world: ClubWorld, userId: number) {
  const key = `${world.key}:${userId}`;
  let found = standingAsks.get(key);
  if (!found) {
    found = openAsk(world, userId);
    standingAsks.set(key, found);
  }
  return found;
}

/** The standing offer's role with one entry in its activity (the role's activity lists it). */
const standingActivities = new Map<ClubKey, Promise<{ roleId: number }>>();
function standingActivity(world: ClubWorld) {
  let found = standingActivities.get(world.key);
  if (!found) {
    found = (async () => {
      const { roleId } = await standingOffer(world);
      await h.db
        .insertInto('membershipActivity')
        .values({
          clubId: world.clubId,
          kind: 'waitlist_joined',
          subjectUserId: world.memberId,
          actorUserId: world.memberId,
          detail: 'timer',
          roleId,
        })
        .execute();
      return { roleId };
    })();
    standingActivities.set(world.key, found);
  }
  return found;
}

/** A new guest of the world's club (its president adds them). */
async function freshGuest(world: ClubWorld): Promise<number> {
  const email = `${unique('visitor')}@example.org`;
  await (
    await h.callerAs(world.presidentEmail)
  ).members.add({ clubId: world.clubId, name: 'Fresh Guest', email, role: 'guest' });
  return (await h.userByEmail(email)).id;
}

/**
 * A new mentorship pair of the world's club in the given state, with a fresh mentee. For an
 * allowed cell the caller is its mentor (only the mentor answers a proposal); otherwise the
 * president mentors.
 */
async function pairOf(cell: Cell, status: 'proposed' | 'active'): Promise<number> {
  const president = (await h.userByEmail(cell.world.presidentEmail)).id;
  const mentorId = cell.allowed ? cell.me : president;
  const menteeId = await freshMember(cell.world);
  const row = await h.db
    .insertInto('mentorshipPairs')
    .values({
      clubId: cell.world.clubId,
      mentorId,
      menteeId,
      status,
      startedAt: status === 'active' ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function newClub() {
  return {
    name: unique('Matrix Club'),
    clubNumber: unique('M'),
    district: '70',
    timeZone: 'Australia/Sydney',
    meetingDay: 'Wednesday' as const,
    meetingTime: '07:00',
    locale: 'en-US' as const,
    currency: 'USD' as const,
  };
}

/** A new club of the super admin's making, for archive and restore proofs. */
async function clubToArchive(): Promise<number> {
  return (await (await h.callerAs('admin@example.org')).platformClubs.create(newClub())).id;
}

/** A new invitation of the world's club (its president makes it). */
async function newInvite(world: ClubWorld) {
  return (await h.callerAs(world.presidentEmail)).invites.create({
    clubId: world.clubId,
    role: 'guest',
    expiresInDays: 7,
  });
}

async function inviteOf(world: ClubWorld): Promise<number> {
  return (await newInvite(world)).id;
}

async function inviteTokenOf(world: ClubWorld): Promise<string> {
  return new URL((await newInvite(world)).url).pathname.split('/').pop()!;
}
const meetingInput = ({ world }: Cell) => ({ meetingId: world.meetingId });
/** The meeting's check-in code shown on the console now. */
const codeNow = (meetingId: number) =>
  checkInCode(h.config.sessionSecret, meetingId, checkInMinuteOf(Date.now()));

/** A notification of the caller's own (an id that exists for nobody when signed out). */
async function ownNotification({ me, world }: Cell) {
  if (!me) return { notificationId: 2_000_000_000 };
  const row = await h.db
    .insertInto('notifications')
    .values({ userId: me, clubId: world.clubId, kind: 'role', title: 'Proof', body: 'Proof' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { notificationId: row.id };
}

/** A one-click link from an e-mail to the world's member: RSVP attending its meeting. */
async function emailActionTokenOf(world: ClubWorld): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await h.db
    .insertInto('emailActions')
    .values({
      tokenHash: hashSecret(token),
      clubId: world.clubId,
      userId: world.memberId,
      action: 'rsvp_attending',
      meetingId: world.meetingId,
      roleId: null,
      expiresAt: new Date(Date.now() + 365 * 86_400_000),
    })
    .execute();
  return token;
}

/** One row per procedure. A new procedure needs one line here (and one per REST path below). */
export const MATRIX: Record<string, Row> = {
  publicConfig: { access: PUBLIC },
  'platformSettings.public': { access: PUBLIC },
  'platformSettings.list': { access: PUBLIC },
  'platformSettings.save': {
    access: SUPER_ADMIN,
    input: () => ({ key: 'support_email', value: 'help@example.org', description: null }),
  },
  'auth.user': { access: SIGNED_IN },
  'auth.roleInClub': { access: SIGNED_IN, input: clubInput },
  'account.export': { access: SIGNED_IN },
  'account.delete': { access: BROWSER_SESSION, freshActor: true },
  'apiTokens.list': { access: SIGNED_IN },
  'apiTokens.create': {
    access: BROWSER_SESSION,
    input: () => ({ name: unique('proof token'), scope: 'read' }),
    freshActor: true,
  },
  'apiTokens.revoke': {
    access: SIGNED_IN,
    input: async ({ me }) => ({
      id: me ? (await createApiToken(h.db, me, 'to revoke', 'full')).id : 'no-such-token',
    }),
  },
  'calendarFeed.get': { access: SIGNED_IN },
  'calendarFeed.create': { access: BROWSER_SESSION },
  'calendarFeed.revoke': {
    access: SIGNED_IN,
    // Revoking needs an address: each allowed cell, a stand-in person, makes one first.
    input: async ({ me }) => {
      if (me)
        await h.db
          .insertInto('calendarFeeds')
          .values({ userId: me, tokenHash: randomBytes(32) })
          .execute();
      return undefined;
    },
    freshActor: true,
  },
  'push.key': { access: PUBLIC },
  'push.subscribe': {
    access: SIGNED_IN,
    input: () => ({
      endpoint: `https://push.example/${randomBytes(8).toString('hex')}`,
      keys: { p256dh: 'BKey', auth: 'secret' },
    }),
  },
  'push.unsubscribe': {
    access: SIGNED_IN,
    input: () => ({ endpoint: 'https://push.example/none' }),
  },
  'push.preferences': { access: SIGNED_IN },
  'push.setPreference': { access: SIGNED_IN, input: () => ({ kind: 'meeting_live', on: true }) },
  'notifications.list': { access: SIGNED_IN },
  'notifications.markRead': { access: SIGNED_IN, input: ownNotification },
  'notifications.markAllRead': { access: SIGNED_IN },
  'notifications.dismiss': { access: SIGNED_IN, input: ownNotification },
  'clubs.list': { access: SIGNED_IN },
  'clubs.get': { access: EVERYONE, input: clubInput },
  'clubs.update': {
    access: MANAGERS,
    input: ({ world }) => ({ clubId: world.clubId, ...world.clubForm }),
  },
  'clubs.updateMeetingSettings': {
    access: MANAGERS,
    input: ({ world }) => ({
      clubId: world.clubId,
      rsvpDeadline: 1,
      mealDeadline: 11,
      defaultTheme: null,
      meetingFormat: null,
      rolesPerMember: 1,
    }),
  },
  'clubs.updatePlace': {
    access: MANAGERS,
    input: ({ world }) => ({
      clubId: world.clubId,
      locale: 'en-AU',
      currency: 'AUD',
      timeZone: 'Australia/Sydney',
      noMealFee: 5,
    }),
  },
  'clubs.updateMission': {
    access: MANAGERS,
    input: ({ world }) => ({ clubId: world.clubId, mission: 'Speak well.' }),
  },
  'clubs.dashboard': { access: EVERYONE, input: clubInput },
  'clubs.setupChecklist': { access: MANAGERS, input: clubInput },
  'meetings.list': { access: EVERYONE, input: clubInput },
  'meetings.upcoming': { access: EVERYONE, input: clubInput },
  'meetings.get': { access: EVERYONE, input: meetingInput },
  'meetings.create': {
    access: MANAGERS,
    input: ({ world }) => ({
      clubId: world.clubId,
      title: 'Matrix meeting',
      scheduledDate: '2031-06-03',
      scheduledTime: '19:00',
    }),
  },
  'meetings.update': {
    access: MANAGERS,
    input: ({ world }) => ({ meetingId: world.meetingId, title: 'Matrix meeting' }),
  },
  'meetings.delete': {
    access: MANAGERS,
    input: async ({ world, allowed }) => ({
      meetingId: allowed ? (await freshMeeting(h, world)).meetingId : world.meetingId,
    }),
  },
  'meetingRoles.list': { access: EVERYONE, input: meetingInput },
  'live.clock': { access: SIGNED_IN },
  'live.state': { access: EVERYONE, input: meetingInput },
  // Club tiers only: a role holder's control (Timer, Toastmaster, …) is proven in live.test.ts.
  'live.timer': {
    access: MANAGERS,
    input: async ({ world, allowed }) => ({
      meetingId: allowed ? (await freshMeeting(h, world)).meetingId : world.meetingId,
      action: 'next',
    }),
  },
  // Votes and the Ah-Counter: club tiers here; the Vote Counter's and Ah-Counter's own control
  // and the club setting that lets guests vote are proven in live-votes.test.ts.
  'live.voting': {
    access: MANAGERS,
    input: async ({ world, allowed }) => ({
      meetingId: allowed ? (await freshMeeting(h, world)).meetingId : world.meetingId,
      action: 'open',
    }),
  },
  'live.ballot': {
    access: MEMBERS_UP,
    input: async ({ world, allowed }) => {
      if (!allowed) {
        return {
          meetingId: world.meetingId,
          category: 'Best Speaker',
          candidateId: world.memberId,
        };
      }
      const { meetingId } = await freshMeeting(h, world);
      await (await h.callerAs(world.presidentEmail)).live.voting({ meetingId, action: 'open' });
      return { meetingId, category: 'Best Table Topics', candidateId: world.memberId };
    },
  },
  'live.myBallots': { access: EVERYONE, input: meetingInput },
  'live.voteResults': { access: EVERYONE, input: meetingInput },
  'live.fillerTap': {
    access: MANAGERS,
    input: async ({ world, allowed }) => ({
      meetingId: allowed ? (await freshMeeting(h, world)).meetingId : world.meetingId,
      tapId: unique('matrix-tap'),
      speakerId: world.memberId,
      word: 'um',
    }),
  },
  'live.fillerCounts': { access: EVERYONE, input: meetingInput },
  'live.settings': { access: EVERYONE, input: clubInput },
  'live.updateSettings': {
    access: MANAGERS,
    input: ({ world }) => ({
      clubId: world.clubId,
      voteCategories: [],
      fillerWords: [],
      guestsMayVote: false,
    }),
  },
  'meetings.report': { access: EVERYONE, input: meetingInput },
  'meetings.myTimes': { access: EVERYONE, input: clubInput },
  // Club tiers only: the console's role holders (Timer, Toastmaster, …) are proven in check-in.test.ts.
  'checkIn.code': { access: MANAGERS, input: meetingInput },
  'checkIn.list': { access: MANAGERS, input: meetingInput },
  'checkIn.self': {
    access: EVERYONE,
    input: ({ world }) => ({ meetingId: world.meetingId, code: codeNow(world.meetingId) }),
  },
  'checkIn.guest': {
    access: PUBLIC,
    input: ({ world }) => ({
      meetingId: world.meetingId,
      code: codeNow(world.meetingId),
      name: 'Matrix Visitor',
      email: `${unique('visitor')}@example.org`,
    }),
  },
  'checkIn.tick': {
    access: MANAGERS,
    input: ({ world }) => ({ meetingId: world.meetingId, userId: world.memberId, checkedIn: true }),
  },
  'meetingRoles.add': {
    access: MANAGERS,
    input: async ({ world, allowed }) => ({
      meetingId: allowed ? (await freshMeeting(h, world)).meetingId : world.meetingId,
      roleType: 'timer',
    }),
  },
  'meetingRoles.volunteer': {
    access: MEMBERS_UP,
    input: async ({ world, allowed }) => ({
      roleId: allowed ? (await freshMeeting(h, world, ['timer'])).roleIds[0] : world.openRoleId,
    }),
  },
  'meetingRoles.retract': {
    access: MEMBERS_UP,
    input: async ({ world, allowed, me }) => ({
      roleId: allowed ? await assignedRole(world, me) : world.openRoleId,
    }),
  },
  'meetingRoles.assign': {
    access: MANAGERS,
    input: async ({ world, allowed }) => {
      if (!allowed)
        return { roleId: world.openRoleId, meetingId: world.meetingId, userId: world.memberId };
      const { meetingId, roleIds } = await freshMeeting(h, world, ['timer']);
      return { roleId: roleIds[0], meetingId, userId: world.memberId };
    },
  },
  'meetingRoles.volunteerOrAssign': {
    access: MEMBERS_UP,
    input: async ({ world, allowed }) => ({
      roleId: allowed ? (await freshMeeting(h, world, ['timer'])).roleIds[0] : world.openRoleId,
    }),
  },
  'meetingRoles.volunteerOrAssign for another person': {
    of: 'meetingRoles.volunteerOrAssign',
    access: MANAGERS,
    input: async ({ world, allowed, me }) => ({
      roleId: allowed ? (await freshMeeting(h, world, ['timer'])).roleIds[0] : world.openRoleId,
      userId: await someoneElse(world, me),
    }),
  },
  'meetingRoles.confirm': {
    access: MANAGERS,
    input: async ({ world, allowed }) => ({
      roleId: allowed ? await assignedRole(world, world.memberId) : world.openRoleId,
    }),
  },
  'roleOffers.offer': {
    access: MEMBERS_UP,
    input: async ({ world, allowed, me }) => ({
      roleId: allowed ? await assignedRole(world, me) : world.openRoleId,
    }),
  },
  'roleOffers.withdraw': {
    access: MEMBERS_UP,
    input: async ({ world, allowed, me }) => ({
      offerId: (await openOffer(world, allowed ? me : undefined)).offerId,
    }),
  },
  'roleOffers.claim': {
    access: MEMBERS_UP,
    input: async ({ world }) => ({ offerId: (await openOffer(world)).offerId }),
  },
  'roleOffers.listForMeeting': {
    access: EVERYONE,
    input: async ({ world }) => ({ meetingId: (await standingOffer(world)).meetingId }),
  },
  'roleOffers.upForGrabs': { access: EVERYONE, input: clubInput },
  'roleOffers.history': {
    access: MANAGERS,
    input: async ({ world }) => ({ roleId: (await standingOffer(world)).roleId }),
  },
  'roleOffers.activity': {
    access: MANAGERS,
    input: async ({ world }) => ({ roleId: (await standingActivity(world)).roleId }),
  },
  'roleSuggestions.forMeeting': { access: MANAGERS, input: meetingInput },
  'roleSuggestions.ask': {
    access: MANAGERS,
    input: async ({ world, allowed }) => {
      if (!allowed) return { roleId: world.openRoleId, userId: world.memberId };
      const { roleIds } = await freshMeeting(h, world, ['timer']);
      return { roleId: roleIds[0], userId: world.memberId };
    },
  },
  'roleSuggestions.mine': {
    access: EVERYONE,
    input: async ({ world }) => {
      await standingAsk(world, world.memberId);
      return { clubId: world.clubId };
    },
  },
  'roleSuggestions.accept': {
    access: MEMBERS_UP,
    input: async ({ world, allowed, me }) => ({
      roleId: allowed ? await openAsk(world, me) : world.openRoleId,
    }),
  },
  'roleSuggestions.decline': {
    access: MEMBERS_UP,
    input: async ({ world, allowed, me }) => ({
      roleId: allowed ? await openAsk(world, me) : world.openRoleId,
    }),
  },
  'roleOffers.joinWaitlist': {
    access: MEMBERS_UP,
    input: async ({ world }) => ({ roleId: await assignedRole(world, await freshMember(world)) }),
  },
  'roleOffers.leaveWaitlist': {
    access: MEMBERS_UP,
    input: async ({ world }) => ({ roleId: (await standingOffer(world)).roleId }),
  },
  'roleOffers.waitlists': {
    access: EVERYONE,
    input: async ({ world }) => ({ meetingId: (await standingWaitlist(world)).meetingId }),
  },
  'roleOffers.market': {
    access: MANAGERS,
    input: async ({ world }) => ({ meetingId: (await standingOffer(world)).meetingId }),
  },
  'rsvps.list': { access: EVERYONE, input: meetingInput },
  'rsvps.submit': {
    access: EVERYONE,
    input: ({ world }) => ({ meetingId: world.meetingId, status: 'attending', hasMeal: false }),
  },
  'rsvps.submit for another member': {
    of: 'rsvps.submit',
    access: MANAGERS,
    input: async ({ world, me }) => ({
      meetingId: world.meetingId,
      userId: await someoneElse(world, me),
      status: 'attending',
      hasMeal: false,
    }),
  },
  'rsvps.setPayment': {
    access: MANAGERS,
    input: ({ world }) => ({ rsvpId: world.rsvpId, paymentStatus: 'pending' }),
  },
  // Card payments are not configured in tests: an allowed caller reaches the 503 of the gateway.
  'payments.createIntent': {
    access: MANAGERS,
    input: ({ world }) => ({ rsvpId: world.rsvpId }),
    okCodes: ['SERVICE_UNAVAILABLE'],
  },
  'members.list': { access: EVERYONE, input: clubInput },
  // Each caller asks for their own entry (a guest may not see an ordinary member's).
  'members.get': {
    access: EVERYONE,
    input: ({ world, me }) => ({ clubId: world.clubId, userId: me || world.memberId }),
  },
  'members.add': {
    access: MANAGERS,
    input: ({ world }) => ({
      clubId: world.clubId,
      name: 'Matrix Person',
      email: `${unique('matrix')}@example.org`,
      role: 'member',
    }),
  },
  'members.changeRole': {
    access: MANAGERS,
    input: async ({ world, allowed }) => ({
      clubId: world.clubId,
      userId: allowed ? await freshMember(world) : world.memberId,
      role: 'guest',
    }),
  },
  'members.bulkUpload': {
    access: MANAGERS,
    input: ({ world }) => ({
      clubId: world.clubId,
      members: [{ name: 'Bulk Person', email: `${unique('bulk')}@example.org`, role: 'member' }],
    }),
  },
  'members.stats': { access: MANAGERS, input: clubInput },
  'members.setStatus': {
    access: MANAGERS,
    input: async ({ world, allowed }) => ({
      clubId: world.clubId,
      userId: allowed ? await freshMember(world) : world.memberId,
      status: 'inactive',
    }),
  },
  'growth.dashboard': { access: MANAGERS, input: clubInput },
  'growth.guests': { access: MANAGERS, input: clubInput },
  'growth.outreach': { access: MANAGERS, input: clubInput },
  'growth.contacts': {
    access: MANAGERS,
    input: ({ world }) => ({ clubId: world.clubId, userId: world.memberId }),
  },
  'growth.logContact': {
    access: MANAGERS,
    input: ({ world }) => ({
      clubId: world.clubId,
      userId: world.memberId,
      method: 'email',
      notes: 'Matrix contact',
    }),
  },
  'growth.setInterest': {
    access: MANAGERS,
    input: async ({ world, allowed }) => ({
      clubId: world.clubId,
      userId: allowed ? await freshGuest(world) : world.memberId,
      interested: true,
    }),
  },
  'growth.convertGuest': {
    access: MANAGERS,
    input: async ({ world, allowed }) => ({
      clubId: world.clubId,
      userId: allowed ? await freshGuest(world) : world.memberId,
    }),
    // A fresh guest has no visits yet: the conversion rule refuses once the permission passed.
    okCodes: ['CONFLICT'],
  },
  'mentorship.overview': { access: MEMBERS_UP, input: clubInput },
  'mentorship.propose': {
    access: MEMBERS_UP,
    input: async ({ world, me }) => {
      const president = (await h.userByEmail(world.presidentEmail)).id;
      return {
        clubId: world.clubId,
        mentorId: me === president ? world.memberId : president,
        menteeId: me || world.memberId,
      };
    },
    // Not everyone is willing to mentor, and a pair asked for twice is refused: both after the
    // permission check.
    okCodes: ['CONFLICT'],
  },
  'mentorship.respond': {
    access: MEMBERS_UP,
    input: async (cell) => ({ pairId: await pairOf(cell, 'proposed'), accept: false }),
  },
  'mentorship.end': {
    access: MEMBERS_UP,
    input: async (cell) => ({ pairId: await pairOf(cell, 'active'), outcome: 'completed' }),
  },
  'agendaTemplates.list': { access: MANAGERS, input: clubInput },
  'agendaTemplates.create': {
    access: MANAGERS,
    input: ({ world }) => ({
      clubId: world.clubId,
      name: unique('Matrix template'),
      content: 'Opening',
      isDefault: false,
      meetingDuration: 60,
    }),
  },
  'agendaTemplates.update': {
    access: MANAGERS,
    input: ({ world }) => ({
      templateId: world.templateId,
      name: unique('Matrix template'),
      content: 'Opening',
      isDefault: false,
    }),
  },
  'agendaTemplates.applyRolesToUpcoming': {
    access: MANAGERS,
    input: ({ world }) => ({ templateId: world.templateId }),
  },
  'agendaTemplates.delete': {
    access: MANAGERS,
    input: async ({ world, allowed }) => ({
      templateId: allowed
        ? (
            await (
              await h.callerAs(world.presidentEmail)
            ).agendaTemplates.create({
              clubId: world.clubId,
              name: unique('Doomed template'),
              content: 'x',
              isDefault: false,
              meetingDuration: 60,
            })
          ).id
        : world.templateId,
    }),
  },
  'menuItems.list': { access: EVERYONE, input: clubInput },
  'menuItems.create': {
    access: MANAGERS,
    input: ({ world }) => ({
      clubId: world.clubId,
      name: unique('Matrix item'),
      category: 'extras',
      price: 3,
    }),
  },
  'menuItems.delete': {
    access: MANAGERS,
    input: async ({ world, allowed }) => ({
      menuItemId: allowed
        ? (
            await (
              await h.callerAs(world.presidentEmail)
            ).menuItems.create({
              clubId: world.clubId,
              name: unique('Doomed item'),
              category: 'extras',
              price: 1,
            })
          ).id
        : world.menuItemId,
    }),
  },
  'profile.get': { access: OWN_RECORD, input: clubInput },
  'profile.saveMember': {
    access: OWN_RECORD,
    input: ({ world }) => ({ clubId: world.clubId, bio: 'Matrix bio' }),
  },
  'profile.saveGuest': {
    access: OWN_RECORD,
    input: ({ world }) => ({ clubId: world.clubId, interests: 'Matrix interests' }),
  },
  'platformClubs.options': { access: SIGNED_IN },
  'platformClubs.list': { access: SUPER_ADMIN },
  // Anyone signed in while the platform setting allows it (tests run outside production, where
  // it does by default); the super admin always. docs/decisions/032-clubs-come-into-being.md.
  'platformClubs.create': { access: SIGNED_IN, input: () => newClub() },
  'platformClubs.create appointing a president': {
    of: 'platformClubs.create',
    access: SUPER_ADMIN,
    input: () => ({ ...newClub(), presidentEmail: `${unique('appointed')}@example.org` }),
  },
  'platformClubs.archive': {
    access: SUPER_ADMIN,
    input: async ({ allowed }) => ({ clubId: allowed ? await clubToArchive() : h.demo.clubId }),
  },
  'platformClubs.restore': {
    access: SUPER_ADMIN,
    input: async ({ allowed }) => ({ clubId: allowed ? await clubToArchive() : h.demo.clubId }),
  },
  'invites.list': { access: MANAGERS, input: clubInput },
  'invites.create': {
    access: MANAGERS,
    input: ({ world }) => ({ clubId: world.clubId, role: 'guest', expiresInDays: 7, maxUses: 3 }),
  },
  'invites.revoke': {
    access: MANAGERS,
    input: async ({ world }) => ({ inviteId: await inviteOf(world) }),
  },
  // Whoever holds a link may see its club; joining needs a sign-in. A person who already belongs
  // gets their club back, so every signed-in cell is allowed.
  'invites.preview': {
    access: PUBLIC,
    input: async ({ world }) => ({ token: await inviteTokenOf(world) }),
  },
  'invites.accept': {
    access: SIGNED_IN,
    input: async ({ world }) => ({ token: await inviteTokenOf(world) }),
    // Joining changes the caller's tier: stand-ins join, the demo people keep theirs.
    freshActor: true,
    // A former (inactive) member is told to ask the club instead.
    okCodes: ['CONFLICT'],
  },
  'reminders.settings': { access: EVERYONE, input: clubInput },
  'reminders.updateSettings': {
    access: MANAGERS,
    input: ({ world }) => ({ clubId: world.clubId, ...DEFAULT_NOTIFICATION_SETTINGS }),
  },
  // A fresh meeting per allowed cell: the button answers 429 when pressed twice in 15 minutes.
  'reminders.sendRsvpReminders': {
    access: MANAGERS,
    input: async ({ world, allowed }) => ({
      meetingId: allowed ? (await freshMeeting(h, world)).meetingId : world.meetingId,
    }),
  },
  'reminders.remindRole': {
    access: MANAGERS,
    input: async ({ world, allowed }) => ({
      roleId: allowed ? await assignedRole(world, world.memberId) : world.openRoleId,
    }),
  },
  // The link's secret is the credential: whoever holds it (signed in or not) answers for its owner.
  'emailActions.preview': {
    access: PUBLIC,
    input: async ({ world }) => ({ token: await emailActionTokenOf(world) }),
  },
  'emailActions.perform': {
    access: PUBLIC,
    input: async ({ world }) => ({ token: await emailActionTokenOf(world) }),
  },
  'devOutbox.list': { access: SUPER_ADMIN },
  'pathways.list': { access: SIGNED_IN },
  'pathways.progress': {
    access: EVERYONE,
    input: ({ world, me }) => ({ clubId: world.clubId, userId: me || world.memberId }),
  },
  'pathways.club': { access: MANAGERS, input: clubInput },
  'pathways.plan': { access: SIGNED_IN, input: async () => ({ pathwayId: await pathwayIdOf() }) },
  // Allowed callers may already walk a path: the refusal (409) comes after the permission.
  'pathways.choose': {
    access: MEMBERS_UP,
    input: async ({ world }) => ({ clubId: world.clubId, pathwayId: await pathwayIdOf() }),
    okCodes: ['CONFLICT'],
  },
  'pathways.submitCompletion': {
    access: MEMBERS_UP,
    input: async ({ world }) => ({
      clubId: world.clubId,
      projectId: await projectIdOf(),
      completedOn: '2026-11-01',
    }),
    okCodes: ['CONFLICT'],
  },
  'pathways.recordCompletion': {
    access: MANAGERS,
    input: async ({ world }) => ({
      clubId: world.clubId,
      userId: world.memberId,
      projectId: await projectIdOf(),
      completedOn: '2026-11-01',
    }),
    okCodes: ['CONFLICT'],
  },
  'pathways.pendingCompletions': { access: MANAGERS, input: clubInput },
  'pathways.approveCompletion': {
    access: MANAGERS,
    input: async ({ world }) => ({ completionId: await pendingCompletion(world) }),
  },
  'pathways.rejectCompletion': {
    access: MANAGERS,
    input: async ({ world }) => ({ completionId: await pendingCompletion(world) }),
  },
  'reports.club': {
    access: MANAGERS,
    input: ({ world }) => ({ clubId: world.clubId, period: 'half' }),
  },
};

async function pathwayIdOf(): Promise<number> {
  const row = await h.db
    .selectFrom('pathways')
    .select('id')
    .where('name', '=', 'Dynamic Leadership')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The first level-1 project of that pathway. */
async function projectIdOf(): Promise<number> {
  const row = await h.db
    .selectFrom('levelProjects as lp')
    .innerJoin('pathwayLevels as pl', 'pl.id', 'lp.levelId')
    .select('lp.projectId')
    .where('pl.pathwayId', '=', await pathwayIdOf())
    .where('pl.level', '=', 1)
    .orderBy('lp.order')
    .executeTakeFirstOrThrow();
  return row.projectId;
}

/** A fresh member of the world's club on a path, with a submission awaiting approval. */
async function pendingCompletion(world: ClubWorld): Promise<number> {
  const userId = await freshMember(world);
  const progress = await h.db
    .insertInto('memberPathwayProgress')
    .values({ clubId: world.clubId, userId, pathwayId: await pathwayIdOf() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const completion = await h.db
    .insertInto('projectCompletions')
    .values({
      memberProgressId: progress.id,
      projectId: await projectIdOf(),
      status: 'pending',
      submittedBy: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return completion.id;
}

/** Each REST path names the procedure it calls; path parameters come from its input. */
export interface RestRow {
  proc: string;
  /** Path parameter → input field, when the names differ. */
  params?: Readonly<Record<string, string>>;
  /** A DELETE whose input travels in a JSON body (most DELETEs have none). */
  deleteBody?: true;
}

/**
 * The REST side of the matrix, read from the route table itself: a REST path is tried with the
 * inputs and expected outcomes of its procedure's MATRIX row, so a new path needs no line here.
 */
export const REST_MATRIX: Record<string, RestRow> = Object.fromEntries(
  REST_ROUTES.map((route) => [
    `${route.method} ${route.url}`,
    {
      proc: route.procedure,
      ...(route.params ? { params: route.params } : {}),
      ...(route.method === 'DELETE' && route.body ? { deleteBody: true as const } : {}),
    },
  ]),
);

/** A REST path with its parameters filled in from the procedure's input. */
export function restPath(url: string, row: RestRow, input: Record<string, unknown>): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => String(input[row.params?.[name] ?? name]));
}

// ---------------------------------------------------------------------------------------------
// Expected outcomes (the rows above and the error vocabulary of src/errors.ts).

export type Outcome = 'OK' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND';

/** The tRPC door's callers sign in with a browser session, the REST door's with an API token. */
export type Door = 'trpc' | 'rest';

export function expected(access: Access, actor: SecurityActor, club: ClubKey, door: Door): Outcome {
  if (access.kind === 'public') return 'OK';
  if (actor.email === null) return 'UNAUTHORIZED';
  switch (access.kind) {
    case 'signedIn':
      return 'OK';
    case 'browserSession':
      return door === 'trpc' ? 'OK' : 'FORBIDDEN';
    case 'superAdmin':
      return actor.isSuperAdmin ? 'OK' : 'FORBIDDEN';
    case 'club': {
      const tier = actor.tiers[club];
      if (tier === null)
        return access.inactiveToo && actor.inactiveIn === club ? 'OK' : 'NOT_FOUND';
      return access.tiers.includes(tier) ? 'OK' : 'FORBIDDEN';
    }
  }
}

export const STATUS: Record<Exclude<Outcome, 'OK'>, number> = {
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
};
export const BODY: Record<Exclude<Outcome, 'OK'>, string> = {
  UNAUTHORIZED: 'Unauthorized',
  FORBIDDEN: 'Forbidden',
  NOT_FOUND: 'Not found',
};
export const HTTP_OF_CODE: Record<string, number> = { SERVICE_UNAVAILABLE: 503, CONFLICT: 409 };

const userIds = new Map<string, number>();
/** The actor of a cell: the demo person, or a stand-in for rows with `freshActor`. */
export async function actorFor(row: Row, actor: SecurityActor): Promise<SecurityActor> {
  if (!row.freshActor || actor.email === null) return actor;
  const original = await h.userByEmail(actor.email);
  const email = `${unique(actor.name)}@example.org`;
  const created = await h.db
    .insertInto('users')
    .values({
      email,
      firstName: 'Stand-in',
      lastName: actor.name,
      isSuperAdmin: actor.isSuperAdmin,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const memberships = await h.db
    .selectFrom('clubMemberships')
    .select(['clubId', 'role', 'status'])
    .where('userId', '=', original.id)
    .execute();
  if (memberships.length > 0) {
    await h.db
      .insertInto('clubMemberships')
      .values(memberships.map((m) => ({ ...m, userId: created.id })))
      .execute();
  }
  return { ...actor, email };
}

/**
 * The caller a mutation proof uses in the demo club: the super admin for platform rows, the
 * president otherwise (a stand-in for `freshActor` rows).
 */
export async function ownerOf(proc: string): Promise<SecurityActor> {
  // A procedure without a row yet (the guard test names it) is still attacked, as the president.
  const row: Row = MATRIX[proc] ?? { access: SIGNED_IN };
  const email = row.access.kind === 'superAdmin' ? 'admin@example.org' : 'president@example.org';
  return actorFor(
    row,
    SECURITY_ACTORS.find((a) => a.email === email)!,
  );
}

export async function cellFor(
  actor: SecurityActor,
  club: ClubKey,
  allowed: boolean,
): Promise<Cell> {
  let me = 0;
  if (actor.email !== null) {
    me = userIds.get(actor.email) ?? (await h.userByEmail(actor.email)).id;
    userIds.set(actor.email, me);
  }
  return { actor, world: worlds[club], allowed, me };
}

/** Calls a procedure of the in-process caller by its dotted path. */
export function callPath(caller: unknown, path: string, input: Input): Promise<unknown> {
  let target: unknown = caller;
  for (const part of path.split('.')) target = (target as Record<string, unknown>)[part];
  return (target as (input: Input) => Promise<unknown>)(input);
}

export async function trpcOutcome(actor: SecurityActor, path: string, input: Input) {
  try {
    await callPath(await h.callerAs(actor.email), path, input);
    return { code: 'OK', message: '' };
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
}

/**
 * Runs the cells of one row at once (each cell's input brings its own resources, so they do not
 * interfere) and lists the wrong ones as "actor × club: want …, got …".
 */
export async function everyCell(
  check: (actor: SecurityActor, club: ClubKey) => Promise<string | null>,
): Promise<string[]> {
  const cells = SECURITY_ACTORS.flatMap((actor) => CLUB_KEYS.map((club) => ({ actor, club })));
  const results = await Promise.all(cells.map(({ actor, club }) => check(actor, club)));
  return results.flatMap((problem, i) =>
    problem === null ? [] : [`${cells[i]!.actor.name} × ${cells[i]!.club}: ${problem}`],
  );
}

export const PROCEDURES = Object.keys(appRouter._def.procedures).sort();
export const REST_KEYS = REST_ROUTES.map((r) => `${r.method} ${r.url}`);
