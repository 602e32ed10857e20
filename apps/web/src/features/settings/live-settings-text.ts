// The Meeting Night card's words, loaded with the card (its own chunk), not with /settings.
/** The Meeting Night card: the club's own vote categories and filler words, guests' votes, timing. */
export const LIVE_SETTINGS_TEXT = {
  title: 'Meeting Night',
  description: 'What the live console offers on meeting night: votes and the Ah-Counter.',
  categories: 'The club’s own vote categories (one per line)',
  standardCategories: (names: readonly string[]) => `Always voted: ${names.join(', ')}.`,
  words: 'The club’s own filler words (one per line)',
  standardWords: (words: readonly string[]) => `Always counted: ${words.join(', ')}.`,
  guestsMayVote: 'Guests may vote',
  save: 'Save meeting night settings',
  saving: 'Saving...',
  saved: 'Meeting night settings saved',
  saveFailed: 'The meeting night settings could not be saved. Try again.',
  tooManyCategories: 'At most 10 categories of the club’s own.',
  categoryTooLong: 'Keep each category to 60 characters.',
  tooManyWords: 'At most 20 filler words of the club’s own.',
  wordTooLong: 'Keep each word to 40 characters.',
  timing: 'Timing',
  timingDescription:
    'The club’s own minimum (green light) and maximum (red light) for each kind, in minutes such as 5 or 5:30. Leave both blank for the standard times. An agenda item whose light times were changed from the standard keeps its own.',
  kinds: {
    speech: 'Speech',
    ice_breaker: 'Ice Breaker',
    table_topics: 'Table Topics',
    evaluation: 'Evaluation',
  },
  minimum: (kind: string) => `${kind} minimum`,
  maximum: (kind: string) => `${kind} maximum`,
  notATime: 'Enter minutes such as 5 or 5:30.',
  bothTimes: 'Enter both the minimum and the maximum, or neither.',
} as const;
