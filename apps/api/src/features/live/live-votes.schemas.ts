// What the votes and the Ah-Counter take and answer: the part of the console's shared state they
// add (no counts before voting closes), the inputs of their procedures and their messages.
import { clubTimingPresetsSchema } from '@lectern/domain';
import { z } from 'zod';

// Answers and inputs -------------------------------------------------------------------------

/** The votes and the Ah-Counter as every watcher sees them (no counts before the close). */
export const liveVotesStateSchema = z.object({
  /** The club's active people (members and guests), for candidates and speakers. */
  people: z.array(z.object({ userId: z.number(), name: z.string() })),
  votes: z.object({
    status: z.enum(['not_open', 'open', 'closed']),
    guestsMayVote: z.boolean(),
    categories: z.array(
      z.object({
        name: z.string(),
        candidateIds: z.array(z.number()),
        /** Candidates the Timer disqualified: they stand but cannot be chosen. */
        disqualifiedIds: z.array(z.number()),
      }),
    ),
    /** Empty until voting closes; then each category's winners (more than one: a tie). */
    winners: z.array(
      z.object({ category: z.string(), winnerIds: z.array(z.number()), tie: z.boolean() }),
    ),
  }),
  fillers: z.object({
    words: z.array(z.string()),
    totals: z.array(z.object({ speakerId: z.number(), word: z.string(), count: z.number() })),
  }),
});

export type LiveVotesState = z.infer<typeof liveVotesStateSchema>;

export const votingActionSchema = z.object({ action: z.enum(['open', 'close']) });

export const ballotInputSchema = z.object({
  category: z.string().trim().min(1).max(60),
  candidateId: z.number().int().positive().max(2_147_483_647),
});

export const myBallotsSchema = z.object({
  ballots: z.array(z.object({ category: z.string(), candidateId: z.number() })),
});

export const voteResultsSchema = z.object({
  status: z.enum(['not_open', 'open', 'closed']),
  /** Empty until voting closes. */
  categories: z.array(
    z.object({
      category: z.string(),
      winners: z.array(z.object({ userId: z.number(), name: z.string() })),
      tie: z.boolean(),
    }),
  ),
});

export const fillerTapSchema = z.object({
  /** Made by the tapping phone, the same on every retry of one tap. */
  tapId: z.string().trim().min(8).max(64),
  speakerId: z.number().int().positive().max(2_147_483_647),
  word: z.string().trim().min(1).max(40),
  /** −1 takes back a mistaken tap. */
  delta: z.union([z.literal(1), z.literal(-1)]).default(1),
});

export const fillerCountsSchema = z.object({
  words: z.array(z.string()),
  speakers: z.array(
    z.object({
      speakerId: z.number(),
      name: z.string(),
      counts: z.array(z.object({ word: z.string(), count: z.number() })),
      total: z.number(),
    }),
  ),
});

export const liveSettingsInputSchema = z.object({
  voteCategories: z.array(z.string().trim().min(1).max(60)).max(10),
  fillerWords: z.array(z.string().trim().min(1).max(40)).max(20),
  guestsMayVote: z.boolean(),
  /** The club's own timing presets (decision 082); absent: the stored ones stay as they are. */
  timingPresets: clubTimingPresetsSchema.optional(),
});

export const liveSettingsSchema = z.object({
  voteCategories: z.array(z.string()),
  fillerWords: z.array(z.string()),
  guestsMayVote: z.boolean(),
  /** The club's own timing presets: a kind left out keeps the standard one. */
  timingPresets: clubTimingPresetsSchema,
});

export const LIVE_VOTES_TEXT = {
  meetingOver: 'This meeting is over: its console takes no more changes.',
  alreadyOpen: 'Voting is already open.',
  closed: 'Voting has closed.',
  notOpen: 'Voting is not open.',
  notAFillerWord: 'That is not one of the club’s filler words.',
  notASpeaker: 'That person is not in this club.',
} as const;
