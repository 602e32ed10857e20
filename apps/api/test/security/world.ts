// Shared fixtures of the security proofs: the kinds of caller, one "world" of resources per club
// (the demo club and the second, foreign club), and the app listening on a real port.
import { createSession, SESSION_COOKIE } from '@lectern/auth';
import { CSRF_HEADER } from '../../src/http/request-guards.js';
import type { ApiHarness } from '../harness.js';
import { inDays } from '../helpers.js';

export type Tier = 'guest' | 'member' | 'manager' | 'president';
export type ClubKey = 'demo' | 'second';

export interface SecurityActor {
  /** Label in failure messages. */
  name: string;
  /** null: signed out. */
  email: string | null;
  isSuperAdmin: boolean;
  /** The actor's tier in each club (null: outsider there). */
  tiers: Record<ClubKey, Tier | null>;
  /** A club where the actor's membership is inactive (an outsider but for their own record). */
  inactiveIn?: ClubKey;
}

/** A former member of the demo club (membership inactive), created by buildWorlds. */
export const INACTIVE_EMAIL = 'inactive.member@example.org';

function demoPerson(name: string, tier: Tier): SecurityActor {
  return {
    name,
    email: `${name}@example.org`,
    isSuperAdmin: false,
    tiers: { demo: tier, second: null },
  };
}

/**
 * Every kind of caller: signed out, guest, members, each officer role, president, super admin,
 * outsider.
 */
export const SECURITY_ACTORS: readonly SecurityActor[] = [
  { name: 'anon', email: null, isSuperAdmin: false, tiers: { demo: null, second: null } },
  demoPerson('guest', 'guest'),
  demoPerson('member', 'member'),
  demoPerson('sergeant', 'member'),
  demoPerson('officer', 'member'),
  demoPerson('vpe', 'manager'),
  demoPerson('vpm', 'manager'),
  demoPerson('secretary', 'manager'),
  demoPerson('treasurer', 'manager'),
  demoPerson('president', 'president'),
  {
    name: 'admin',
    email: 'admin@example.org',
    isSuperAdmin: true,
    tiers: { demo: null, second: null },
  },
  {
    name: 'inactive',
    email: INACTIVE_EMAIL,
    isSuperAdmin: false,
    tiers: { demo: null, second: null },
    inactiveIn: 'demo',
  },
  {
    name: 'outsider',
    email: 'outsider@example.org',
    isSuperAdmin: false,
    tiers: { demo: null, second: 'member' },
  },
];

export const CLUB_KEYS: readonly ClubKey[] = ['demo', 'second'];

/** Resources of one club that the matrix and the fuzz point at. */
export interface ClubWorld {
  key: ClubKey;
  clubId: number;
  presidentEmail: string;
  /** An ordinary member of this club (assignment, RSVP-for, role-change targets). */
  memberEmail: string;
  memberId: number;
  /** A scheduled meeting weeks ahead with open roles, reserved for these tests. */
  meetingId: number;
  openRoleId: number;
  templateId: number;
  menuItemId: number;
  /** An RSVP of `memberEmail` in its own meeting (payment tests). */
  rsvpId: number;
  clubForm: Record<string, unknown>;
}

let dayOffset = 40;
/** A date far enough ahead to be open for volunteering; distinct per call to keep lists tidy. */
export function futureDate(): string {
  dayOffset += 1;
  return inDays(dayOffset);
}

export async function freshMeeting(h: ApiHarness, world: ClubWorld, roleTypes: string[] = []) {
  const president = await h.callerAs(world.presidentEmail);
  const meeting = await president.meetings.create({
    clubId: world.clubId,
    title: 'Security proof meeting',
    scheduledDate: futureDate(),
    scheduledTime: '19:00',
  });
  const roleIds: number[] = [];
  for (const roleType of roleTypes) {
    roleIds.push((await president.meetingRoles.add({ meetingId: meeting.id, roleType })).id);
  }
  return { meetingId: meeting.id, roleIds };
}

let uniqueCounter = 0;
export function unique(prefix: string): string {
  uniqueCounter += 1;
  return `${prefix}-${uniqueCounter}-${Math.random().toString(36).slice(2, 8)}`;
}

async function buildWorld(h: ApiHarness, key: ClubKey): Promise<ClubWorld> {
  const clubId = key === 'demo' ? h.demo.clubId : h.demo.secondClubId;
  const presidentEmail = key === 'demo' ? 'president@example.org' : 'president2@example.org';
  const memberEmail = key === 'demo' ? 'member2@example.org' : 'outsider@example.org';
  const president = await h.callerAs(presidentEmail);
  const partial = { key, clubId, presidentEmail, memberEmail } as ClubWorld;
  const { meetingId, roleIds } = await freshMeeting(h, partial, ['speaker1', 'timer']);
  const template = await president.agendaTemplates.create({
    clubId,
    name: unique('Proof template'),
    content: 'Opening',
    isDefault: false,
    meetingDuration: 60,
  });
  const menuItem = await president.menuItems.create({
    clubId,
    name: unique('Proof item'),
    category: 'extras',
    price: 2,
  });
  const payment = await freshMeeting(h, partial);
  const member = await h.userByEmail(memberEmail);
  const rsvp = await president.rsvps.submit({
    meetingId: payment.meetingId,
    userId: member.id,
    status: 'attending',
    hasMeal: false,
  });
  const club = await h.db
    .selectFrom('clubs')
    .selectAll()
    .where('id', '=', clubId)
    .executeTakeFirstOrThrow();
  const clubForm = {
    name: club.name,
    clubNumber: club.clubNumber ?? '',
    district: club.district ?? '',
    meetingLocation: club.meetingLocation ?? '',
    meetingDay: club.meetingDay ?? 'Tuesday',
    meetingTime: club.meetingTime ?? '18:30',
    foundedDate: club.foundedDate ?? '',
    endTime: club.endTime ?? '',
    mission: club.mission ?? '',
    vpeGuidelines: club.vpeGuidelines ?? '',
    logoUrl: club.logoUrl ?? '',
  };
  return {
    ...partial,
    memberId: member.id,
    meetingId,
    openRoleId: roleIds[0]!,
    templateId: template.id,
    menuItemId: menuItem.id,
    rsvpId: rsvp.id,
    clubForm,
  };
}

export async function buildWorlds(h: ApiHarness): Promise<Record<ClubKey, ClubWorld>> {
  const worlds = { demo: await buildWorld(h, 'demo'), second: await buildWorld(h, 'second') };
  await (
    await h.callerAs(worlds.demo.presidentEmail)
  ).members.add({
    clubId: worlds.demo.clubId,
    name: 'Former Member',
    email: INACTIVE_EMAIL,
    role: 'member',
  });
  const former = await h.userByEmail(INACTIVE_EMAIL);
  await h.db
    .updateTable('clubMemberships')
    .set({ status: 'inactive' })
    .where('clubId', '=', worlds.demo.clubId)
    .where('userId', '=', former.id)
    .execute();
  return worlds;
}

/** The app on a real port (races and transport checks need real sockets, not inject). */
export async function listen(h: ApiHarness): Promise<string> {
  const app = await h.http();
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

/** A browser-like session cookie for `email` (the cookie door, which CSRF defences guard). */
export async function sessionCookieFor(h: ApiHarness, email: string): Promise<string> {
  const user = await h.userByEmail(email);
  const { token } = await createSession(h.db, user.id);
  return `${SESSION_COOKIE}=${token}`;
}

export { CSRF_HEADER };
