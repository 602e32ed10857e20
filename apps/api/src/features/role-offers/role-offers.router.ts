import {
  can,
  MEETING_ROLE_STATUSES,
  MEMBERSHIP_ACTIVITY_KINDS,
  ROLE_OFFER_NOTE_MAX_LENGTH,
  ROLE_OFFER_STATUSES,
} from '@lectern/domain';
import { z } from 'zod';
import { answer, clubProcedure, router } from '../../trpc/init.js';
import {
  meetingProcedure,
  meetingRoleProcedure,
  roleOfferProcedure,
} from '../../trpc/resources.js';
import { roleActivity } from './activity.js';
import * as service from './role-offers.service.js';

const offerSchema = z.object({
  id: z.number().int(),
  roleId: z.number().int(),
  meetingId: z.number().int(),
  roleType: z.string(),
  status: z.enum(ROLE_OFFER_STATUSES),
  note: z.string().nullable(),
  offeredBy: z.number().int(),
  offeredByName: z.string(),
  takenBy: z.number().int().nullable(),
  takenByName: z.string().nullable(),
  /** The meeting's start: the offer lapses then. */
  expiresAt: z.date().nullable(),
  /** Until then only the role's waitlist may take it. */
  firstRefusalUntil: z.date().nullable(),
  createdAt: z.date(),
  closedAt: z.date().nullable(),
});

const roleSchema = z.object({
  id: z.number().int(),
  meetingId: z.number().int(),
  roleType: z.string(),
  userId: z.number().int().nullable(),
  status: z.enum(MEETING_ROLE_STATUSES),
  speechTitle: z.string().nullable(),
  pathwaysProject: z.string().nullable(),
  notes: z.string().nullable(),
  assignedAt: z.date().nullable(),
  confirmedAt: z.date().nullable(),
  user: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }).nullable(),
});

/** An empty note is no note. */
const noteSchema = z
  .string()
  .trim()
  .max(ROLE_OFFER_NOTE_MAX_LENGTH)
  .nullish()
  .transform((note) => (note ? note : null));

/** Offering a role, taking it in one tap, withdrawing the offer, and who sees the offers. */
export const roleOffersRouter = router({
  /** The holder offers their role (they keep it until someone takes it). */
  offer: meetingRoleProcedure('meetingRole:volunteer')
    .input(z.object({ note: noteSchema }))
    .output(answer(offerSchema))
    .mutation(({ ctx, input }) =>
      service.offerRole(ctx.db, ctx.scope, ctx.actor, input.note, ctx.now()),
    ),
  /** The offerer or a manager withdraws an open offer. */
  withdraw: roleOfferProcedure('meetingRole:volunteer')
    .output(answer(offerSchema))
    .mutation(({ ctx }) =>
      service.withdrawOffer(
        ctx.db,
        ctx.scope,
        ctx.user.id,
        can(ctx.actor, 'meetingRole:manage'),
        ctx.now(),
      ),
    ),
  /** An eligible member takes the offered role: exactly one taker, ever. */
  claim: roleOfferProcedure('meetingRole:volunteer')
    .output(answer(z.object({ offer: offerSchema, role: roleSchema })))
    .mutation(({ ctx }) => service.claimOffer(ctx.db, ctx.scope, ctx.actor, ctx.now())),
  /** The open offers of one meeting's roles (the meeting's role list). */
  listForMeeting: meetingProcedure('meetingRole:list')
    .output(answer(z.array(offerSchema)))
    .query(({ ctx }) => service.listMeetingOffers(ctx.db, ctx.scope.meetingId)),
  /** The club's open offers in meetings still ahead: the member home's "Roles up for grabs". */
  upForGrabs: clubProcedure('meetingRole:list')
    .output(
      answer(
        z.array(
          offerSchema.extend({ meetingTitle: z.string(), meetingDate: z.string().nullable() }),
        ),
      ),
    )
    .query(({ ctx }) => service.listClubOffers(ctx.db, ctx.clubId, ctx.now())),
  /** A member joins the waitlist of a role someone else holds: their place, from 1. */
  joinWaitlist: meetingRoleProcedure('meetingRole:volunteer')
    .output(answer(z.object({ roleId: z.number().int(), position: z.number().int() })))
    .mutation(({ ctx }) => service.joinWaitlist(ctx.db, ctx.scope, ctx.actor, ctx.now())),
  /** A member leaves a role's waitlist. */
  leaveWaitlist: meetingRoleProcedure('meetingRole:volunteer')
    .output(answer(z.object({ roleId: z.number().int(), left: z.boolean() })))
    .mutation(({ ctx }) => service.leaveWaitlist(ctx.db, ctx.scope, ctx.user.id)),
  /** Each role's waitlist in one meeting: how many wait and the caller's place. */
  waitlists: meetingProcedure('meetingRole:list')
    .output(
      answer(
        z.array(
          z.object({
            roleId: z.number().int(),
            count: z.number().int(),
            myPosition: z.number().int().nullable(),
          }),
        ),
      ),
    )
    .query(({ ctx }) => service.listWaitlists(ctx.db, ctx.scope.meetingId, ctx.user.id)),
  /** Officers: per role of one meeting, its open offer, its waitlist and its last taker. */
  market: meetingProcedure('meetingRole:manage')
    .output(
      answer(
        z.array(
          z.object({
            roleId: z.number().int(),
            offer: offerSchema.nullable(),
            waitlist: z.array(
              z.object({ userId: z.number().int(), name: z.string(), since: z.date() }),
            ),
            lastTaken: offerSchema.nullable(),
          }),
        ),
      ),
    )
    .query(({ ctx }) => service.meetingMarket(ctx.db, ctx.scope.meetingId)),
  /** Every offer of one role, newest first: the role's history for officers. */
  history: meetingRoleProcedure('meetingRole:manage')
    .output(answer(z.array(offerSchema)))
    .query(({ ctx }) => service.listRoleHistory(ctx.db, ctx.scope.roleId)),
  /** Officers: the role's activity, newest first, in words (offers, takes, waitlist, asks). */
  activity: meetingRoleProcedure('meetingRole:manage')
    .output(
      answer(
        z.array(
          z.object({
            id: z.number().int(),
            kind: z.enum(MEMBERSHIP_ACTIVITY_KINDS),
            subjectUserId: z.number().int(),
            actorUserId: z.number().int().nullable(),
            at: z.date(),
            text: z.string(),
          }),
        ),
      ),
    )
    .query(({ ctx }) => roleActivity(ctx.db, ctx.scope.clubId, ctx.scope.roleId)),
});
