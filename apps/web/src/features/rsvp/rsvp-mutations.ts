import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { isUnauthorizedError, serverMessageOf } from '../../lib/errors';
import { RSVP_TEXT } from './text';

/** RSVPs feed the stat cards, the table and the dashboard, so all of them refresh together. */
function useInvalidateRsvps() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.rsvps.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.clubs.dashboard.pathKey() }),
    ]);
}

function onSubmitError(error: unknown) {
  if (isUnauthorizedError(error)) return; // the query client sends the person to sign in
  toast({
    variant: 'destructive',
    title: RSVP_TEXT.submitError,
    description: serverMessageOf(error),
  });
}

/** 'RSVP submitted successfully!'; failure 'Error submitting RSVP' with the server's words. */
export function useSubmitOwnRsvp(onDone: () => void) {
  const trpc = useTRPC();
  const invalidate = useInvalidateRsvps();
  return useMutation(
    trpc.rsvps.submit.mutationOptions({
      onSuccess: async () => {
        toast({ title: RSVP_TEXT.submitted });
        onDone();
        await invalidate();
      },
      onError: onSubmitError,
    }),
  );
}

/** "Add RSVP": an officer records another member's RSVP; same toasts as the member's own. */
export function useSubmitRsvpFor(onDone: () => void) {
  const trpc = useTRPC();
  const invalidate = useInvalidateRsvps();
  return useMutation(
    trpc.rsvps.submit.mutationOptions({
      onSuccess: async () => {
        toast({ title: RSVP_TEXT.submitted });
        onDone();
        await invalidate();
      },
      onError: onSubmitError,
    }),
  );
}

/** 'Payment status updated!'; a failure shows no toast here (a lost session goes to sign in). */
export function useTogglePayment() {
  const trpc = useTRPC();
  const invalidate = useInvalidateRsvps();
  return useMutation(
    trpc.rsvps.setPayment.mutationOptions({
      onSuccess: async () => {
        toast({ title: RSVP_TEXT.paymentUpdated });
        await invalidate();
      },
    }),
  );
}

/** The payment dialog's own calls; it words its toasts itself. */
export function usePaymentCalls() {
  const trpc = useTRPC();
  const invalidate = useInvalidateRsvps();
  const createIntent = useMutation(trpc.payments.createIntent.mutationOptions());
  const markPaid = useMutation(
    trpc.rsvps.setPayment.mutationOptions({ onSettled: () => invalidate() }),
  );
  return { createIntent, markPaid };
}
