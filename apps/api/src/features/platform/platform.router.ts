import { listPublicPlatformSettings } from '@lectern/db/queries/clubs';
import { publicProcedure, router } from '../../trpc/init.js';

/** Settings anyone may read, signed in or not (SECURITY.md §2: public keys only). */
export const PUBLIC_SETTING_KEYS = ['platform_logo_url'] as const;

export const platformSettingsRouter = router({
  public: publicProcedure.query(({ ctx }) => listPublicPlatformSettings(ctx.db, PUBLIC_SETTING_KEYS)),
});

export const publicConfigProcedure = publicProcedure.query(({ ctx }) => ({
  authProviderName: ctx.config.authProviderName,
  productName: 'Lectern' as const,
}));
