/* global window, document */
// Keep in step with packages/ui/src/color-scheme.ts (storage key and class names).
(function () {
  try {
    var stored = window.localStorage.getItem('lectern.colorScheme');
    if (stored === 'light' || stored === 'dark') document.documentElement.classList.add(stored);
  } catch {
    // Storage blocked: the system setting applies.
  }
})();
