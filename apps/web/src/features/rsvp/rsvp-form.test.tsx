import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { clubFormat } from '@lectern/domain';
import { RsvpForm, SPECIAL_REQUIREMENTS_MAX, type RsvpSubmission } from './rsvp-form';
import { RSVP_PAGE_TEXT, RSVP_TEXT } from './text';

const MENU = [
  { name: 'Beef Ribs', category: 'meal', price: '37.00', available: true },
  { name: 'Chicken Schnitzel', category: 'meal', price: '32.00', available: true },
  { name: 'No meal', category: 'meal', price: '5.00', available: true },
  { name: 'Seafood Linguine', category: 'meal', price: '35.00', available: false },
  { name: 'House Wine', category: 'drink_6pm', price: '9.50', available: true },
  { name: 'Soft Drink', category: 'drink_7pm', price: '4.00', available: true },
  { name: 'Garlic Bread', category: 'extras', price: '6.00', available: true },
];

function renderForm(props: Partial<Parameters<typeof RsvpForm>[0]> = {}) {
  const onSubmit = vi.fn<(submission: RsvpSubmission, userId: number | null) => void>();
  render(
    <RsvpForm
      menu={MENU}
      isPending={false}
      onSubmit={onSubmit}
      onCancel={() => {}}
      format={clubFormat({ locale: 'en-AU', currency: 'AUD' })}
      noMealFeeCents={500}
      {...props}
    />,
  );
  return { onSubmit };
}

const total = () => screen.getByTestId('rsvp-total').textContent;

function choose(label: string, option: string) {
  fireEvent.keyDown(screen.getByLabelText(label), { key: 'Enter' });
  fireEvent.keyDown(screen.getByRole('option', { name: option }), { key: 'Enter' });
}

const mealSwitch = () => screen.getByRole('switch', { name: RSVP_TEXT.form.orderMeal });

describe('RSVP form', () => {
  it('costs $5.00 when attending without a meal and nothing when not attending', async () => {
    renderForm();
    expect(total()).toBe('$5.00');
    expect(screen.getByText(RSVP_TEXT.noMealOption('$5.00'))).toBeTruthy();
    choose(RSVP_TEXT.form.attendance, 'Not Attending');
    await waitFor(() => expect(total()).toBe('$0.00'));
  });

  it('adds the meal, both drinks and the extra to the live total', async () => {
    renderForm();
    fireEvent.click(mealSwitch());
    choose(RSVP_TEXT.form.meal, 'Beef Ribs ($37.00)');
    await waitFor(() => expect(total()).toBe('$37.00'));
    choose(RSVP_PAGE_TEXT.drink6pm, 'House Wine ($9.50)');
    choose(RSVP_PAGE_TEXT.drink7pm, 'Soft Drink ($4.00)');
    choose(RSVP_TEXT.form.extras, 'Garlic Bread ($6.00)');
    await waitFor(() => expect(total()).toBe('$56.50'));
  });

  it('offers only available meals and never one named No meal', () => {
    renderForm();
    fireEvent.click(mealSwitch());
    fireEvent.keyDown(screen.getByLabelText(RSVP_TEXT.form.meal), { key: 'Enter' });
    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(['Beef Ribs ($37.00)', 'Chicken Schnitzel ($32.00)']);
  });

  it('shows meal, drink and extras only while attending with a meal, and the switch clears them', async () => {
    renderForm();
    expect(screen.queryByLabelText(RSVP_TEXT.form.meal)).toBeNull();
    expect(screen.queryByText(RSVP_TEXT.form.drink)).toBeNull();
    expect(screen.queryByLabelText(RSVP_TEXT.form.extras)).toBeNull();

    fireEvent.click(mealSwitch());
    expect(screen.getByLabelText(RSVP_TEXT.form.meal)).toBeTruthy();
    expect(screen.getByText(RSVP_TEXT.form.drink)).toBeTruthy();
    choose(RSVP_TEXT.form.meal, 'Chicken Schnitzel ($32.00)');
    choose(RSVP_PAGE_TEXT.drink6pm, 'House Wine ($9.50)');
    await waitFor(() => expect(total()).toBe('$41.50'));

    fireEvent.click(mealSwitch());
    expect(screen.queryByLabelText(RSVP_TEXT.form.meal)).toBeNull();
    expect(total()).toBe('$5.00');

    // Back on: the earlier choices are gone.
    fireEvent.click(mealSwitch());
    expect(screen.getByLabelText(RSVP_TEXT.form.meal).textContent).toContain(
      RSVP_PAGE_TEXT.chooseMeal,
    );
    expect(screen.getByLabelText(RSVP_PAGE_TEXT.drink6pm).textContent).toContain(
      RSVP_PAGE_TEXT.noDrink,
    );
    // A meal ordered but none chosen yet: the no-meal fee, as the server will price it.
    expect(total()).toBe('$5.00');

    choose(RSVP_TEXT.form.attendance, 'Tentative');
    await waitFor(() => expect(screen.queryByLabelText(RSVP_TEXT.form.meal)).toBeNull());
  });

  it('submits the normalised choice without client prices', async () => {
    const { onSubmit } = renderForm();
    fireEvent.click(mealSwitch());
    choose(RSVP_TEXT.form.meal, 'Beef Ribs ($37.00)');
    choose(RSVP_PAGE_TEXT.drink7pm, 'Soft Drink ($4.00)');
    fireEvent.change(screen.getByLabelText(RSVP_TEXT.form.specialRequirements), {
      target: { value: '  No onions  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: RSVP_TEXT.form.submit }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      {
        status: 'attending',
        hasMeal: true,
        mealChoice: 'Beef Ribs',
        drink6pm: '',
        drink7pm: 'Soft Drink',
        extras: '',
        specialRequirements: 'No onions',
        paymentMethod: 'bsb_transfer',
      },
      null,
    ]);
  });

  it('submits No meal when the switch is off', async () => {
    const { onSubmit } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: RSVP_TEXT.form.submit }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      hasMeal: false,
      mealChoice: 'No meal',
      drink6pm: '',
      drink7pm: '',
      extras: '',
    });
  });

  it('requires a member for Add RSVP and says so', async () => {
    const { onSubmit } = renderForm({ members: [{ value: '12', label: 'Liam Patel' }] });
    fireEvent.click(screen.getByRole('button', { name: RSVP_TEXT.form.submit }));
    expect(await screen.findByText(RSVP_PAGE_TEXT.memberRequired)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects special requirements over the limit with the message', async () => {
    const { onSubmit } = renderForm();
    const field = screen.getByLabelText(RSVP_TEXT.form.specialRequirements);
    fireEvent.change(field, { target: { value: 'x'.repeat(SPECIAL_REQUIREMENTS_MAX + 1) } });
    fireEvent.click(screen.getByRole('button', { name: RSVP_TEXT.form.submit }));
    expect(await screen.findByText(RSVP_PAGE_TEXT.specialRequirementsTooLong)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows 'Submitting...' and blocks a second submit while pending", () => {
    renderForm({ isPending: true });
    const button = screen.getByRole('button', { name: RSVP_TEXT.form.submitting });
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
