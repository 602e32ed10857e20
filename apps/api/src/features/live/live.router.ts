import { answer, authedProcedure, clubProcedure, router } from '../../trpc/init.js';
import { meetingProcedure } from '../../trpc/resources.js';
import * as schemas from './live-votes.schemas.js';
import * as votes from './live-votes.service.js';
import * as service from './live.service.js';

export const liveRouter = router({
  /** The server's clock, for phones to correct theirs (no club's records). */
  clock: authedProcedure
    .output(answer(service.liveClockSchema))
    .query(({ ctx }) => ({ serverTime: ctx.now().getTime() })),
  /** The console's state; any club member watches. */
  state: meetingProcedure('meeting:read')
    .output(answer(service.liveStateSchema))
    .query(({ ctx }) => service.loadLiveState(ctx.db, ctx.scope.meetingId)),
  /** A Timer's control: the meeting's Toastmaster, Timer, Ah-Counter, Vote Counter or a manager. */
  timer: meetingProcedure('meeting:read')
    .input(service.timerActionSchema)
    .output(answer(service.liveStateSchema))
    .mutation(({ ctx, input }) =>
      service.pressTimer(ctx.db, ctx.scope, ctx.actor, input, ctx.now()),
    ),
  /** The Vote Counter (or a manager) opens voting, or closes it: the winners are computed then. */
  voting: meetingProcedure('meeting:read')
    .input(schemas.votingActionSchema)
    .output(answer(service.liveStateSchema))
    .mutation(async ({ ctx, input }) => {
      await votes.setVoting(ctx.db, ctx.scope, ctx.actor, input, ctx.now());
      return service.loadLiveState(ctx.db, ctx.scope.meetingId);
    }),
  /** Casts or changes the caller's ballot in a category; answers with all of the caller's ballots. */
  ballot: meetingProcedure('meeting:read')
    .input(schemas.ballotInputSchema)
    .output(answer(schemas.myBallotsSchema))
    .mutation(({ ctx, input }) => votes.castBallot(ctx.db, ctx.scope, ctx.actor, input, ctx.now())),
  /** The caller's own ballots at this meeting ("Your vote is in"). */
  myBallots: meetingProcedure('meeting:read')
    .output(answer(schemas.myBallotsSchema))
    .query(({ ctx }) => votes.myBallots(ctx.db, ctx.scope.meetingId, ctx.actor.userId)),
  /** The winners once voting has closed (ties said as ties); nothing before. */
  voteResults: meetingProcedure('meeting:read')
    .output(answer(schemas.voteResultsSchema))
    .query(({ ctx }) => votes.voteResults(ctx.db, ctx.scope.meetingId)),
  /** One Ah-Counter tap (the Ah-Counter or a manager); a retried tap id counts once. */
  fillerTap: meetingProcedure('meeting:read')
    .input(schemas.fillerTapSchema)
    .output(answer(service.liveStateSchema))
    .mutation(async ({ ctx, input }) => {
      await votes.tapFiller(ctx.db, ctx.scope, ctx.actor, input, ctx.now());
      return service.loadLiveState(ctx.db, ctx.scope.meetingId);
    }),
  /** Each speaker's filler counts at this meeting. */
  fillerCounts: meetingProcedure('meeting:read')
    .output(answer(schemas.fillerCountsSchema))
    .query(({ ctx }) => votes.fillerCounts(ctx.db, ctx.scope)),
  /** The club's own vote categories and filler words, and whether guests vote (any member). */
  settings: clubProcedure('club:read')
    .output(answer(schemas.liveSettingsSchema))
    .query(({ ctx }) => votes.liveSettings(ctx.db, ctx.clubId)),
  /** A manager sets the club's own vote categories and filler words, and whether guests vote. */
  updateSettings: clubProcedure('club:write')
    .input(schemas.liveSettingsInputSchema)
    .output(answer(schemas.liveSettingsSchema))
    .mutation(({ ctx, input }) =>
      votes.updateLiveSettings(ctx.db, ctx.clubId, ctx.actor, input, ctx.now()),
    ),
});
