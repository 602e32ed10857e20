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
} as const;
