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

// findBy…/waitFor wait for the screen, not for a deadline: on a busy machine a screen can take
// longer than Testing Library's default second to appear, which says nothing about the app.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  removeAllToasts();
  window.localStorage.clear();
});
