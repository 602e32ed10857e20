// Meeting night's votes and Ah-Counter on the real database: who opens, closes and taps (both
// doors), ballots (one per person per category, changeable until the close, racing ones leave
// one), secrecy before the close, ties, a speaker disqualified by the Timer, guests refused
// unless the club lets them vote, a tap retried three times counting once, and the write-back a
// completed meeting keeps.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeBackVotesAndFillers } from '../src/features/live/live-votes.service.js';
import { LIVE_CHANNEL } from '../src/live/bus.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, codeOf, errorOf, freshMeeting, raceTest, rest } from './helpers.js';

/** The shared clock (the Timer's test moves it). */
let clock = new Date('2026-12-01T08:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

describe('votes and the Ah-Counter', () => {
  let h: ApiHarness;
  const ids: Record<string, number> = {};
  const names: Record<string, string> = {};
  const caller = (as: string | null) => h.callerAs(as);

  /** A fresh meeting with its speakers, evaluators, Ah-Counter and Vote Counter. */
  async function votingMeeting(title: string) {
    const meetingId = (await freshMeeting(h, 30, title)).id;
    const president = await caller(ACTORS.president);
    await president.meetingRoles.add({ meetingId, roleType: 'vote_counter' });
    const holders: [string, string][] = [
      ['speaker1', ACTORS.member],
      ['speaker2', ACTORS.member2],
      ['evaluator1', ACTORS.officer],
      ['evaluator2', ACTORS.secretary],
      ['ah_counter', ACTORS.officer],
      ['vote_counter', ACTORS.sergeant],
    ];
    for (const [roleType, email] of holders) {
      await h.db
        .updateTable('meetingRoles')
        .set({ userId: ids[email]!, status: 'assigned' })
        .where('meetingId', '=', meetingId)
        .where('roleType', '=', roleType)
        .execute();
    }
    return meetingId;
  }

  beforeAll(async () => {
    h = await createApiHarness({ now: () => clock });
    for (const email of Object.values(ACTORS)) {
      const user = await h.userByEmail(email);
      ids[email] = user.id;
      names[email] = `${user.firstName} ${user.lastName}`;
    }
    // The officer is both an evaluator and the Ah-Counter.
    await h.db
      .updateTable('clubs')
      .set({ rolesPerMember: 2 })
      .where('id', '=', h.demo.clubId)
      .execute();
  });

  afterAll(async () => {
    await h.close();
  });

  describe('who controls', () => {
    let meetingId: number;
    beforeAll(async () => {
      meetingId = await votingMeeting('Who controls');
    });

    // Closing voting that never opened is a conflict once the caller may do it.
    it.each<[string, string | null, string]>([
      ['the Vote Counter', ACTORS.sergeant, 'CONFLICT'],
      ['a manager (VPE)', ACTORS.vpe, 'CONFLICT'],
      ['the Ah-Counter', ACTORS.officer, 'FORBIDDEN'],
      ['a member without the role', ACTORS.member, 'FORBIDDEN'],
      ['a guest', ACTORS.guest, 'FORBIDDEN'],
      ['an outsider', ACTORS.outsider, 'NOT_FOUND'],
      ['signed out', null, 'UNAUTHORIZED'],
    ])('%s closing voting: %s', async (_name, as, code) => {
      const live = (await caller(as)).live;
      expect(await codeOf(live.voting({ meetingId, action: 'close' }))).toBe(code);
    });

    // A word the club does not count is refused as bad input once the caller may tap.
    it.each<[string, string | null, string]>([
      ['the Ah-Counter', ACTORS.officer, 'BAD_REQUEST'],
      ['a manager (VPE)', ACTORS.vpe, 'BAD_REQUEST'],
      ['the Vote Counter', ACTORS.sergeant, 'FORBIDDEN'],
      ['a member without the role', ACTORS.member, 'FORBIDDEN'],
      ['a guest', ACTORS.guest, 'FORBIDDEN'],
      ['an outsider', ACTORS.outsider, 'NOT_FOUND'],
      ['signed out', null, 'UNAUTHORIZED'],
    ])('%s tapping: %s', async (_name, as, code) => {
      const live = (await caller(as)).live;
      const tap = { meetingId, tapId: 'who-taps-1', speakerId: ids[ACTORS.member]!, word: 'hmm' };
      expect(await codeOf(live.fillerTap(tap))).toBe(code);
    });

    it('answers the same on the REST door', async () => {
      const base = `/api/meetings/${meetingId}/live`;
      expect(
        (await rest(h, 'POST', `${base}/votes`, ACTORS.member, { action: 'open' })).statusCode,
      ).toBe(403);
      expect(
        (await rest(h, 'POST', `${base}/votes`, ACTORS.outsider, { action: 'open' })).statusCode,
      ).toBe(404);
      expect(
        (await rest(h, 'POST', `${base}/votes`, ACTORS.vpe, { action: 'close' })).statusCode,
      ).toBe(409);
      expect(
        (await rest(h, 'POST', `${base}/votes`, ACTORS.vpe, { action: 'count' })).statusCode,
      ).toBe(400);
      const tap = { tapId: 'rest-tap-1', speakerId: ids[ACTORS.member], word: 'um' };
      expect((await rest(h, 'POST', `${base}/fillers`, ACTORS.member, tap)).statusCode).toBe(403);
      expect(
        (await rest(h, 'POST', `${base}/fillers`, ACTORS.officer, { ...tap, delta: 2 })).statusCode,
      ).toBe(400);
      const ballot = { category: 'Best Speaker', candidateId: ids[ACTORS.member] };
      expect((await rest(h, 'POST', `${base}/ballots`, ACTORS.guest, ballot)).statusCode).toBe(403);
      expect((await rest(h, 'POST', `${base}/ballots`, ACTORS.member, ballot)).statusCode).toBe(
        409,
      );
      expect(
        (await rest(h, 'POST', `${base}/ballots`, ACTORS.member, { category: 'Best Speaker' }))
          .statusCode,
      ).toBe(400);
      const mine = await rest(h, 'GET', `${base}/ballots/mine`, ACTORS.member);
      expect(mine.json()).toEqual({ ballots: [] });
      expect((await rest(h, 'GET', `${base}/votes`, ACTORS.guest)).json()).toEqual({
        status: 'not_open',
        categories: [],
      });
      expect((await rest(h, 'GET', `${base}/fillers`, ACTORS.outsider)).statusCode).toBe(404);
    });
  });

  describe('a night’s voting', () => {
    let meetingId: number;
    beforeAll(async () => {
      meetingId = await votingMeeting('Voting night');
    });
    const ballot = async (as: string, category: string, candidate: string) =>
      (await caller(as)).live.ballot({ meetingId, category, candidateId: ids[candidate]! });

    it('shows the categories and their candidates before voting opens, and takes no ballot', async () => {
      const state = await (await caller(ACTORS.member)).live.state({ meetingId });
      expect(state.votes.status).toBe('not_open');
      const byName = Object.fromEntries(state.votes.categories.map((c) => [c.name, c]));
      expect(byName['Best Speaker']?.candidateIds).toEqual([
        ids[ACTORS.member],
        ids[ACTORS.member2],
      ]);
      expect(byName['Best Evaluator']?.candidateIds).toEqual([
        ids[ACTORS.officer],
        ids[ACTORS.secretary],
      ]);
      expect(byName['Best Table Topics']?.candidateIds).toContain(ids[ACTORS.guest]);
      const refused = await errorOf(ballot(ACTORS.member, 'Best Speaker', ACTORS.member));
      expect([refused.code, refused.message]).toEqual(['CONFLICT', 'Voting is not open.']);
    });

    it('bars a speaker the Timer disqualified for time', async () => {
      // The Timer (here the VPE) times Prepared Speech 2 at ten minutes: over the 7:30 limit.
      const vpe = (await caller(ACTORS.vpe)).live;
      let state = await vpe.state({ meetingId });
      const speech2 = state.items.findIndex((item) => item.activity === 'Prepared Speech 2');
      while (state.timer.itemIndex < speech2)
        state = await vpe.timer({ meetingId, action: 'next' });
      await vpe.timer({ meetingId, action: 'start' });
      advance(600);
      state = await vpe.timer({ meetingId, action: 'stop' });
      expect(state.results).toContainEqual({
        itemIndex: speech2,
        elapsedMs: 600_000,
        qualified: false,
      });
      const best = state.votes.categories.find((c) => c.name === 'Best Speaker');
      expect(best?.disqualifiedIds).toEqual([ids[ACTORS.member2]]);
    });

    it('opens (the Vote Counter), announcing a new version with no counts in it', async () => {
      const before = await (await caller(ACTORS.member)).live.state({ meetingId });
      const state = await (
        await caller(ACTORS.sergeant)
      ).live.voting({ meetingId, action: 'open' });
      expect(state.version).toBe(before.version + 1);
      expect(state.votes).toMatchObject({ status: 'open', winners: [] });
      const again = await errorOf(
        (await caller(ACTORS.vpe)).live.voting({ meetingId, action: 'open' }),
      );
      expect([again.code, again.message]).toEqual(['CONFLICT', 'Voting is already open.']);
    });

    it('refuses a disqualified speaker, someone not standing and an unknown category', async () => {
      for (const [category, candidate, message] of [
        [
          'Best Speaker',
          ACTORS.member2,
          'That speaker was disqualified for time and cannot be chosen.',
        ],
        ['Best Speaker', ACTORS.officer, 'That person is not standing in this category.'],
        ['Best Heckler', ACTORS.member, 'There is no such vote category.'],
      ] as const) {
        const error = await errorOf(ballot(ACTORS.vpe, category, candidate));
        expect([error.code, error.message]).toEqual(['BAD_REQUEST', message]);
      }
    });

    it('takes one ballot per person per category, changeable, and tells the voter it is in', async () => {
      const first = await ballot(ACTORS.member2, 'Best Evaluator', ACTORS.officer);
      expect(first.ballots).toEqual([
        { category: 'Best Evaluator', candidateId: ids[ACTORS.officer] },
      ]);
      const changed = await ballot(ACTORS.member2, 'Best Evaluator', ACTORS.secretary);
      expect(changed.ballots).toEqual([
        { category: 'Best Evaluator', candidateId: ids[ACTORS.secretary] },
      ]);
      const mine = await (await caller(ACTORS.member2)).live.myBallots({ meetingId });
      expect(mine).toEqual(changed);
      const rows = await h.db
        .selectFrom('meetingBallots')
        .select('candidateId')
        .where('meetingId', '=', meetingId)
        .where('voterId', '=', ids[ACTORS.member2]!)
        .execute();
      expect(rows).toEqual([{ candidateId: ids[ACTORS.secretary] }]);
    });

    it('keeps the count secret while voting is open, and a ballot announces nothing', async () => {
      const before = await (await caller(ACTORS.member)).live.state({ meetingId });
      await ballot(ACTORS.member, 'Best Speaker', ACTORS.member);
      await ballot(ACTORS.vpe, 'Best Speaker', ACTORS.member);
      await ballot(ACTORS.vpe, 'Best Evaluator', ACTORS.officer);
      const state = await (await caller(ACTORS.president)).live.state({ meetingId });
      expect(state.version).toBe(before.version);
      expect(state.votes.winners).toEqual([]);
      expect(JSON.stringify(state.votes)).not.toMatch(/votes"|count/i);
      const results = await (await caller(ACTORS.president)).live.voteResults({ meetingId });
      expect(results).toEqual({ status: 'open', categories: [] });
    });

    it('closes with the winners, ties said as ties, and then takes no ballot', async () => {
      const state = await (
        await caller(ACTORS.sergeant)
      ).live.voting({ meetingId, action: 'close' });
      expect(state.votes.status).toBe('closed');
      expect(state.votes.winners).toEqual([
        { category: 'Best Speaker', winnerIds: [ids[ACTORS.member]], tie: false },
        {
          category: 'Best Evaluator',
          winnerIds: [ids[ACTORS.officer], ids[ACTORS.secretary]],
          tie: true,
        },
        { category: 'Best Table Topics', winnerIds: [], tie: false },
      ]);
      const results = await (await caller(ACTORS.guest)).live.voteResults({ meetingId });
      expect(results.categories[1]).toMatchObject({ category: 'Best Evaluator', tie: true });
      expect(results.categories[0]?.winners).toEqual([
        { userId: ids[ACTORS.member], name: expect.any(String) as string },
      ]);
      const late = await errorOf(ballot(ACTORS.member, 'Best Speaker', ACTORS.member));
      expect(late.code).toBe('CONFLICT');
      const reopen = await errorOf(
        (await caller(ACTORS.vpe)).live.voting({ meetingId, action: 'open' }),
      );
      expect([reopen.code, reopen.message]).toEqual(['CONFLICT', 'Voting has closed.']);
    });

    it('the report shows the winners from the console’s tally before the meeting is completed', async () => {
      const report = await (await caller(ACTORS.guest)).meetings.report({ meetingId });
      expect(report.votes).toEqual({
        status: 'closed',
        categories: [
          {
            category: 'Best Speaker',
            winners: [{ userId: ids[ACTORS.member], name: names[ACTORS.member] }],
            tie: false,
          },
          {
            category: 'Best Evaluator',
            winners: [
              { userId: ids[ACTORS.officer], name: names[ACTORS.officer] },
              { userId: ids[ACTORS.secretary], name: names[ACTORS.secretary] },
            ],
            tie: true,
          },
          { category: 'Best Table Topics', winners: [], tie: false },
        ],
      });
    });

    it('writes the winners as awards when the meeting is completed, once however often it runs', async () => {
      const awards = () =>
        h.db
          .selectFrom('meetingAwards')
          .select(['category', 'userId', 'tie'])
          .where('meetingId', '=', meetingId)
          .orderBy('category')
          .orderBy('userId')
          .execute();
      const expected = [
        { category: 'Best Evaluator', userId: ids[ACTORS.officer]!, tie: true },
        { category: 'Best Evaluator', userId: ids[ACTORS.secretary]!, tie: true },
        { category: 'Best Speaker', userId: ids[ACTORS.member]!, tie: false },
      ].sort((a, b) => a.category.localeCompare(b.category) || a.userId - b.userId);
      await (await caller(ACTORS.vpe)).meetings.update({ meetingId, status: 'completed' });
      expect(await awards()).toEqual(expected);
      await h.db
        .transaction()
        .execute((trx) => writeBackVotesAndFillers(trx, h.demo.clubId, meetingId));
      expect(await awards()).toEqual(expected);
    });

    it('the report of the completed meeting reads the awards written back (REST too)', async () => {
      // The console's tally is no longer read: a winner taken out of it stays in the report.
      await h.db
        .updateTable('meetingVotes')
        .set({ winners: JSON.stringify([]) })
        .where('meetingId', '=', meetingId)
        .execute();
      const report = await (await caller(ACTORS.member2)).meetings.report({ meetingId });
      const sorted = (list: { userId: number; name: string }[]) =>
        [...list].sort((a, b) => a.name.localeCompare(b.name) || a.userId - b.userId);
      expect(report.votes).toEqual({
        status: 'closed',
        categories: [
          {
            category: 'Best Evaluator',
            winners: sorted([
              { userId: ids[ACTORS.officer]!, name: names[ACTORS.officer]! },
              { userId: ids[ACTORS.secretary]!, name: names[ACTORS.secretary]! },
            ]),
            tie: true,
          },
          {
            category: 'Best Speaker',
            winners: [{ userId: ids[ACTORS.member], name: names[ACTORS.member] }],
            tie: false,
          },
        ].sort((a, b) => a.category.localeCompare(b.category)),
      });
      const response = await rest(h, 'GET', `/api/meetings/${meetingId}/report`, ACTORS.member);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ votes: unknown }>().votes).toEqual(report.votes);
    });

    it('puts the awards on the club’s achievements and on each winner’s own progress', async () => {
      const meeting = await h.db
        .selectFrom('meetings')
        .select(['title', 'date'])
        .where('id', '=', meetingId)
        .executeTakeFirstOrThrow();
      const award = (category: string, tie: boolean) => ({
        meetingId,
        meetingTitle: meeting.title,
        date: meeting.date,
        category,
        tie,
      });
      const club = await (await caller(ACTORS.president)).pathways.club({ clubId: h.demo.clubId });
      const awardsOf = (email: string) =>
        club
          .find((row) => row.userId === ids[email])
          ?.awards.filter((a) => a.meetingId === meetingId);
      expect(awardsOf(ACTORS.member)).toEqual([award('Best Speaker', false)]);
      expect(awardsOf(ACTORS.officer)).toEqual([award('Best Evaluator', true)]);
      expect(awardsOf(ACTORS.secretary)).toEqual([award('Best Evaluator', true)]);
      expect(awardsOf(ACTORS.member2)).toEqual([]);
      const own = await (await caller(ACTORS.member)).meetings.myTimes({ clubId: h.demo.clubId });
      expect(own.awards.filter((a) => a.meetingId === meetingId)).toEqual([
        award('Best Speaker', false),
      ]);
      const none = await (await caller(ACTORS.member2)).meetings.myTimes({ clubId: h.demo.clubId });
      expect(none.awards.filter((a) => a.meetingId === meetingId)).toEqual([]);
    });
  });

  describe('guests', () => {
    it('vote only when the club lets them', async () => {
      const meetingId = await votingMeeting('Guests vote');
      await (await caller(ACTORS.vpe)).live.voting({ meetingId, action: 'open' });
      const guest = (await caller(ACTORS.guest)).live;
      const choice = { meetingId, category: 'Best Speaker', candidateId: ids[ACTORS.member]! };
      expect(await codeOf(guest.ballot(choice))).toBe('FORBIDDEN');
      const settings = { voteCategories: ['Best Joke'], fillerWords: [], guestsMayVote: true };
      const president = (await caller(ACTORS.president)).live;
      expect(
        await codeOf(
          (await caller(ACTORS.member)).live.updateSettings({ clubId: h.demo.clubId, ...settings }),
        ),
      ).toBe('FORBIDDEN');
      await president.updateSettings({ clubId: h.demo.clubId, ...settings });
      expect((await guest.ballot(choice)).ballots).toHaveLength(1);
      // The club's own category is voted in like the standard ones.
      await guest.ballot({ meetingId, category: 'Best Joke', candidateId: ids[ACTORS.vpe]! });
      await president.updateSettings({ clubId: h.demo.clubId, ...settings, guestsMayVote: false });
      expect(await codeOf(guest.ballot(choice))).toBe('FORBIDDEN');
      const state = await guest.state({ meetingId });
      expect(state.votes.categories.map((c) => c.name)).toContain('Best Joke');
    });
  });

  describe('the club’s own settings', () => {
    it('reads back what a manager set, the standard words and categories left out (REST too)', async () => {
      const president = (await caller(ACTORS.president)).live;
      await president.updateSettings({
        clubId: h.demo.clubId,
        voteCategories: ['Best Speaker', 'Best Joke', ' best joke '],
        fillerWords: ['um', 'Basically', 'right'],
        guestsMayVote: true,
      });
      const read = await (await caller(ACTORS.member)).live.settings({ clubId: h.demo.clubId });
      expect(read).toEqual({
        voteCategories: ['Best Joke'],
        fillerWords: ['basically', 'right'],
        guestsMayVote: true,
        timingPresets: {},
      });
      const response = await rest(
        h,
        'GET',
        `/api/clubs/${h.demo.clubId}/live-settings`,
        ACTORS.vpe,
      );
      expect(response.json()).toEqual(read);
      await president.updateSettings({
        clubId: h.demo.clubId,
        voteCategories: [],
        fillerWords: [],
        guestsMayVote: false,
      });
    });
  });

  describe('the club’s own timing presets', () => {
    /** A meeting of a club whose rows carry no lights of their own: the presets decide. */
    async function unlitMeeting(clubId: number, as: string) {
      const meeting = await (
        await caller(as)
      ).meetings.create({
        clubId,
        title: 'Presets',
        scheduledDate: '2027-02-01',
        scheduledTime: '19:00',
      });
      const row = (id: string, activity: string, roleType: string) => ({
        id,
        time: '19:00',
        activity,
        maxTime: '',
        greenTime: '',
        amberTime: '',
        redTime: '',
        presenter: '',
        roleType,
      });
      const agenda = [
        row('1', 'Prepared Speech 1', 'speaker1'),
        row('2', 'Evaluation of Speech 1', 'evaluator1'),
        // The built-in agenda's lights (the standard preset's): the club's preset replaces them.
        {
          ...row('3', 'Prepared Speech 2', 'speaker2'),
          greenTime: '5:00',
          amberTime: '6:00',
          redTime: '7:00',
        },
        // Lights of the item's own: they stay.
        {
          ...row('4', 'Prepared Speech 3', 'speaker3'),
          greenTime: '5:00',
          amberTime: '5:30',
          redTime: '8:00',
        },
      ];
      await h.db
        .updateTable('meetings')
        .set({ agenda: JSON.stringify(agenda) })
        .where('id', '=', meeting.id)
        .execute();
      return meeting.id;
    }

    const standardSpeech = {
      greenSeconds: 300,
      amberSeconds: 360,
      redSeconds: 420,
      qualifyFromSeconds: 270,
      qualifyToSeconds: 450,
    };

    it('a club’s speech preset of 4–6 times its speeches 4:00/5:00/6:00, qualified 3:30–6:30; another club keeps the standard', async () => {
      const meetingId = await unlitMeeting(h.demo.clubId, ACTORS.vpe);
      const otherMeetingId = await unlitMeeting(h.demo.secondClubId, ACTORS.president2);
      const president = (await caller(ACTORS.president)).live;
      const saved = await president.updateSettings({
        clubId: h.demo.clubId,
        voteCategories: [],
        fillerWords: [],
        guestsMayVote: false,
        timingPresets: { speech: { minSeconds: 240, maxSeconds: 360 } },
      });
      expect(saved.timingPresets).toEqual({ speech: { minSeconds: 240, maxSeconds: 360 } });
      expect(
        (await (await caller(ACTORS.member)).live.settings({ clubId: h.demo.clubId }))
          .timingPresets,
      ).toEqual({ speech: { minSeconds: 240, maxSeconds: 360 } });

      const rules = (await (await caller(ACTORS.member)).live.state({ meetingId })).items.map(
        (item) => item.rule,
      );
      const clubSpeech = {
        greenSeconds: 240,
        amberSeconds: 300,
        redSeconds: 360,
        qualifyFromSeconds: 210,
        qualifyToSeconds: 390,
      };
      expect(rules).toEqual([
        clubSpeech,
        // A kind the club left out keeps the standard preset.
        {
          greenSeconds: 120,
          amberSeconds: 150,
          redSeconds: 180,
          qualifyFromSeconds: 90,
          qualifyToSeconds: 210,
        },
        clubSpeech,
        {
          greenSeconds: 300,
          amberSeconds: 330,
          redSeconds: 480,
          qualifyFromSeconds: 270,
          qualifyToSeconds: 510,
        },
      ]);
      const other = await (
        await caller(ACTORS.president2)
      ).live.state({
        meetingId: otherMeetingId,
      });
      expect(other.items[0]?.rule).toEqual(standardSpeech);
      expect(other.items[2]?.rule).toEqual(standardSpeech);
    });

    it('saved settings reach the club’s open consoles at once: each moves to a new version', async () => {
      const open = await unlitMeeting(h.demo.clubId, ACTORS.vpe);
      const over = await unlitMeeting(h.demo.clubId, ACTORS.vpe);
      const otherClub = await unlitMeeting(h.demo.secondClubId, ACTORS.president2);
      await h.db
        .insertInto('meetingLive')
        .values([
          { meetingId: open, clubId: h.demo.clubId, version: 5 },
          { meetingId: over, clubId: h.demo.clubId, version: 5 },
          { meetingId: otherClub, clubId: h.demo.secondClubId, version: 5 },
        ])
        .execute();
      await h.db
        .updateTable('meetings')
        .set({ status: 'completed' })
        .where('id', '=', over)
        .execute();
      const heard: string[] = [];
      const listener = await h.listen(LIVE_CHANNEL, {
        onNotify: (payload) => heard.push(payload),
        onGap: () => undefined,
      });
      try {
        await (
          await caller(ACTORS.president)
        ).live.updateSettings({
          clubId: h.demo.clubId,
          voteCategories: [],
          fillerWords: [],
          guestsMayVote: false,
          timingPresets: { speech: { minSeconds: 240, maxSeconds: 360 } },
        });
        const versionOf = async (as: string, meetingId: number) =>
          (await (await caller(as)).live.state({ meetingId })).version;
        expect(await versionOf(ACTORS.member, open)).toBe(6);
        expect(await versionOf(ACTORS.member, over)).toBe(5);
        expect(await versionOf(ACTORS.president2, otherClub)).toBe(5);
        await vi.waitFor(() =>
          expect(heard).toContainEqual(JSON.stringify({ meetingId: open, version: 6 })),
        );
      } finally {
        await listener.close();
      }
    });

    it('a PUT without presets leaves them; bad presets are refused (both doors); {} clears them', async () => {
      const url = `/api/clubs/${h.demo.clubId}/live-settings`;
      const body = { voteCategories: [], fillerWords: [], guestsMayVote: false };
      const president = (await caller(ACTORS.president)).live;
      await president.updateSettings({
        clubId: h.demo.clubId,
        ...body,
        timingPresets: { table_topics: { minSeconds: 90, maxSeconds: 150 } },
      });
      const put = await rest(h, 'PUT', url, ACTORS.president, body);
      expect(put.statusCode).toBe(200);
      expect(put.json<{ timingPresets: unknown }>().timingPresets).toEqual({
        table_topics: { minSeconds: 90, maxSeconds: 150 },
      });
      for (const timingPresets of [
        { speech: { minSeconds: 360, maxSeconds: 240 } },
        { speech: { minSeconds: 20, maxSeconds: 240 } },
        { speech: { minSeconds: 240, maxSeconds: 1801 } },
        { keynote: { minSeconds: 240, maxSeconds: 360 } },
      ]) {
        expect(
          (await rest(h, 'PUT', url, ACTORS.president, { ...body, timingPresets })).statusCode,
        ).toBe(400);
      }
      expect(
        await codeOf(
          president.updateSettings({
            clubId: h.demo.clubId,
            ...body,
            timingPresets: { evaluation: { minSeconds: 180, maxSeconds: 180 } },
          }),
        ),
      ).toBe('BAD_REQUEST');
      expect(
        (await rest(h, 'PUT', url, ACTORS.member, { ...body, timingPresets: {} })).statusCode,
      ).toBe(403);
      expect(
        (await rest(h, 'GET', url, ACTORS.vpe)).json<{ timingPresets: unknown }>().timingPresets,
      ).toEqual({
        table_topics: { minSeconds: 90, maxSeconds: 150 },
      });
      await president.updateSettings({ clubId: h.demo.clubId, ...body, timingPresets: {} });
      expect((await president.settings({ clubId: h.demo.clubId })).timingPresets).toEqual({});
    });
  });

  describe('ballots racing', () => {
    raceTest('one ballot per person per category, however many arrive at once', async () => {
      const meetingId = await votingMeeting('Racing ballots');
      await (await caller(ACTORS.vpe)).live.voting({ meetingId, action: 'open' });
      const voters = [ACTORS.member, ACTORS.member2, ACTORS.officer];
      const live = await Promise.all(voters.map(async (v) => (await caller(v)).live));
      const candidates = [ids[ACTORS.member]!, ids[ACTORS.member2]!];
      const results = await Promise.allSettled(
        Array.from({ length: 24 }, (_, n) =>
          live[n % voters.length]!.ballot({
            meetingId,
            category: 'Best Speaker',
            candidateId: candidates[n % 2]!,
          }),
        ),
      );
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      const rows = await h.db
        .selectFrom('meetingBallots')
        .select(['voterId'])
        .where('meetingId', '=', meetingId)
        .execute();
      expect(rows.map((r) => r.voterId).sort()).toEqual(voters.map((v) => ids[v]!).sort());
    });

    raceTest('a close racing ballots counts each ballot it let in, and no later one', async () => {
      const meetingId = await votingMeeting('Racing the close');
      const vpe = (await caller(ACTORS.vpe)).live;
      await vpe.voting({ meetingId, action: 'open' });
      const member = (await caller(ACTORS.member)).live;
      const settled = await Promise.allSettled([
        ...Array.from({ length: 6 }, () =>
          member.ballot({ meetingId, category: 'Best Speaker', candidateId: ids[ACTORS.member2]! }),
        ),
        vpe.voting({ meetingId, action: 'close' }),
      ]);
      const accepted = settled.slice(0, 6).filter((r) => r.status === 'fulfilled').length;
      const state = await vpe.state({ meetingId });
      const best = state.votes.winners.find((w) => w.category === 'Best Speaker');
      expect(best?.winnerIds).toEqual(accepted > 0 ? [ids[ACTORS.member2]] : []);
    });
  });

  describe('the Ah-Counter', () => {
    let meetingId: number;
    beforeAll(async () => {
      meetingId = await votingMeeting('Ah-Counter night');
    });
    const tap = async (
      tapId: string,
      word: string,
      delta: 1 | -1 = 1,
      speaker: string = ACTORS.member,
    ) =>
      (await caller(ACTORS.officer)).live.fillerTap({
        meetingId,
        tapId,
        speakerId: ids[speaker]!,
        word,
        delta,
      });

    it('counts a tap retried three times once, and announces it once', async () => {
      const before = await (await caller(ACTORS.member)).live.state({ meetingId });
      for (let n = 0; n < 3; n += 1) await tap('tap-0001-um', 'um');
      const state = await (await caller(ACTORS.member)).live.state({ meetingId });
      expect(state.version).toBe(before.version + 1);
      expect(state.fillers.totals).toEqual([
        { speakerId: ids[ACTORS.member], word: 'um', count: 1 },
      ]);
    });

    raceTest('counts a tap retried three times at once, once', async () => {
      await Promise.all([1, 2, 3].map(() => tap('tap-0002-ah', 'ah')));
      const counts = await (await caller(ACTORS.guest)).live.fillerCounts({ meetingId });
      const member = counts.speakers.find((s) => s.speakerId === ids[ACTORS.member]);
      expect(member?.counts.find((c) => c.word === 'ah')).toEqual({ word: 'ah', count: 1 });
    });

    it('counts per speaker and word, takes a tap back, and counts the club’s own words', async () => {
      await (
        await caller(ACTORS.president)
      ).live.updateSettings({
        clubId: h.demo.clubId,
        voteCategories: [],
        fillerWords: ['Basically'],
        guestsMayVote: false,
      });
      await tap('tap-0003-um', 'um');
      await tap('tap-0004-yk', 'You Know', 1, ACTORS.member2);
      await tap('tap-0005-basically', 'basically', 1, ACTORS.member2);
      await tap('tap-0006-undo', 'um', -1);
      const counts = await (await caller(ACTORS.member)).live.fillerCounts({ meetingId });
      expect(counts.words).toContain('basically');
      const bySpeaker = Object.fromEntries(counts.speakers.map((s) => [s.speakerId, s]));
      expect(bySpeaker[ids[ACTORS.member2]!]).toMatchObject({
        counts: [
          { word: 'you know', count: 1 },
          { word: 'basically', count: 1 },
        ],
        total: 2,
      });
      expect(bySpeaker[ids[ACTORS.member]!]?.total).toBeGreaterThanOrEqual(1);
      const outsider = await errorOf(tap('tap-0007-x', 'um', 1, ACTORS.outsider));
      expect(outsider.code).toBe('BAD_REQUEST');
    });

    it('the report counts each speaker’s filler words, per word and in total, from the taps', async () => {
      const report = await (await caller(ACTORS.guest)).meetings.report({ meetingId });
      expect(report.fillers.words).toContain('basically');
      expect(report.fillers.speakers.find((s) => s.userId === ids[ACTORS.member2])).toEqual({
        userId: ids[ACTORS.member2],
        name: names[ACTORS.member2],
        counts: [
          { word: 'you know', count: 1 },
          { word: 'basically', count: 1 },
        ],
        total: 2,
      });
      expect(report.votes).toEqual({ status: 'not_open', categories: [] });
    });

    it('keeps each person’s filler counts when written back, the same however often', async () => {
      for (let n = 0; n < 2; n += 1) {
        await h.db
          .transaction()
          .execute((trx) => writeBackVotesAndFillers(trx, h.demo.clubId, meetingId));
      }
      const kept = await h.db
        .selectFrom('meetingFillerCounts')
        .select(['userId', 'word', 'count'])
        .where('meetingId', '=', meetingId)
        .where('userId', '=', ids[ACTORS.member2]!)
        .orderBy('word')
        .execute();
      expect(kept).toEqual([
        { userId: ids[ACTORS.member2], word: 'basically', count: 1 },
        { userId: ids[ACTORS.member2], word: 'you know', count: 1 },
      ]);
      // Nothing was voted at this meeting: no awards.
      const awards = await h.db
        .selectFrom('meetingAwards')
        .select('userId')
        .where('meetingId', '=', meetingId)
        .execute();
      expect(awards).toEqual([]);
    });

    it('takes no tap once the meeting is over', async () => {
      await h.db
        .updateTable('meetings')
        .set({ status: 'completed' })
        .where('id', '=', meetingId)
        .execute();
      const error = await errorOf(tap('tap-0008-late', 'um'));
      expect(error.code).toBe('CONFLICT');
    });

    it('the completed meeting’s report reads the counts written back, not the taps', async () => {
      // A tap slipped in after the write-back is not in the meeting's records.
      await h.db
        .insertInto('meetingFillerTaps')
        .values({
          meetingId,
          clubId: h.demo.clubId,
          tapId: 'tap-0009-after',
          speakerId: ids[ACTORS.member2]!,
          word: 'um',
          delta: 1,
        })
        .execute();
      const report = await (await caller(ACTORS.member)).meetings.report({ meetingId });
      expect(report.fillers.speakers.find((s) => s.userId === ids[ACTORS.member2])).toEqual({
        userId: ids[ACTORS.member2],
        name: names[ACTORS.member2],
        counts: [
          { word: 'you know', count: 1 },
          { word: 'basically', count: 1 },
        ],
        total: 2,
      });
    });
  });
});
