import { z } from 'zod';
import { answer, authedProcedure, publicProcedure, router } from '../../trpc/init.js';
import * as service from './push.service.js';

const noInput = z.strictObject({}).optional();
const preferencesOutput = z.array(z.object({ kind: z.enum(service.PUSH_KINDS), on: z.boolean() }));

/**
 * Web Push on this device (decision 068): the server's public key for the browser's
 * `pushManager.subscribe`, then the subscription handed back; a person may have several
 * devices, and turns kinds of push on or off for all of them.
 */
export const pushRouter = router({
  key: publicProcedure
    .input(noInput)
    .output(answer(z.object({ publicKey: z.string() })))
    .query(async ({ ctx }) => ({
      publicKey: (await service.vapidKeys(ctx.db, ctx.config)).publicKey,
    })),
  subscribe: authedProcedure
    .input(service.subscriptionSchema)
    .output(answer(z.object({ subscribed: z.boolean() })))
    .mutation(({ ctx, input }) => service.subscribe(ctx.db, ctx.user.id, input)),
  unsubscribe: authedProcedure
    .input(z.object({ endpoint: z.string().min(1).max(2048) }))
    .output(answer(z.object({ removed: z.boolean() })))
    .mutation(({ ctx, input }) => service.unsubscribe(ctx.db, ctx.user.id, input.endpoint)),
  preferences: authedProcedure
    .input(noInput)
    .output(answer(preferencesOutput))
    .query(({ ctx }) => service.preferences(ctx.db, ctx.user.id)),
  setPreference: authedProcedure
    .input(z.object({ kind: z.enum(service.PUSH_KINDS), on: z.boolean() }))
    .output(answer(preferencesOutput))
    .mutation(({ ctx, input }) => service.setPreference(ctx.db, ctx.user.id, input.kind, input.on)),
});
