import { describe, expect, it } from 'vitest';
import { RSVP_TEXT } from './text';

describe('RSVP_TEXT', () => {
  it('exact screen texts', () => {
    expect(RSVP_TEXT.noClub).toBe('Join a club to view RSVP and meal management.');
    expect(RSVP_TEXT.officerTitle).toBe('RSVP & Meals Management');
    expect(RSVP_TEXT.memberTitle).toBe('RSVP for Next Meeting');
    expect(RSVP_TEXT.rsvpForMeeting).toBe('RSVP for This Meeting');
    expect(RSVP_TEXT.empty).toBe('No RSVPs submitted yet for this meeting.');
    expect(RSVP_TEXT.form.specialRequirements).toBe('Special Requirements / Dietary Restrictions');
    expect(RSVP_TEXT.form.submit).toBe('Submit RSVP');
    expect(RSVP_TEXT.form.submitting).toBe('Submitting...');
    expect(RSVP_TEXT.noMealOption('$5.00')).toBe('No meal ($5.00)');
    expect(RSVP_TEXT.submitted).toBe('RSVP submitted successfully!');
    expect(RSVP_TEXT.submitError).toBe('Error submitting RSVP');
    expect(RSVP_TEXT.paymentUpdated).toBe('Payment status updated!');
    expect(RSVP_TEXT.stripeUnavailable.description).toBe(
      'Using manual payment confirmation. Contact treasurer for payment processing.',
    );
  });
});
