import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen matches a CSS media query, following it as the window is resized or the
 * phone turned. For parts a screen size never shows, where hiding them with CSS would still
 * render them on every open (the side menu's router links on a phone).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
