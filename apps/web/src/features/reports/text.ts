import { REPORTS_TEXT } from '@lectern/domain';

/** The report's words live in the domain package; these are the screen's extras. */
export { REPORTS_TEXT };

export const REPORTS_SCREEN_TEXT = {
  loadFailed: 'The report could not be loaded.',
  members: 'members',
  attending: 'attending',
  sections: {
    Membership: 'membership',
    Attendance: 'attendance',
    Progress: 'pathways-levels',
    Financial: 'report-cards',
    Meeting: 'meeting-stats',
    Performance: 'role-distribution',
  } as Record<string, string>,
  periodRange: (start: string, end: string) => `${start} to ${end}`,
} as const;
