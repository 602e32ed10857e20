// Records of every kind for one club, made through the API as its president (a few through the
// database, as the demo seed writes them), so a club's own figures and lists can be checked
// against a neighbour full of data: people (members on Pathways levels, an officer, guests, a
// former member), meetings held, cancelled and ahead, confirmed roles and what they credited,
// RSVPs with meals, a guest's visit, contact and interest, mentorship pairs, Pathways completions
// (approved and waiting), an invitation, notifications, a calendar feed, a template and a menu.
import type { ApiHarness } from './harness.js';
import { inDays } from './helpers.js';

/** The meal every RSVP with a meal chooses here, and its price. */
export const CLUB_RECORDS_MEAL_CENTS = 2750;

export interface ClubRecordsOptions {
  clubId: number;
  presidentEmail: string;
  /** Makes the e-mail addresses and names of this round unique (call it again with another). */
  tag: string;
}

export interface ClubRecords {
  /** The held meetings, oldest first: 17, 10 and 3 days ago. */
  heldMeetingIds: number[];
  cancelledMeetingId: number;
  upcomingMeetingId: number;
  userIds: Record<'a' | 'b' | 'c' | 'd' | 'officer' | 'guest1' | 'guest2' | 'former', number>;
}

/**
 * What one round adds to a club's reports, whatever else the club holds:
 * - 7 active people (4 members, 1 officer, 2 guests) and a former member;
 * - 3 meetings held in the last month, with 5 confirmed roles each (2 speeches), 1 cancelled,
 *   1 ahead;
 * - at each held meeting 4 people attending (3 with a meal at $27.50, 1 without), 1 not
 *   attending, and at the oldest a guest attending too: attendance 5, 4, 4; revenue $247.50;
 * - Pathways: member a on level 2, member b on level 4, member c on level 1.
 */
export const CLUB_RECORDS_ROUND = {
  activePeople: 7,
  members: 4,
  officers: 1,
  guests: 2,
  held: 3,
  cancelled: 1,
  ahead: 1,
  speeches: 6,
  attendance: [5, 4, 4],
  revenueCents: 3 * 3 * CLUB_RECORDS_MEAL_CENTS,
  /** Level → people of this round on it. */
  levels: { 1: 1, 2: 1, 4: 1 } as Record<number, number>,
};

async function pathwayId(h: ApiHarness, name: string): Promise<number> {
  const row = await h.db
    .selectFrom('pathways')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function firstProjectOf(h: ApiHarness, pathway: number): Promise<number[]> {
  const rows = await h.db
    .selectFrom('levelProjects as lp')
    .innerJoin('pathwayLevels as pl', 'pl.id', 'lp.levelId')
    .select('lp.projectId')
    .where('pl.pathwayId', '=', pathway)
    .where('pl.level', '=', 1)
    .orderBy('lp.order')
    .execute();
  return rows.map((r) => r.projectId);
}

/** Moves a meeting to a past day (the API schedules only ahead), keeping its time of day. */
async function moveToDay(h: ApiHarness, meetingId: number, date: string) {
  await h.db
    .updateTable('meetings')
    .set({ date, scheduledAt: new Date(`${date}T08:00:00Z`) })
    .where('id', '=', meetingId)
    .execute();
}

export async function giveClubRecords(
  h: ApiHarness,
  { clubId, presidentEmail, tag }: ClubRecordsOptions,
): Promise<ClubRecords> {
  const president = await h.callerAs(presidentEmail);
  const presidentId = (await h.userByEmail(presidentEmail)).id;
  const email = (who: string) => `${tag}.${who}@example.org`;
  const person = async (who: string, role: 'member' | 'guest' | 'officer') => {
    await president.members.add({ clubId, name: `${tag} ${who}`, email: email(who), role });
    return (await h.userByEmail(email(who))).id;
  };
  const userIds = {
    a: await person('a', 'member'),
    b: await person('b', 'member'),
    c: await person('c', 'member'),
    d: await person('d', 'member'),
    officer: await person('officer', 'officer'),
    guest1: await person('guest1', 'guest'),
    guest2: await person('guest2', 'guest'),
    former: await person('former', 'member'),
  };
  await president.members.setStatus({ clubId, userId: userIds.former, status: 'inactive' });

  const meal = await president.menuItems.create({
    clubId,
    name: `${tag} Curry`,
    category: 'meal',
    price: CLUB_RECORDS_MEAL_CENTS / 100,
  });
  await president.agendaTemplates.create({
    clubId,
    name: `${tag} Template`,
    content: 'Opening',
    isDefault: false,
    meetingDuration: 60,
  });

  // Three meetings held, made ahead (roles, RSVPs), then moved into the past and completed.
  const holders = [
    ['toastmaster', presidentId],
    ['speaker1', userIds.a],
    ['speaker2', userIds.b],
    ['evaluator1', userIds.c],
    ['timer', userIds.officer],
  ] as const;
  const heldMeetingIds: number[] = [];
  for (const [n, daysAgo] of [17, 10, 3].entries()) {
    const meeting = await president.meetings.create({
      clubId,
      title: `${tag} held ${n}`,
      scheduledDate: inDays(60 + n),
      scheduledTime: '19:00',
    });
    for (const [roleType, userId] of holders) {
      const role = await president.meetingRoles.add({ meetingId: meeting.id, roleType });
      await president.meetingRoles.assign({ roleId: role.id, userId });
      await president.meetingRoles.confirm({ roleId: role.id });
    }
    const rsvp = (userId: number, status: 'attending' | 'not_attending', hasMeal: boolean) =>
      president.rsvps.submit({
        meetingId: meeting.id,
        userId,
        status,
        hasMeal,
        ...(hasMeal ? { mealChoice: meal.name } : {}),
      });
    for (const userId of [userIds.a, userIds.b, userIds.c]) await rsvp(userId, 'attending', true);
    await rsvp(userIds.d, 'attending', false);
    await rsvp(userIds.officer, 'not_attending', false);
    if (n === 0) await rsvp(userIds.guest1, 'attending', false);
    await moveToDay(h, meeting.id, inDays(-daysAgo));
    await president.meetings.update({ meetingId: meeting.id, status: 'completed' });
    heldMeetingIds.push(meeting.id);
  }

  // The Timer's measured time of the first held meeting's first item, written back to the
  // president (their own times on the progress screen).
  await h.db
    .insertInto('meetingItemTimes')
    .values({
      meetingId: heldMeetingIds[0]!,
      itemIndex: 0,
      agendaItemId: '1',
      elapsedMs: 95_000,
      qualified: true,
      userId: presidentId,
    })
    .execute();

  const cancelled = await president.meetings.create({
    clubId,
    title: `${tag} cancelled`,
    scheduledDate: inDays(70),
    scheduledTime: '19:00',
  });
  await moveToDay(h, cancelled.id, inDays(-24));
  await president.meetings.update({ meetingId: cancelled.id, status: 'cancelled' });

  const upcoming = await president.meetings.create({
    clubId,
    title: `${tag} ahead`,
    scheduledDate: inDays(12),
    scheduledTime: '19:00',
  });
  await president.meetingRoles.add({ meetingId: upcoming.id, roleType: 'speaker1' });
  const timer = await president.meetingRoles.add({ meetingId: upcoming.id, roleType: 'timer' });
  await president.meetingRoles.assign({ roleId: timer.id, userId: userIds.d });
  // Member d offers the Timer role (it stays theirs until someone takes it).
  await (await h.callerAs(email('d'))).roleOffers.offer({ roleId: timer.id, note: `${tag} away` });
  await president.rsvps.submit({
    meetingId: upcoming.id,
    userId: userIds.a,
    status: 'attending',
    hasMeal: true,
    mealChoice: meal.name,
  });

  // Guests: a contact logged, an interest marked.
  await president.growth.logContact({
    clubId,
    userId: userIds.guest1,
    method: 'email',
    notes: `${tag} follow-up`,
  });
  await president.growth.setInterest({ clubId, userId: userIds.guest2, interested: true });

  // Pathways: levels as the seed writes them; member c walks a path through the API, with one
  // project approved and one waiting.
  for (const [userId, path, level] of [
    [userIds.a, 'Dynamic Leadership', 2],
    [userIds.b, 'Presentation Mastery', 4],
  ] as const) {
    await h.db
      .updateTable('memberProfiles')
      .set({ pathwaysPath: path, currentLevel: level })
      .where('clubId', '=', clubId)
      .where('userId', '=', userId)
      .execute();
  }
  const leadership = await pathwayId(h, 'Dynamic Leadership');
  const [first, second] = await firstProjectOf(h, leadership);
  const memberC = await h.callerAs(email('c'));
  await memberC.pathways.choose({ clubId, pathwayId: leadership });
  await president.pathways.recordCompletion({
    clubId,
    userId: userIds.c,
    projectId: first!,
    completedOn: inDays(-10),
  });
  await memberC.pathways.submitCompletion({ clubId, projectId: second!, completedOn: inDays(-3) });

  // Mentorship: an active pair and a proposal.
  await h.db
    .insertInto('mentorshipPairs')
    .values([
      {
        clubId,
        mentorId: presidentId,
        menteeId: userIds.a,
        status: 'active',
        startedAt: new Date(),
      },
      { clubId, mentorId: userIds.officer, menteeId: userIds.b, status: 'proposed' },
    ])
    .execute();

  await president.invites.create({ clubId, role: 'guest', expiresInDays: 7 });
  await h.db
    .insertInto('notifications')
    .values({ userId: userIds.d, clubId, kind: 'role', title: `${tag} note`, body: 'Proof' })
    .execute();
  await (await h.callerAs(email('a'))).calendarFeed.create();

  return {
    heldMeetingIds,
    cancelledMeetingId: cancelled.id,
    upcomingMeetingId: upcoming.id,
    userIds,
  };
}
