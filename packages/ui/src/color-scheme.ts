/**
 * Dark mode follows the system setting unless the person stored an override. The override is a
 * class on <html> (`light` or `dark`) that styles.css reads; print ignores it and stays light.
 */
export type ColorSchemePreference = 'system' | 'light' | 'dark';

export const COLOR_SCHEME_STORAGE_KEY = 'lectern.colorScheme';

function isPreference(value: unknown): value is ColorSchemePreference {
  return value === 'system' || value === 'light' || value === 'dark';
}

export function readColorSchemePreference(): ColorSchemePreference {
  try {
    const stored = window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
    return isPreference(stored) ? stored : 'system';
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): fall back to the system setting.
    return 'system';
  }
}

export function applyColorSchemePreference(preference: ColorSchemePreference): void {
  const root = document.documentElement;
  root.classList.toggle('light', preference === 'light');
  root.classList.toggle('dark', preference === 'dark');
}

export function storeColorSchemePreference(preference: ColorSchemePreference): void {
  try {
    if (preference === 'system') window.localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY);
    else window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, preference);
  } catch {
    // Without storage the choice still applies for this page view.
  }
  applyColorSchemePreference(preference);
}
