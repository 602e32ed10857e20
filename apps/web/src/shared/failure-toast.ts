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
  // Offline or no answer: the error's own words (nothing was changed; or look before retrying).
  if (isOfflineError(error))
    toast({ variant: 'destructive', title, description: serverMessageOf(error) });
  else toast({ variant: 'destructive', title, description });
}
