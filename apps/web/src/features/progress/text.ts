/** The progress screens' words (exact texts); the tests import them. */
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
  /** A meeting's award: 'Best Speaker — Weekly Meeting, 12 Nov'. */
  award: (name: string, meeting: string) => `${name} — ${meeting}`,
  /** Under a meeting's award in the recent list: 'Ann Lee · Weekly Meeting, 12 Nov'. */
  awardBy: (member: string, meeting: string) => `${member} · ${meeting}`,
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

export const COMPLETION_TEXT = {
  recordTitle: 'Record Project Completion',
  submitTitle: 'Submit Project Completion',
  recordDescription: 'A completion you record counts at once and moves the member’s level.',
  submitDescription: 'Your VP Education approves it before it counts toward your level.',
  project: 'Project',
  member: 'Member',
  date: 'Completion Date',
  meeting: 'Meeting',
  noMeeting: 'No meeting',
  speechTitle: 'Speech Title',
  evaluatorFeedback: 'Evaluator Feedback',
  record: 'Record Completion',
  submit: 'Submit for Approval',
  submitting: 'Submitting...',
  approve: 'Approve',
  reject: 'Reject',
  pendingTitle: 'Completions Awaiting Approval',
  noPending: 'No completions are waiting for approval.',
  pending: 'Awaiting approval',
  recorded: 'Project completion recorded.',
  submitted: 'Project completion submitted for approval.',
  approved: 'Project completion approved.',
  rejected: 'Project completion rejected.',
  failed: 'Failed to save the project completion. Please try again.',
  choosePath: 'Choose This Pathway',
  pathChosen: 'Pathway chosen.',
  choosePathFailed: 'Failed to choose the pathway. Please try again.',
} as const;

export const PROGRESS_SCREEN_TEXT = {
  loadFailed: 'The progress records could not be loaded.',
  downloadFailed: 'The progress report could not be downloaded.',
  downloading: 'Preparing...',
  rank: (n: number) => `#${n}`,
  crown: 'Top achiever',
  noLevels: 'No levels listed.',
  openMyPathways: 'Go to My Pathways',
} as const;

/** A member's own measured times (written when each meeting was completed). */
export const MY_TIMES_TEXT = {
  title: 'My speaking times',
  none: 'Your timed speeches and evaluations appear here after each meeting.',
  qualified: 'Qualified',
  notQualified: 'Outside the time',
  columns: { date: 'Date', item: 'Item', time: 'Time', result: 'Result' },
} as const;
