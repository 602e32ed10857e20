import { MEETING_REPORT_TEXT } from '@lectern/domain';

/** The meeting report page (/meetings/{id}/report). */
export const MEETING_REPORT_PAGE_TEXT = {
  ...MEETING_REPORT_TEXT,
  loading: 'Loading the report...',
  notFound: 'This meeting report could not be loaded.',
  backToAgenda: 'Back to the agenda',
  counts: (members: number, guests: number) =>
    `${members} ${members === 1 ? 'member' : 'members'}, ${guests} ${guests === 1 ? 'guest' : 'guests'}`,
  guest: 'Guest',
  columns: {
    item: 'Item',
    presenter: 'Presenter',
    time: 'Time',
    window: 'Window',
    result: 'Result',
    speaker: 'Speaker',
  },
} as const;
