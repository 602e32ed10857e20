import { MEETING_ROLE_STATUSES, ROLE_ASK_STATUSES } from '@lectern/domain';
import { z } from 'zod';
import { answer, clubProcedure, idSchema, router } from '../../trpc/init.js';
import { meetingProcedure, meetingRoleProcedure } from '../../trpc/resources.js';
import * as service from './role-suggestions.service.js';

const suggestionsSchema = z.array(
  z.object({
    roleId: z.number().int(),
    candidates: z.array(
      z.object({ userId: z.number().int(), name: z.string(), reasons: z.array(z.string()) }),
    ),
  }),
);

const askSchema = z.object({
  id: z.number().int(),
  roleId: z.number().int(),
  userId: z.number().int(),
  /** The member asked, as the toast names them. */
  name: z.string(),
  askedBy: z.number().int().nullable(),
  status: z.enum(ROLE_ASK_STATUSES),
  createdAt: z.date(),
  answeredAt: z.date().nullable(),
});

const answerSchema = z.object({
  roleId: z.number().int(),
  status: z.enum(['accepted', 'declined']),
});

/** Fair suggestions for a meeting's open roles, and asking a member to take one. */
export const roleSuggestionsRouter = router({
  /** Per open role, the eligible members ranked with their reasons (managers). Reads only. */
  forMeeting: meetingProcedure('meetingRole:manage')
    .output(answer(suggestionsSchema))
    .query(({ ctx }) => service.suggestions(ctx.db, ctx.scope, ctx.now())),
  /** Sends the member a personal request to take the open role, in the app and by e-mail. */
  ask: meetingRoleProcedure('meetingRole:manage')
    .input(z.object({ userId: idSchema }))
    .output(answer(askSchema))
    .mutation(({ ctx, input }) =>
      service.askMember(ctx.db, ctx.scope, ctx.actor, input.userId, ctx.now()),
    ),
  /** The caller's open requests in meetings still ahead ("Asked of you" on the member home). */
  mine: clubProcedure('meetingRole:list')
    .output(
      answer(
        z.array(
          z.object({
            id: z.number().int(),
            roleId: z.number().int(),
            roleType: z.string(),
            roleStatus: z.enum(MEETING_ROLE_STATUSES),
            meetingId: z.number().int(),
            meetingTitle: z.string(),
            meetingDate: z.string().nullable(),
            askedByName: z.string().nullable(),
            createdAt: z.date(),
          }),
        ),
      ),
    )
    .query(({ ctx }) => service.myAsks(ctx.db, ctx.clubId, ctx.user.id, ctx.now())),
  /** The caller accepts their open request: assigned only while the role is still open. */
  accept: meetingRoleProcedure('meetingRole:volunteer')
    .output(answer(answerSchema))
    .mutation(({ ctx }) =>
      service.answerInApp(ctx.db, ctx.scope, ctx.user.id, 'accepted', ctx.now()),
    ),
  /** The caller declines their open request; the role does not change. */
  decline: meetingRoleProcedure('meetingRole:volunteer')
    .output(answer(answerSchema))
    .mutation(({ ctx }) =>
      service.answerInApp(ctx.db, ctx.scope, ctx.user.id, 'declined', ctx.now()),
    ),
});
