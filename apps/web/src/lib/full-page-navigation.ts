/**
 * Leaves the single-page app for a server route (sign-in and sign-out are server redirects).
 * Kept in its own module so tests can observe it; jsdom cannot navigate.
 */
export function navigateToServerRoute(path: string): void {
  window.location.href = path;
}
