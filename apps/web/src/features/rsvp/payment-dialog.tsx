import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import {
  DEFAULT_PAYMENT_METHOD,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  toCents,
  type PaymentMethod,
} from '@lectern/domain';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  toast,
} from '@lectern/ui';
import { useTRPC } from '../../lib/trpc';
import { usePaymentCalls } from './rsvp-mutations';
import { RSVP_PAGE_TEXT, RSVP_TEXT } from './text';
import { useClubFormat } from '../../app/clubs/club-format';

export interface PayableRsvp {
  id: number;
  name: string;
  totalPrice: string;
}

/** Loads Stripe.js only when a card payment is possible, so other pages never fetch it. */
async function loadStripeLazily(publishableKey: string): Promise<Stripe | null> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
}

/** The card field, mounted from Stripe.js while the card method is chosen and a key is set. */
function useStripeCard(publishableKey: string | null, active: boolean) {
  const containerRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  useEffect(() => {
    if (!active || publishableKey === null) return;
    let cancelled = false;
    let card: StripeCardElement | null = null;
    loadStripeLazily(publishableKey)
      .then((stripe) => {
        if (cancelled || stripe === null || containerRef.current === null) return;
        card = stripe.elements().create('card');
        card.mount(containerRef.current);
        stripeRef.current = { stripe, card };
      })
      // Stripe.js unreachable: paying falls back to manual recording.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      card?.destroy();
      stripeRef.current = null;
    };
  }, [publishableKey, active]);
  return { containerRef, stripeRef };
}

/** How the payment is made: one of the methods (the radio buttons start on the default). */
const paymentFormSchema = z.object({ method: z.enum(PAYMENT_METHODS) });
type PaymentFormValues = z.infer<typeof paymentFormSchema>;

export interface PaymentDialogProps {
  rsvp: PayableRsvp | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * Payment dialog: card through Stripe when the server has a key, else (or on any
 * card failure) 'Stripe Not Available' and manual recording; bank transfer and cash record
 * the payment manually.
 */
export function PaymentDialog({ rsvp, onOpenChange }: PaymentDialogProps) {
  const format = useClubFormat();
  const trpc = useTRPC();
  const config = useQuery(trpc.publicConfig.queryOptions());
  const publishableKey = config.data?.stripePublishableKey ?? null;
  const form = useForm<PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: { method: DEFAULT_PAYMENT_METHOD },
  });
  const method: PaymentMethod = useWatch({ control: form.control, name: 'method' });
  const busy = form.formState.isSubmitting;
  const { createIntent, markPaid } = usePaymentCalls();
  const cardActive = rsvp !== null && method === 'card';
  const { containerRef, stripeRef } = useStripeCard(publishableKey, cardActive);

  function close() {
    form.reset();
    onOpenChange(false);
  }

  async function recordManually(rsvpId: number) {
    try {
      await markPaid.mutateAsync({ rsvpId, paymentStatus: 'paid' });
      toast(RSVP_TEXT.paymentRecorded);
      close();
    } catch {
      toast({ variant: 'destructive', ...RSVP_TEXT.paymentFailed });
    }
  }

  async function fallBackToManual(rsvpId: number) {
    toast({ variant: 'destructive', ...RSVP_TEXT.stripeUnavailable });
    await recordManually(rsvpId);
  }

  async function payByCard(rsvpId: number) {
    if (publishableKey === null) return fallBackToManual(rsvpId);
    let clientSecret: string;
    try {
      ({ clientSecret } = await createIntent.mutateAsync({ rsvpId }));
    } catch {
      // 503 when card payments are not configured, or any other failure.
      return fallBackToManual(rsvpId);
    }
    toast({ title: RSVP_TEXT.stripeReady });
    const loaded = stripeRef.current;
    if (loaded === null) return fallBackToManual(rsvpId);
    const result = await loaded.stripe
      .confirmCardPayment(clientSecret, { payment_method: { card: loaded.card } })
      .catch(() => null);
    if (result === null || result.error !== undefined) return fallBackToManual(rsvpId);
    try {
      await markPaid.mutateAsync({ rsvpId, paymentStatus: 'paid' });
    } catch {
      // The card was charged; the treasurer reconciles the record from the processor.
    }
    toast(RSVP_TEXT.paymentSuccessful);
    close();
  }

  // While it runs the form is submitting, which disables the button (no second payment).
  async function pay(values: PaymentFormValues) {
    if (rsvp === null) return;
    if (values.method === 'card') await payByCard(rsvp.id);
    else await recordManually(rsvp.id);
  }

  const hint =
    method === 'bsb_transfer'
      ? RSVP_PAGE_TEXT.bankTransferHint
      : method === 'cash'
        ? RSVP_PAGE_TEXT.cashHint
        : null;

  return (
    <Dialog open={rsvp !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{RSVP_PAGE_TEXT.paymentDialogTitle}</DialogTitle>
          <DialogDescription>
            {rsvp && RSVP_PAGE_TEXT.paymentDialogDescription(rsvp.name)}
          </DialogDescription>
        </DialogHeader>
        {rsvp && (
          <form
            id="payment-form"
            noValidate
            onSubmit={(event) => void form.handleSubmit(pay)(event)}
            className="space-y-4"
          >
            <div className="flex items-center justify-between rounded-md bg-muted p-3">
              <span className="text-sm text-muted-foreground">{RSVP_PAGE_TEXT.amount}</span>
              <span className="text-lg font-semibold">
                {format.money(toCents(rsvp.totalPrice))} AUD
              </span>
            </div>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium">{RSVP_PAGE_TEXT.paymentMethod}</legend>
              <div className="grid gap-2 sm:grid-cols-3">
                {PAYMENT_METHODS.map((option) => (
                  <label
                    key={option}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border p-3 text-sm has-[:checked]:border-primary"
                  >
                    <input type="radio" value={option} {...form.register('method')} />
                    {PAYMENT_METHOD_LABELS[option]}
                  </label>
                ))}
              </div>
            </fieldset>
            {hint !== null && <p className="text-sm text-muted-foreground">{hint}</p>}
            {method === 'card' && publishableKey !== null && (
              <div className="space-y-2">
                <p className="text-sm font-medium">{RSVP_PAGE_TEXT.cardDetails}</p>
                <div ref={containerRef} className="rounded-md border p-3" />
              </div>
            )}
          </form>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={close}>
            {RSVP_TEXT.form.cancel}
          </Button>
          <Button type="submit" form="payment-form" disabled={busy || rsvp === null}>
            {busy
              ? RSVP_PAGE_TEXT.processing
              : method === 'card'
                ? RSVP_PAGE_TEXT.payByCard
                : RSVP_PAGE_TEXT.payNow}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
