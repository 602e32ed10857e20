import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouterOutputs } from '@lectern/api';
import { FixtureApiError, renderAppAt, type FixtureHandlers } from '../../test/fixture-api';
import { ANN, meeting, signedInAs } from '../../test/fixtures';
import { RSVP_PAGE_TEXT, RSVP_TEXT } from './text';

/** A row as an officer sees it: every detail (a member sees others' names and answers only). */
type Rsvp = Extract<RouterOutputs['rsvps']['list'][number], { paymentStatus: unknown }>;

function fullRsvp(id: number, overrides: Partial<Rsvp> = {}): Rsvp {
  return {
    id,
    meetingId: 1,
    userId: 100 + id,
    status: 'attending',
    mealChoice: 'Beef Ribs',
    drink6pm: 'House Wine',
    drink7pm: '',
    extras: '',
    mealPrice: '37.00',
    totalPrice: '46.50',
    specialRequirements: null,
    paymentStatus: 'pending',
    paymentMethod: 'bsb_transfer',
    paymentNotes: null,
    paidAt: null,
    arrivalTime: null,
    notes: null,
    createdAt: '2031-02-20T08:00:00.000Z',
    updatedAt: '2031-02-20T08:00:00.000Z',
    role: 'member',
    user: { firstName: 'Liam', lastName: 'Patel' },
    ...overrides,
  };
}

const LIAM = fullRsvp(1, { specialRequirements: 'No nuts' });
const PRIYA = fullRsvp(2, {
  user: { firstName: 'Priya', lastName: 'Sharma' },
  role: 'vpm',
  mealChoice: 'No meal',
  drink6pm: '',
  mealPrice: '5.00',
  totalPrice: '5.00',
  paymentStatus: 'paid',
});

function officerHandlers(extra: FixtureHandlers = {}): FixtureHandlers {
  let rsvps = [LIAM, PRIYA];
  return {
    ...signedInAs('treasurer'),
    'meetings.upcoming': () => [meeting(1, { title: 'Spring Showcase' })],
    'menuItems.list': () => [],
    'rsvps.list': () => rsvps,
    'rsvps.setPayment': (input) => {
      const { rsvpId, paymentStatus } = input as {
        rsvpId: number;
        paymentStatus: 'pending' | 'paid';
      };
      rsvps = rsvps.map((rsvp) => (rsvp.id === rsvpId ? { ...rsvp, paymentStatus } : rsvp));
      return rsvps.find((rsvp) => rsvp.id === rsvpId)!;
    },
    ...extra,
  };
}

describe('RSVP & Meals', () => {
  it('shows officers the stat cards and the table with special requirements and actions', async () => {
    renderAppAt('/rsvp-meals', officerHandlers());
    expect(await screen.findByRole('heading', { name: RSVP_TEXT.officerTitle })).toBeTruthy();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([...RSVP_TEXT.tableColumns]);
    const liam = within(table).getByRole('row', { name: /Liam Patel/ });
    expect(within(liam).getByText('No nuts')).toBeTruthy();
    expect(within(liam).getByText('$46.50')).toBeTruthy();
    expect(within(liam).getByRole('button', { name: 'Mark Paid for Liam Patel' })).toBeTruthy();
    expect(within(liam).getByRole('button', { name: 'Pay for Liam Patel' })).toBeTruthy();
    const priya = within(table).getByRole('row', { name: /Priya Sharma/ });
    expect(within(priya).getByText('No meal')).toBeTruthy();
    expect(within(priya).getByRole('button', { name: 'Unpaid for Priya Sharma' })).toBeTruthy();
    expect(within(priya).queryByRole('button', { name: /^Pay for/ })).toBeNull();
    // Two attending, $51.50 between them, one of two paid, and the meeting's date.
    expect(screen.getByText('$51.50')).toBeTruthy();
    expect(screen.getByText('1/2')).toBeTruthy();
    expect(screen.getByText('01/03/2031')).toBeTruthy();
  });

  it('sorts the table by a column', async () => {
    renderAppAt('/rsvp-meals', officerHandlers());
    const table = await screen.findByRole('table');
    await within(table).findByText('Liam Patel');
    const total = within(table).getByRole('button', { name: /^Total/ });
    // Numbers sort largest first on the first click, so the second click gives ascending.
    fireEvent.click(total);
    fireEvent.click(total);
    expect(total.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent);
    expect(names()).toEqual(['Priya Sharma', 'Liam PatelNo nuts']);
  });

  it("toggles the payment and says 'Payment status updated!'", async () => {
    const { calls } = renderAppAt('/rsvp-meals', officerHandlers());
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Paid for Liam Patel' }));
    expect(await screen.findByText(RSVP_TEXT.paymentUpdated)).toBeTruthy();
    expect(calls.find((call) => call.path === 'rsvps.setPayment')?.input).toEqual({
      rsvpId: 1,
      paymentStatus: 'paid',
    });
    expect(await screen.findByRole('button', { name: 'Unpaid for Liam Patel' })).toBeTruthy();
  });

  it('falls back to manual recording when the card payment intent fails', async () => {
    const { calls } = renderAppAt(
      '/rsvp-meals',
      officerHandlers({
        publicConfig: () => ({
          authProviderName: 'Replit',
          productName: 'Lectern',
          stripePublishableKey: 'pk_test_123',
        }),
        'payments.createIntent': () => {
          throw new FixtureApiError('CONFLICT', 'Card payments are not configured');
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pay for Liam Patel' }));
    const dialog = await screen.findByRole('dialog', { name: RSVP_PAGE_TEXT.paymentDialogTitle });
    expect(within(dialog).getByText('$46.50 AUD')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Card'));
    fireEvent.click(within(dialog).getByRole('button', { name: RSVP_PAGE_TEXT.payByCard }));
    expect(await screen.findByText(RSVP_TEXT.paymentRecorded.title)).toBeTruthy();
    const paths = calls.map((call) => call.path);
    expect(paths.indexOf('payments.createIntent')).toBeGreaterThan(-1);
    expect(paths.indexOf('rsvps.setPayment')).toBeGreaterThan(
      paths.indexOf('payments.createIntent'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("without a Stripe key says 'Stripe Not Available' and never asks for a payment intent", async () => {
    const { calls } = renderAppAt(
      '/rsvp-meals',
      officerHandlers({
        'rsvps.setPayment': () => {
          throw new FixtureApiError('CONFLICT', 'nope');
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pay for Liam Patel' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Card'));
    fireEvent.click(within(dialog).getByRole('button', { name: RSVP_PAGE_TEXT.payByCard }));
    // The manual recording fails here, so its failure toast replaces the fallback notice.
    expect(await screen.findByText(RSVP_TEXT.paymentFailed.title)).toBeTruthy();
    expect(calls.some((call) => call.path === 'payments.createIntent')).toBe(false);
    expect(calls.some((call) => call.path === 'rsvps.setPayment')).toBe(true);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('tells a member who answered no where they stand, with Change RSVP', async () => {
    renderAppAt('/rsvp-meals', {
      ...signedInAs('member'),
      'meetings.upcoming': () => [meeting(1, { title: 'Spring Showcase' })],
      'menuItems.list': () => [],
      'rsvps.list': () => [
        fullRsvp(3, {
          userId: ANN.id,
          status: 'not_attending',
          user: { firstName: 'Ann', lastName: 'Lee' },
        }),
      ],
    });
    expect(await screen.findByText('You’re not attending')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change RSVP' })).toBeTruthy();
  });

  it('offers RSVP for This Meeting to a member who has not answered', async () => {
    renderAppAt('/rsvp-meals', {
      ...signedInAs('member'),
      'meetings.upcoming': () => [meeting(1, { title: 'Spring Showcase' })],
      'menuItems.list': () => [],
      'rsvps.list': () => [],
    });
    expect(await screen.findByRole('button', { name: RSVP_TEXT.rsvpForMeeting })).toBeTruthy();
    expect(screen.queryByText(/You’re/)).toBeNull();
  });

  it('shows the empty state when the meeting has no RSVPs', async () => {
    renderAppAt('/rsvp-meals', officerHandlers({ 'rsvps.list': () => [] }));
    expect(await screen.findByText(RSVP_TEXT.empty)).toBeTruthy();
  });

  it('gives members the next meeting, the form and a dash for actions', async () => {
    renderAppAt('/rsvp-meals', {
      ...signedInAs('member'),
      'meetings.upcoming': () => [meeting(1, { title: 'Spring Showcase' })],
      'menuItems.list': () => [],
      'rsvps.list': () => [
        fullRsvp(3, { userId: ANN.id, user: { firstName: 'Ann', lastName: 'Lee' } }),
        { id: 4, meetingId: 1, userId: 9, status: 'attending', user: LIAM.user },
      ],
    });
    expect(await screen.findByRole('heading', { name: RSVP_TEXT.memberTitle })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Spring Showcase' })).toBeTruthy();
    expect(await screen.findByText(`${RSVP_PAGE_TEXT.yourRsvp}: $46.50`)).toBeTruthy();
    expect(screen.getByText('You’re attending')).toBeTruthy();
    const liam = within(screen.getByRole('table')).getByRole('row', { name: /Liam Patel/ });
    expect(within(liam).getByText(RSVP_TEXT.noActions)).toBeTruthy();
    expect(screen.queryByRole('button', { name: RSVP_TEXT.exportCsv })).toBeNull();
    expect(screen.queryByRole('button', { name: RSVP_TEXT.rsvpForMeeting })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Change RSVP' }));
    // The form starts from the member's own RSVP.
    expect(
      (await screen.findByRole('switch', { name: RSVP_TEXT.form.orderMeal })).getAttribute(
        'aria-checked',
      ),
    ).toBe('true');
  });
});
