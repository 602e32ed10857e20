import {
  platformSettingsListAnswer,
  platformSettingsPublicAnswer,
  platformSettingsSaveAnswer,
  publicConfigAnswer,
} from '@lectern/domain/answers';
import { platformSettingSchema } from '@lectern/domain';
import { answer, publicProcedure, router, superAdminProcedure } from '../../trpc/init.js';
import * as service from './platform.service.js';

export const platformSettingsRouter = router({
  public: publicProcedure
    .output(answer(platformSettingsPublicAnswer))
    .query(({ ctx }) => service.listPublicSettings(ctx.db)),
  /** GET /api/platform-settings: chosen by caller (all rows for the super admin). */
  list: publicProcedure
    .output(answer(platformSettingsListAnswer))
    .query(async ({ ctx }) =>
      service.listSettings(ctx.db, (await ctx.identity())?.user.isSuperAdmin === true),
    ),
  save: superAdminProcedure
    .input(platformSettingSchema)
    .output(answer(platformSettingsSaveAnswer))
    .mutation(({ ctx, input }) => service.saveSetting(ctx.db, input, ctx.user.id)),
});

export const publicConfigProcedure = publicProcedure
  .output(answer(publicConfigAnswer))
  .query(({ ctx }) => ({
    authProviderName: ctx.config.authProviderName,
    productName: 'Lectern' as const,
    // Card payments need both keys; without the secret the payment intent answers 503 anyway.
    stripePublishableKey:
      ctx.config.stripeSecretKey && ctx.config.stripePublishableKey
        ? ctx.config.stripePublishableKey
        : null,
  }));
