import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { removeAllToasts } from '@lectern/ui';

// jsdom lacks the layout APIs Radix primitives call when popovers and selects open.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
Object.assign(Element.prototype, {
  scrollIntoView: () => {},
  hasPointerCapture: () => false,
  releasePointerCapture: () => {},
});
// The router restores scroll positions on navigation; jsdom has no viewport to scroll.
window.scrollTo = () => {};
// jsdom has no media queries either: its window is a 1024 px wide screen, so `min-width` queries
// answer for that width (the side menu shows) and any other query does not match.
if (typeof window.matchMedia !== 'function')
  window.matchMedia = (query: string): MediaQueryList => {
    const minWidthRem = /^\(min-width: ([\d.]+)rem\)$/.exec(query)?.[1];
    return {
      media: query,
      matches: minWidthRem !== undefined && window.innerWidth >= Number(minWidthRem) * 16,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };

// findBy…/waitFor wait for the screen, not for a deadline: on a busy machine a screen can take
// longer than Testing Library's default second to appear, which says nothing about the app.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  removeAllToasts();
  window.localStorage.clear();
});
