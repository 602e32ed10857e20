import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
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

afterEach(() => {
  cleanup();
  removeAllToasts();
  window.localStorage.clear();
});
