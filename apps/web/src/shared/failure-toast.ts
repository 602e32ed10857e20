import { toast } from '@lectern/ui';
import { isOfflineError, isUnauthorizedError, serverMessageOf } from '../lib/errors';

/**
 * A call failed: a destructive toast with the given title and description. A lost session
 * shows nothing here: the query client sends the person to sign in again.
 */
export function signInOrFailureToast(
  error: unknown,
  { title, description }: { title: string; description: string },
): void {
  if (isUnauthorizedError(error)) return;
  // Offline: the refusal's own words (this needs a connection, nothing was changed).
  if (isOfflineError(error))
    toast({ variant: 'destructive', title, description: serverMessageOf(error) });
  else toast({ variant: 'destructive', title, description });
}
