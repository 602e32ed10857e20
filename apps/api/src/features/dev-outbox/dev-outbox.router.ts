import { devOutboxListAnswer } from '@lectern/domain/answers';
import { appError } from '../../errors.js';
import { answer, router, superAdminProcedure } from '../../trpc/init.js';
import * as service from './dev-outbox.service.js';

export const devOutboxRouter = router({
  /** The e-mail kept instead of sent (no SMTP server), newest first; not in production. */
  list: superAdminProcedure.output(answer(devOutboxListAnswer)).query(({ ctx }) => {
    if (ctx.config.production) throw appError('NOT_FOUND');
    return service.listOutbox(ctx.db);
  }),
});
