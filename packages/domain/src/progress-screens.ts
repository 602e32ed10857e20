// The words of the progress screens: Skills Progress Dashboard, Pathways Progress, Member
// Achievements, My Pathways Journey, the Pathways catalogue, and the progress report PDF.

export const SKILLS_PROGRESS_TEXT = {
  title: 'Skills Progress Dashboard',
  noClub: 'Join a club to view skills progress.',
  tiles: {
    activeMembers: 'Active Members',
    totalSpeeches: 'Total Speeches',
    evaluationsGiven: 'Evaluations Given',
    avgSkillLevel: 'Avg Skill Level',
  },
  topCommunicators: 'Top Communicators',
  topLeaders: 'Top Leaders',
  speeches: (n: number) => `${n} ${n === 1 ? 'speech' : 'speeches'}`,
  leadershipRoles: (n: number) => `${n} leadership ${n === 1 ? 'role' : 'roles'}`,
  memberProgress: 'Member Progress',
  clubSkillsOverview: 'Club Skills Overview',
  averageLevel: (level: number) => `Avg level ${level.toFixed(1)}`,
  levelOf: (level: number) => `Level ${level}`,
  noMembers: 'No active members yet.',
  officersOnly: "Club progress is shown to club officers. Your own progress is on 'My Pathways'.",
} as const;

export const PATHWAYS_PROGRESS_TEXT = {
  title: 'Pathways Progress',
  noClub: 'Join a club to view Pathways progress.',
  tiles: {
    onPathways: 'On Pathways',
    completed: 'Completed',
    activePaths: 'Active Paths',
    avgProgress: 'Avg Progress',
  },
  ofPaths: (n: number) => `of ${n}`,
  distribution: 'Pathway Distribution',
  noDistribution: 'No members are on a pathway yet.',
  individual: 'Individual Member Progress',
  levelOf: (level: number) => `Level ${level}`,
  notOnPath: 'No pathway chosen',
  members: (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`,
} as const;

export const ACHIEVEMENTS_TEXT = {
  title: 'Member Achievements',
  noClub: 'Join a club to view member achievements.',
  cards: {
    totalAwards: 'Total Awards',
    achievers: 'Achievers',
    thisMonth: 'This Month',
    avgPerMember: 'Avg per Member',
  },
  recent: 'Recent Achievements',
  noRecent: 'No recent achievements to display.',
  types: 'Achievement Types',
  topAchievers: 'Top Achievers',
  awards: (n: number) => `${n} ${n === 1 ? 'award' : 'awards'}`,
  recognitionActions: 'Recognition Actions',
  actions: ['Add Achievement', 'View All Awards', 'Export Report'],
  badgeCatalogue: 'Badge Catalogue',
  activeMembers: 'Active Members',
} as const;

export const MY_PATHWAYS_TEXT = {
  title: 'My Pathways Journey',
  noClub: 'Join a club to view your Pathways journey.',
  tabs: {
    overview: 'Overview',
    achievements: 'Achievements',
    skills: 'Skills',
    explore: 'Explore Pathways',
  },
  currentPath: 'Current Path',
  level: 'Level',
  projectsCompleted: 'Projects Completed',
  ofProjects: (done: number, total: number) => `${done} of ${total}`,
  upcomingProjects: 'Upcoming Projects',
  noUpcoming: 'No upcoming projects',
  recentAchievements: 'Recent Achievements',
  noAchievements: 'No achievements yet',
  noSkills: 'No skills data available yet',
  completedProjects: 'Completed Projects',
  noCompleted: 'No projects completed yet.',
  awaitingApproval: 'Awaiting Approval',
  dueDateNone: 'No due date',
  downloadReport: 'Download Progress Report',
  setGoals: 'Set New Goals',
  viewAllAchievements: 'View All Achievements',
  learnMore: 'Learn More',
  choosePrompt: 'Choose a pathway to start your journey.',
  guideTitle: 'Not sure where to start?',
  guide: [
    ['Public speaking', 'Visionary Communication'],
    ['Mentoring', 'Effective Coaching'],
    ['Teams', 'Team Collaboration'],
  ],
  keyFocusAreas: 'Key focus areas',
} as const;

export const CATALOGUE_TEXT = {
  title: 'Toastmasters Pathways',
  currentPathway: 'Current Pathway',
  noCurrent: 'You have not chosen a pathway yet.',
  levelLabel: (level: number) => `Level ${level}`,
  completedProjects: (n: number) => `${n} completed ${n === 1 ? 'project' : 'projects'}`,
  tabs: { all: 'All Pathways', recommended: 'Recommended for You' },
  recommendedSoon: 'Personalized Recommendations Coming Soon',
  coreCompetencies: 'Core Competencies',
  viewMyProgress: 'View My Progress',
  switchPathway: 'Switch Pathway',
  learnMore: 'Learn More',
  learnMoreAlert:
    "This would open the pathway in the international organisation's education system.",
} as const;

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
