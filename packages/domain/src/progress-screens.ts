// The words of the progress report PDF, which the API writes (the progress screens' own words
// live with the screens).

export const PROGRESS_REPORT_TEXT = {
  title: 'Pathways Progress Report',
  path: 'Pathway',
  level: 'Level',
  progress: 'Progress at this level',
  counters: 'Club Record',
  speeches: 'Speeches',
  evaluations: 'Evaluations',
  leadershipRoles: 'Leadership roles',
  tableTopics: 'Table topics',
  completedProjects: 'Completed Projects',
  noCompletedProjects: 'No projects completed yet.',
  pending: 'Awaiting Approval',
  skills: 'Skills',
  achievements: 'Achievements',
  generated: (date: string) => `Generated ${date}`,
} as const;

/** 'progress-report-jane-citizen-2026-11-27.pdf': the person's name made safe for a file name. */
export function progressReportFileName(name: string, date: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `progress-report-${slug || 'member'}-${date}.pdf`;
}
