import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import type { PublicSetting } from '../../lib/api-types';
import { AUTH_TEXT } from '../auth/text';

export const PLATFORM_LOGO_SETTING_KEY = 'platform_logo_url';
export const DEFAULT_PRODUCT_NAME = 'Lectern';

/**
 * SPEC §2: the platform logo shows only when the setting holds an inline image; other values
 * (remote URLs, junk) are ignored, which also keeps the page within the CSP's img-src.
 */
export function platformLogoFrom(settings: readonly PublicSetting[]): string | null {
  const value = settings.find((setting) => setting.key === PLATFORM_LOGO_SETTING_KEY)?.value;
  return typeof value === 'string' && value.startsWith('data:image') ? value : null;
}

/** SPEC §7: when the settings cannot be read, an empty list is used. */
export function usePlatformLogo(): string | null {
  const trpc = useTRPC();
  const settings = useQuery(trpc.platformSettings.public.queryOptions());
  return platformLogoFrom(settings.data ?? []);
}

export interface PublicConfig {
  authProviderName: string;
  productName: string;
}

export function usePublicConfig(): PublicConfig {
  const trpc = useTRPC();
  const config = useQuery(trpc.publicConfig.queryOptions());
  return {
    authProviderName: config.data?.authProviderName ?? AUTH_TEXT.defaultProviderName,
    productName: config.data?.productName ?? DEFAULT_PRODUCT_NAME,
  };
}
