/**
 * The whole-screen loading state: one spinner in the middle of the viewport. Plain markup (no
 * class merging, no icon library) because the first page a visitor sees shows it.
 */
export function LoadingScreen() {
  return (
    <div data-slot="loading-screen" className="flex min-h-dvh w-full items-center justify-center">
      <span
        role="status"
        aria-label="Loading"
        className="size-8 animate-spin rounded-full border-[3px] border-primary/25 border-t-primary"
      />
    </div>
  );
}
