import { accountDeleteAnswer, accountExportAnswer } from '@lectern/domain/answers';
import { z } from 'zod';
import { answer, authedProcedure, browserSessionProcedure, router } from '../../trpc/init.js';
import * as service from './account.service.js';

/**
 * The caller's own account: any signed-in person, about themselves only. Deleting it takes a
 * browser session: an API token, whatever its scope, cannot.
 */
export const accountRouter = router({
  export: authedProcedure
    .output(answer(accountExportAnswer))
    .query(({ ctx }) => service.exportAccount(ctx.db, ctx.user.id, ctx.now())),
  delete: browserSessionProcedure
    // No input, but declared: tRPC parses a body only for a declared input, and a malformed
    // body must not delete an account (malformed input → 400; test/security/malformed-input).
    .input(z.strictObject({}).optional())
    .output(answer(accountDeleteAnswer))
    .mutation(({ ctx }) => service.deleteAccount(ctx.db, ctx.user.id)),
});
