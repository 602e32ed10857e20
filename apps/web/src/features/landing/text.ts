export const LANDING_TEXT = {
  tagline: 'Run your public-speaking club in one place.',
  summary:
    'Schedule meetings, build agendas, fill meeting roles, collect RSVPs and meal orders, and follow every member’s Pathways progress, across all the clubs you belong to.',
  features: [
    {
      title: 'Meetings & agendas',
      description: 'Plan the week’s meeting and print an agenda that fits one page.',
    },
    {
      title: 'Roles in one tap',
      description: 'Members volunteer from their phone; officers assign the rest.',
    },
    {
      title: 'RSVPs & meals',
      description: 'Know who is coming and what to order before the booking deadline.',
    },
  ],
  loginTitle: 'Welcome back',
  loginDescription: 'Sign in with your account to reach your clubs.',
  /** The sign-in page for someone who has never signed in on this browser. */
  firstVisitTitle: (productName: string) => `Welcome to ${productName}`,
  firstVisitDescription:
    'New here? Signing in creates your account. Then join your club with its invitation link, or start a new club.',
} as const;
