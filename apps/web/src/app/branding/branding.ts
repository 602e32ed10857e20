import { useBoot } from '../../lib/boot';
import type { PublicSetting } from '../../lib/api-types';
import { AUTH_TEXT } from '../auth/text';

export const PLATFORM_LOGO_SETTING_KEY = 'platform_logo_url';
export const DEFAULT_PRODUCT_NAME = 'Lectern';

/**
 * The platform logo shows only when the setting holds an inline image; other values
 * (remote URLs, junk) are ignored, which also keeps the page within the CSP's img-src.
 */
export function platformLogoFrom(settings: readonly PublicSetting[]): string | null {
  const value = settings.find((setting) => setting.key === PLATFORM_LOGO_SETTING_KEY)?.value;
  return typeof value === 'string' && value.startsWith('data:image') ? value : null;
}

/** When the settings cannot be read, an empty list is used. Read once per page load. */
export function usePlatformLogo(): string | null {
  const boot = useBoot();
  return platformLogoFrom(boot.status === 'ready' ? boot.data.platformSettings : []);
}

export interface PublicConfigTexts {
  authProviderName: string;
  productName: string;
}

export function usePublicConfig(): PublicConfigTexts {
  const boot = useBoot();
  const config = boot.status === 'ready' ? boot.data.publicConfig : null;
  return {
    authProviderName: config?.authProviderName ?? AUTH_TEXT.defaultProviderName,
    productName: config?.productName ?? DEFAULT_PRODUCT_NAME,
  };
}
