// Notifications in the app (docs/decisions/048-notifications-in-the-app.md): written when a role
// is assigned or confirmed and when a guest becomes a member, read and changed only by their own
// person, through both doors; exported with the account and deleted with it.
import { NOTIFICATION_TEXT } from '@lectern/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/features/notifications/notifications.service.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, freshMeeting, rest } from './helpers.js';

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(async () => h?.close());

async function openRole(roleType: string) {
  const meeting = await freshMeeting(h, 14, `Notified ${roleType}`);
  const role = await (
    await h.callerAs(ACTORS.vpe)
  ).meetingRoles.add({
    meetingId: meeting.id,
    roleType,
  });
  return { meeting, roleId: role.id };
}

async function clubName() {
  const club = await h.db
    .selectFrom('clubs')
    .select('name')
    .where('id', '=', h.demo.clubId)
    .executeTakeFirstOrThrow();
  return club.name;
}

async function listOf(email: string) {
  return (await h.callerAs(email)).notifications.list();
}

/** A person with their own notification, made through the service others call. */
async function personWithNotification(email: string, title: string) {
  const user = await h.userByEmail(email);
  await notify(
    h.db,
    { userId: user.id, clubId: h.demo.clubId },
    { kind: 'meeting', title, body: 'Body', action: { label: 'Open', href: '/meetings' } },
  );
  const list = await listOf(email);
  const item = list.items.find((n) => n.title === title);
  if (!item) throw new Error('notification missing');
  return item;
}

describe('written by the server', () => {
  it('a manager assigning a role tells the assignee, with the meeting and a link to it', async () => {
    const { meeting, roleId } = await openRole('grammarian');
    const member = await h.userByEmail(ACTORS.member);
    const before = await listOf(ACTORS.member);
    await (await h.callerAs(ACTORS.vpe)).meetingRoles.assign({ roleId, userId: member.id });

    const after = await listOf(ACTORS.member);
    expect(after.unreadCount).toBe(before.unreadCount + 1);
    const expected = NOTIFICATION_TEXT.roleAssigned({
      roleType: 'grammarian',
      meetingId: meeting.id,
      meetingTitle: meeting.title,
      meetingDate: meeting.date,
    });
    expect(after.items[0]).toMatchObject({
      clubId: h.demo.clubId,
      kind: 'role',
      title: 'Role assignment',
      body: expected.body,
      action: { label: 'View agenda', href: `/meetings/${meeting.id}/view-agenda` },
      read: false,
      readAt: null,
    });
    expect(after.items[0]!.body).toContain('Grammarian');
  });

  it('confirming someone’s role tells them; volunteering or confirming one’s own does not', async () => {
    const { roleId } = await openRole('timer');
    const before = await listOf(ACTORS.member2);
    await (await h.callerAs(ACTORS.member2)).meetingRoles.volunteer({ roleId });
    expect((await listOf(ACTORS.member2)).items.length).toBe(before.items.length);

    await (await h.callerAs(ACTORS.vpe)).meetingRoles.confirm({ roleId });
    const after = await listOf(ACTORS.member2);
    expect(after.items.length).toBe(before.items.length + 1);
    expect(after.items[0]).toMatchObject({ kind: 'role', title: 'Role confirmed' });

    // The VPE confirming a role they hold themselves: nobody to tell.
    const own = await openRole('ah_counter');
    const vpe = await h.userByEmail(ACTORS.vpe);
    const vpeBefore = await listOf(ACTORS.vpe);
    await (
      await h.callerAs(ACTORS.vpe)
    ).meetingRoles.assign({ roleId: own.roleId, userId: vpe.id });
    await (await h.callerAs(ACTORS.vpe)).meetingRoles.confirm({ roleId: own.roleId });
    expect((await listOf(ACTORS.vpe)).items.length).toBe(vpeBefore.items.length);
  });

  it('a refused assignment writes nothing', async () => {
    const { meeting, roleId } = await openRole('general_evaluator');
    const meetingRoles = (await h.callerAs(ACTORS.vpe)).meetingRoles;
    const second = await meetingRoles.add({ meetingId: meeting.id, roleType: 'evaluator2' });
    const member = await h.userByEmail(ACTORS.member);
    await meetingRoles.assign({ roleId, userId: member.id });
    const before = await listOf(ACTORS.member);
    // One role per meeting: the second assignment is refused, and nobody is told of it.
    expect(await codeOf(meetingRoles.assign({ roleId: second.id, userId: member.id }))).toBe(
      'CONFLICT',
    );
    expect(await listOf(ACTORS.member)).toEqual(before);
  });

  it('a guest made a member is welcomed; a member made an officer is not', async () => {
    const vpm = await h.callerAs(ACTORS.vpm);
    const email = `converted.${Date.now()}@example.org`;
    await vpm.members.add({ clubId: h.demo.clubId, name: 'Gwen Guest', email, role: 'guest' });
    const guest = await h.userByEmail(email);
    expect((await listOf(email)).items).toEqual([]);

    await vpm.members.changeRole({ clubId: h.demo.clubId, userId: guest.id, role: 'member' });
    const welcomed = await listOf(email);
    expect(welcomed.items).toHaveLength(1);
    expect(welcomed.items[0]).toMatchObject({
      kind: 'membership',
      title: 'Welcome as a member',
      body: `You are now a member of ${await clubName()}.`,
      action: { label: 'View profile', href: '/profile' },
    });

    const president = await h.callerAs(ACTORS.president);
    await president.members.changeRole({ clubId: h.demo.clubId, userId: guest.id, role: 'vpe' });
    expect((await listOf(email)).items).toHaveLength(1);
  });

  it('honours the person’s in-app setting of that club', async () => {
    const member = await h.userByEmail(ACTORS.member2);
    const setApp = (value: boolean) =>
      h.db
        .updateTable('memberProfiles')
        .set({ appNotifications: value })
        .where('userId', '=', member.id)
        .where('clubId', '=', h.demo.clubId)
        .execute();
    await setApp(false);
    try {
      const message = { kind: 'meeting', title: 'Muted', body: 'x', action: null } as const;
      expect(await notify(h.db, { userId: member.id, clubId: h.demo.clubId }, message)).toBe(false);
      expect((await listOf(ACTORS.member2)).items.map((n) => n.title)).not.toContain('Muted');
    } finally {
      await setApp(true);
    }
  });
});

describe('read, mark read, mark all read, dismiss', () => {
  it('marks one read, then all, and dismissing takes it off the list', async () => {
    const email = ACTORS.treasurer;
    const first = await personWithNotification(email, 'First');
    const second = await personWithNotification(email, 'Second');
    const caller = await h.callerAs(email);
    const start = await caller.notifications.list();
    expect(start.items.slice(0, 2).map((n) => n.title)).toEqual(['Second', 'First']);

    const read = await caller.notifications.markRead({ notificationId: first.id });
    expect(read).toMatchObject({ id: first.id, read: true });
    expect((await caller.notifications.list()).unreadCount).toBe(start.unreadCount - 1);
    // Marking it read again changes nothing.
    const again = await caller.notifications.markRead({ notificationId: first.id });
    expect(again.readAt).toEqual(read.readAt);

    expect(await caller.notifications.markAllRead()).toEqual({ marked: start.unreadCount - 1 });
    expect((await caller.notifications.list()).unreadCount).toBe(0);

    await caller.notifications.dismiss({ notificationId: second.id });
    const after = await caller.notifications.list();
    expect(after.items.map((n) => n.id)).not.toContain(second.id);
    expect(await codeOf(caller.notifications.dismiss({ notificationId: second.id }))).toBe(
      'NOT_FOUND',
    );
    expect(await codeOf(caller.notifications.markRead({ notificationId: second.id }))).toBe(
      'NOT_FOUND',
    );
  });

  it('the bell counts unread beyond the listed page', async () => {
    const email = ACTORS.sergeant;
    const user = await h.userByEmail(email);
    const before = (await listOf(email)).unreadCount;
    await h.db
      .insertInto('notifications')
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          userId: user.id,
          clubId: h.demo.clubId,
          kind: 'meeting' as const,
          title: `Bulk ${i}`,
          body: 'x',
        })),
      )
      .execute();
    const list = await listOf(email);
    expect(list.items).toHaveLength(50);
    expect(list.unreadCount).toBe(before + 55);
  });
});

describe('one’s own only', () => {
  it('another person’s notification is not found, unchanged, through both doors', async () => {
    const mine = await personWithNotification(ACTORS.secretary, 'Private');
    const other = await h.callerAs(ACTORS.member);
    expect((await other.notifications.list()).items.map((n) => n.id)).not.toContain(mine.id);
    expect(await codeOf(other.notifications.markRead({ notificationId: mine.id }))).toBe(
      'NOT_FOUND',
    );
    expect(await codeOf(other.notifications.dismiss({ notificationId: mine.id }))).toBe(
      'NOT_FOUND',
    );
    await other.notifications.markAllRead();

    const read = await rest(h, 'POST', `/api/notifications/${mine.id}/read`, ACTORS.member, {});
    expect(read.statusCode).toBe(404);
    const dismissed = await rest(
      h,
      'POST',
      `/api/notifications/${mine.id}/dismiss`,
      ACTORS.member,
      {},
    );
    expect(dismissed.statusCode).toBe(404);

    const owner = await listOf(ACTORS.secretary);
    expect(owner.items.find((n) => n.id === mine.id)).toMatchObject({ read: false });
  });

  it('the REST door lists, marks and dismisses the caller’s own', async () => {
    const mine = await personWithNotification(ACTORS.officer, 'By script');
    const listed = await rest(h, 'GET', '/api/notifications', ACTORS.officer);
    expect(listed.statusCode).toBe(200);
    const body = listed.json<{ items: { id: number }[] }>();
    expect(body.items.map((n) => n.id)).toContain(mine.id);
    expect(listed.headers['cache-control']).toBe('no-store');

    const read = await rest(h, 'POST', `/api/notifications/${mine.id}/read`, ACTORS.officer, {});
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: mine.id, read: true });
    const all = await rest(h, 'POST', '/api/notifications/read-all', ACTORS.officer, {});
    expect(all.statusCode).toBe(200);
    const gone = await rest(h, 'POST', `/api/notifications/${mine.id}/dismiss`, ACTORS.officer, {});
    expect(gone.json()).toEqual({ id: mine.id, dismissed: true });
    expect((await rest(h, 'GET', '/api/notifications', null)).statusCode).toBe(401);
  });
});

describe('the account', () => {
  it('exports the person’s notifications, dismissed ones too, and deletes them with it', async () => {
    const email = `leaving.${Date.now()}@example.org`;
    await (
      await h.callerAs(ACTORS.vpm)
    ).members.add({
      clubId: h.demo.clubId,
      name: 'Lee Leaving',
      email,
      role: 'member',
    });
    const kept = await personWithNotification(email, 'Kept');
    const gone = await personWithNotification(email, 'Dismissed');
    await (await h.callerAs(email)).notifications.dismiss({ notificationId: gone.id });

    const exported = await (await h.callerAs(email)).account.export();
    expect(exported.notifications.map((n) => [n.id, n.dismissedAt !== null])).toEqual([
      [kept.id, false],
      [gone.id, true],
    ]);

    const user = await h.userByEmail(email);
    await (await h.callerAs(email)).account.delete();
    const left = await h.db
      .selectFrom('notifications')
      .select('id')
      .where('userId', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
