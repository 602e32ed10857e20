import { MEETINGS_TEXT } from '@lectern/domain';

/** Meeting texts live in the domain package; these are the screen's own extras. */
export { MEETINGS_TEXT };

export const MEETINGS_PAGE_TEXT = {
  title: 'Upcoming Meetings',
  errorTitle: 'Error',
  loadFailed: 'The meetings could not be loaded.',
  retry: 'Try again',
  rolesLoadFailed: 'The roles for this meeting could not be loaded.',
  agendaItems: (count: number) => (count === 1 ? '1 agenda item' : `${count} agenda items`),
  deleteMeetingLabel: (title: string) => `Delete ${title}`,
  deleteDialogTitle: 'Delete this meeting?',
  deleteDialogDescription: (title: string) =>
    `“${title}” and its roles and RSVPs will be deleted. This cannot be undone.`,
  deleteConfirm: 'Delete Meeting',
  deleting: 'Deleting...',
  fieldNames: { date: 'Date', time: 'Time', location: 'Location' },
  liveConsole: 'Live console',
  past: {
    title: 'Past Meetings',
    show: 'Show past meetings',
    hide: 'Hide past meetings',
    loading: 'Loading past meetings...',
    loadFailed: 'The past meetings could not be loaded.',
    empty: 'No completed or cancelled meetings yet.',
  },
} as const;

export const CREATE_MEETING_TEXT = {
  description: 'Schedule a meeting for your club, or a run of weekly meetings.',
  forbidden: 'Only club officers can schedule meetings.',
  detailsSection: 'Meeting details',
  agendaSection: 'Agenda',
  labels: {
    title: 'Meeting Title',
    scheduledDate: 'Date',
    scheduledTime: 'Start Time',
    location: 'Location',
    status: 'Status',
    recurring: 'Recurring weekly meeting',
    recurringWeeks: 'Number of weeks',
    agendaTemplate: 'Agenda Template',
    agenda: 'Custom Agenda',
  },
  hints: {
    recurringWeeks: 'One meeting is created for each week.',
    agenda: 'One agenda item per line. Choosing a template fills this in.',
  },
  chooseTemplate: 'Choose a template',
  templateAgenda: (count: number) =>
    `The agenda is this template's ${count === 1 ? 'item' : `${count} items`}, timed from the start time, with its meeting roles. Change it in the agenda editor after scheduling.`,
} as const;

/** The meeting status control (officers move a meeting between statuses). */
export const MEETING_STATUS_TEXT = {
  label: 'Change status',
  markAs: (label: string) => `Mark ${label}`,
  changed: (label: string) => `Meeting marked ${label}.`,
  failed: 'Failed to change the meeting status.',
} as const;
