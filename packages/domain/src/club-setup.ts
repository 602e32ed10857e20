// The first-week checklist a new club's officers see on the dashboard: each step is ticked
// from the club's own records, and the list is gone once every step is done.

export const CLUB_SETUP_STEPS = [
  'location',
  'localeAndCurrency',
  'meals',
  'template',
  'meetings',
  'invitations',
  'officers',
] as const;
export type ClubSetupStep = (typeof CLUB_SETUP_STEPS)[number];

/** What the server reads about the club to tick the steps (one statement). */
export interface ClubSetupFacts {
  /** The club has a meeting location. */
  hasLocation: boolean;
  /** The club's locale and currency are recorded (both are chosen when the club is created). */
  hasLocaleAndCurrency: boolean;
  /** Attending without a meal costs something (a fee above zero). */
  hasMealFee: boolean;
  /**
   * The club's settings were saved by an officer at least once after the club was created: with
   * no menu and no fee, that is how a club says it serves no meals.
   */
  settingsSaved: boolean;
  /** The club's menu has at least one item. */
  hasMenu: boolean;
  hasTemplate: boolean;
  hasMeeting: boolean;
  /** An invitation was made, or someone besides the founder has joined. */
  hasInvitedSomeone: boolean;
  /** Someone besides the presidents holds an officer rank. */
  hasOtherOfficer: boolean;
}

export interface ClubSetupItem {
  step: ClubSetupStep;
  done: boolean;
}

/**
 * The steps in order with whether each is done. Locale and currency are done once recorded (the
 * creation form asks for both); meals once there is a menu or a no-meal fee, or the settings were
 * saved without either (a club that serves no meals).
 */
export function clubSetupChecklist(facts: ClubSetupFacts): ClubSetupItem[] {
  const done: Record<ClubSetupStep, boolean> = {
    location: facts.hasLocation,
    localeAndCurrency: facts.hasLocaleAndCurrency,
    meals: facts.hasMenu || facts.hasMealFee || facts.settingsSaved,
    template: facts.hasTemplate,
    meetings: facts.hasMeeting,
    invitations: facts.hasInvitedSomeone,
    officers: facts.hasOtherOfficer,
  };
  return CLUB_SETUP_STEPS.map((step) => ({ step, done: done[step] }));
}

export const CLUB_SETUP_TEXT = {
  title: 'Your first week',
  intro: 'A few things to set up so your club’s first meetings run well.',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  done: 'Done',
  toDo: 'To do',
  steps: {
    location: 'Add where the club meets',
    localeAndCurrency: 'Check the date format and currency',
    meals: 'Set the meal fee and menu (or no meals)',
    template: 'Create a meeting template',
    meetings: 'Schedule the first meetings',
    invitations: 'Invite your members',
    officers: 'Name your officers',
  },
} as const satisfies {
  steps: Record<ClubSetupStep, string>;
  [key: string]: unknown;
};
