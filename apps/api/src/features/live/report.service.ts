// The meeting report (decisions 074 and 078): who was there (the check-ins), the Timer's results
// (each timed item's measured time against its qualifying window), the votes' winners and the
// Ah-Counter's counts. Once the meeting is completed the votes and counts come from what the
// completion wrote back (the awards, the filler counts); before, from the console's tables. Any
// member of the club reads it; a guest sees the attendance counts, not the names.
import type { Actor } from '@lectern/domain';
import type { MeetingReport } from '@lectern/domain/answers';
import { displayName, fullName, MY_TIMES_LIMIT, parseAgenda } from '@lectern/domain';
import { sql } from 'kysely';
import type { Executor } from '@lectern/db/executor';
import { appError } from '../../errors.js';
import { listMeetingAwards } from '@lectern/db/queries/pathways';
import { loadLiveState, type LiveState } from './live.service.js';

type Named = {
  userId: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};
type AwardRow = Named & { category: string; tie: boolean };
type FillerRow = Named & { word: string; count: number };

/** Each category's winners: the written-back awards once completed, the console's tally before. */
function reportVotes(
  live: LiveState,
  completed: boolean,
  awards: readonly AwardRow[],
): MeetingReport['votes'] {
  const status = live.votes.status;
  if (!completed) {
    const nameOf = (userId: number) =>
      live.people.find((person) => person.userId === userId)?.name ?? displayName(null);
    return {
      status,
      categories: live.votes.winners.map((w) => ({
        category: w.category,
        winners: w.winnerIds.map((userId) => ({ userId, name: nameOf(userId) })),
        tie: w.tie,
      })),
    };
  }
  // The tally kept at the close gives the categories and their order (a category nobody won
  // included); an award in a category the tally no longer names comes after.
  const names = [...live.votes.winners.map((w) => w.category)];
  for (const award of awards) if (!names.includes(award.category)) names.push(award.category);
  return {
    status: awards.length > 0 ? 'closed' : status,
    categories: names.map((category) => {
      const won = awards.filter((award) => award.category === category);
      return {
        category,
        winners: won.map((award) => ({ userId: award.userId, name: displayName(award) })),
        tie: won.some((award) => award.tie),
      };
    }),
  };
}

/** Each speaker's counts per word and total: written back once completed, the taps before. */
function reportFillers(
  live: LiveState,
  completed: boolean,
  written: readonly FillerRow[],
): MeetingReport['fillers'] {
  const words = live.fillers.words;
  const order = (word: string) => (words.includes(word) ? words.indexOf(word) : words.length);
  const rows = completed
    ? written.map((row) => ({
        userId: row.userId,
        name: displayName(row),
        word: row.word,
        count: row.count,
      }))
    : live.fillers.totals.map((row) => ({
        userId: row.speakerId,
        name:
          live.people.find((person) => person.userId === row.speakerId)?.name ?? displayName(null),
        word: row.word,
        count: row.count,
      }));
  const speakers = new Map<number, MeetingReport['fillers']['speakers'][number]>();
  for (const row of rows) {
    const speaker = speakers.get(row.userId) ?? {
      userId: row.userId,
      name: row.name,
      counts: [],
      total: 0,
    };
    speaker.counts.push({ word: row.word, count: row.count });
    speaker.total += row.count;
    speakers.set(row.userId, speaker);
  }
  const list = [...speakers.values()];
  for (const speaker of list) {
    speaker.counts.sort((a, b) => order(a.word) - order(b.word) || a.word.localeCompare(b.word));
  }
  list.sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
  return { words, speakers: list };
}

export async function meetingReport(
  db: Executor,
  meetingId: number,
  actor: Actor,
): Promise<MeetingReport> {
  const [meeting, live, attendees, awards, fillers] = await Promise.all([
    db
      .selectFrom('meetings')
      .select(['title', 'date', 'status'])
      .where('id', '=', meetingId)
      .executeTakeFirst(),
    loadLiveState(db, meetingId),
    db
      .selectFrom('meetingCheckIns as ci')
      .innerJoin('users as u', 'u.id', 'ci.userId')
      .leftJoin('clubMemberships as cm', (join) =>
        join.onRef('cm.clubId', '=', 'ci.clubId').onRef('cm.userId', '=', 'ci.userId'),
      )
      .select(['u.firstName', 'u.lastName', 'u.email', 'cm.role'])
      .where('ci.meetingId', '=', meetingId)
      .orderBy('u.firstName')
      .orderBy('u.lastName')
      .orderBy('ci.userId')
      .execute(),
    // What the completion wrote back (nothing before it): two indexed reads by the meeting.
    db
      .selectFrom('meetingAwards as a')
      .innerJoin('users as u', 'u.id', 'a.userId')
      .select(['a.category', 'a.userId', 'a.tie', 'u.firstName', 'u.lastName', 'u.email'])
      .where('a.meetingId', '=', meetingId)
      .orderBy('u.firstName')
      .orderBy('u.lastName')
      .orderBy('a.userId')
      .execute(),
    db
      .selectFrom('meetingFillerCounts as f')
      .innerJoin('users as u', 'u.id', 'f.userId')
      .select(['f.userId', 'f.word', 'f.count', 'u.firstName', 'u.lastName', 'u.email'])
      .where('f.meetingId', '=', meetingId)
      .execute(),
  ]);
  if (!meeting) throw appError('NOT_FOUND');
  const people = attendees.map((row) => ({
    name: fullName(row) || (row.email ?? ''),
    isGuest: row.role === 'guest' || row.role === null,
  }));
  const guests = people.filter((person) => person.isGuest).length;
  const completed = meeting.status === 'completed';
  const times = live.results.map((result) => {
    const item = live.items[result.itemIndex];
    return {
      itemIndex: result.itemIndex,
      activity: item?.activity ?? '',
      presenter: item?.presenter ?? '',
      elapsedMs: result.elapsedMs,
      qualified: result.qualified,
      qualifyFromSeconds: item?.rule?.qualifyFromSeconds ?? null,
      qualifyToSeconds: item?.rule?.qualifyToSeconds ?? null,
    };
  });
  return {
    meetingId,
    title: meeting.title,
    date: meeting.date,
    status: meeting.status,
    attendance: {
      members: people.length - guests,
      guests,
      people: actor.membership?.role === 'guest' ? [] : people,
    },
    times,
    votes: reportVotes(live, completed, awards),
    fillers: reportFillers(live, completed, fillers),
  };
}

/** A member's latest measured speeches and evaluations in the club, newest first. */
function timesOf(db: Executor, clubId: number, userId: number) {
  return db
    .selectFrom('meetingItemTimes as t')
    .innerJoin('meetings as m', 'm.id', 't.meetingId')
    .select([
      't.meetingId',
      't.itemIndex',
      't.agendaItemId',
      't.elapsedMs',
      't.qualified',
      'm.date',
    ])
    .where('t.userId', '=', userId)
    .where('m.clubId', '=', clubId)
    .orderBy('m.date', 'desc')
    .orderBy('t.meetingId', 'desc')
    .orderBy('t.itemIndex')
    .limit(MY_TIMES_LIMIT)
    .execute();
}

/**
 * A member's own measured speeches and evaluations in the club (linked to them when the meeting
 * was completed), newest first, and the awards meetings' votes gave them: three statements, the
 * times and the awards together, then the times' meetings' agendas.
 */
export async function myTimes(db: Executor, clubId: number, userId: number) {
  const [times, awards] = await Promise.all([
    timesOf(db, clubId, userId),
    listMeetingAwards(db, clubId, userId),
  ]);
  const meetingIds = [...new Set(times.map((time) => time.meetingId))];
  const meetings =
    meetingIds.length === 0
      ? []
      : await db
          .selectFrom('meetings')
          .select([
            'id',
            'agenda',
            sql<string | null>`to_char(start_time, 'HH24:MI')`.as('startTime'),
          ])
          .where('id', 'in', meetingIds)
          .execute();
  const agendas = new Map(
    meetings.map((meeting) => [meeting.id, parseAgenda(meeting.agenda, [], meeting.startTime)]),
  );
  return {
    items: times.map((time) => {
      const items = agendas.get(time.meetingId) ?? [];
      const item = items.find((row) => row.id === time.agendaItemId) ?? items[time.itemIndex];
      return {
        meetingId: time.meetingId,
        date: time.date,
        activity: item?.activity ?? '',
        elapsedMs: time.elapsedMs,
        qualified: time.qualified,
      };
    }),
    awards: awards.map((award) => ({
      meetingId: award.meetingId,
      meetingTitle: award.meetingTitle,
      date: award.date,
      category: award.category,
      tie: award.tie,
    })),
  };
}
