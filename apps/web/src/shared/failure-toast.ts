import { toast } from '@lectern/ui';
import { startLoginRedirect } from '../app/auth/login-redirect';
import { isUnauthorizedError } from '../lib/errors';

/**
 * A call failed: a lost session goes to sign in again; any other failure shows a destructive
 * toast with the given title and description.
 */
export function signInOrFailureToast(
  error: unknown,
  { title, description }: { title: string; description: string },
): void {
  if (isUnauthorizedError(error)) {
    startLoginRedirect();
    return;
  }
  toast({ variant: 'destructive', title, description });
}
