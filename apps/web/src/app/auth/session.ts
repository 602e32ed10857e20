import type { CurrentUser } from '../../lib/api-types';
import { useBoot } from '../../lib/boot';

export type Session =
  | { status: 'loading'; user: undefined }
  | { status: 'signedIn'; user: CurrentUser }
  | { status: 'signedOut'; user: undefined };

/**
 * SPEC §7: any failure of the current-user call means "not authenticated" (401 included). Read
 * from the boot data, so the landing page decides without the query cache.
 */
export function useSession(): Session {
  const boot = useBoot();
  if (boot.status === 'loading') return { status: 'loading', user: undefined };
  if (boot.data.user === null) return { status: 'signedOut', user: undefined };
  return { status: 'signedIn', user: boot.data.user };
}
