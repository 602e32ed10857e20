import { MEMBERSHIP_TEXT, NO_FIGURE, PAIR_STATUS_LABELS } from '@lectern/domain';

/** The spec's mentorship sentences live in the domain package; these are the screen's extras. */
export const MENTORSHIP_TEXT = MEMBERSHIP_TEXT.mentorship;
export { NO_FIGURE, PAIR_STATUS_LABELS };

export const MENTORSHIP_PAGE_TEXT = {
  description: 'Pair experienced members with those who want to grow.',
  noClub: 'Join a club to view the mentorship program.',
  loadFailed: 'The mentorship program could not be loaded.',
  membersOnly: 'The mentorship program is for club members.',
  scheduleMatch: 'Schedule Match',
  createPair: 'Create Pair',
  stats: {
    mentors: 'Available Mentors',
    seekers: 'Seeking Mentors',
    pairs: 'Active Pairs',
    successRate: 'Success Rate',
  },
  tabs: {
    mentors: 'Available Mentors',
    seekers: 'Seeking Mentors',
    pairs: 'Active Pairs',
    smart: 'Smart Matching',
  },
  search: 'Search by name or area',
  format: 'Format',
  anyFormat: 'Any format',
  contact: 'Contact',
  match: 'Match',
  level: (level: number) => `Level ${level}`,
  noPathway: 'No pathway yet',
  availability: 'Availability',
  noMatches: 'No one matches this search.',
  pair: {
    mentor: 'Mentor',
    mentee: 'Mentee',
    since: (date: string) => `Since ${date}`,
    proposed: (date: string) => `Proposed ${date}`,
    ended: (date: string) => `Ended ${date}`,
    accept: 'Accept',
    decline: 'Decline',
    complete: 'Mark Completed',
    endEarly: 'End Early',
    history: 'Past pairs',
  },
  dialog: {
    schedule: 'Schedule Match',
    create: 'Create Pair',
    scheduleDescription: 'Propose a pair; the mentor accepts or declines it.',
    createDescription: 'Start a pair straight away.',
    mentor: 'Mentor',
    mentee: 'Mentee',
    choose: 'Choose a member',
    submit: 'Save',
    cancel: 'Cancel',
  },
  toasts: {
    proposed: 'Match proposed',
    proposedDescription: 'The mentor has been asked to accept the match.',
    created: 'Pair created',
    accepted: 'Match accepted',
    declined: 'Match declined',
    ended: 'Pair ended',
    failed: 'Error',
  },
} as const;
