// The live console's words (the light's words themselves come from the domain: LIGHT_WORDS).

export const LIVE_TEXT = {
  title: 'Live console',
  agenda: 'Agenda',
  timer: 'Timer',
  results: 'Timed items',
  current: 'Now',
  noPresenter: 'No one assigned',
  untimed: 'Not timed',
  window: (green: string, amber: string, red: string) =>
    `Green ${green} · Amber ${amber} · Red ${red}`,
  qualifyWindow: (from: string, to: string) => `Qualifies ${from}–${to}`,
  elapsed: 'Elapsed',
  lightLabel: 'Light',
  noLight: '—',
  lightIs: (word: string) => (word === '' ? 'No light yet' : `The light is ${word}`),
  status: {
    idle: 'Not started',
    running: 'Running',
    paused: 'Paused',
    stopped: 'Stopped',
  },
  start: 'Start',
  pause: 'Pause',
  stop: 'Stop',
  next: 'Next item',
  startedLate: (seconds: number) => `Started late by ${seconds} seconds`,
  startedLateAny: 'Started late by N seconds',
  startedLateLabel: 'Started late by (seconds)',
  qualified: 'Qualified',
  notQualified: 'Not qualified',
  noResults: 'No item has been timed yet.',
  reconnecting: 'Reconnecting…',
  fullScreen: 'Show the light full screen',
  backToConsole: 'Back to the console',
  meetingOver: 'This meeting is over: its console takes no more changes.',
  notFound: 'This meeting could not be found.',
  loadFailed: 'The live console could not be loaded.',
  signInAgain: 'Your session has ended. Sign in again to open the live console.',
  backToMeetings: 'Back to meetings',
  noItems: 'This meeting has no agenda items yet.',
  itemOf: (current: number, total: number) => `Item ${current} of ${total}`,
} as const;

export const LIVE_PRESS_FAILED = {
  title: 'The timer did not change',
  description: 'Try again.',
} as const;
