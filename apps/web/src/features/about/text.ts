/** The About screen's words: the platform, mission, club benefits, Pathways, guests). */
export const ABOUT_TEXT = {
  title: 'About',
  intro: (product: string) =>
    `${product} runs public-speaking clubs: meetings and agendas, speaking roles, RSVPs and meals, members and their Pathways progress, for every club you belong to.`,
  platform: {
    heading: 'The platform',
    body: [
      'Officers schedule meetings, build agendas and assign roles; members volunteer for a role, RSVP and order their meal in a tap; everyone sees the same agenda on the night.',
      'One account can belong to several clubs, with its own role in each. Choose a club in the header to see its meetings and members.',
    ],
  },
  mission: {
    heading: 'Our mission',
    body: 'To give every club a simple, dependable home for its meetings, so officers spend their time on members rather than spreadsheets, and every member gets the speaking practice, feedback and leadership experience that build confidence.',
  },
  benefits: {
    heading: 'Why join a club',
    items: [
      'Speak with confidence: regular prepared speeches and impromptu Table Topics in a supportive room.',
      'Get useful feedback: every speech is evaluated, and you learn to evaluate others.',
      'Lead: meeting roles and officer positions are practice in planning, chairing and teamwork.',
      'Learn at your own pace with a mentor and a Pathways learning path.',
      'Meet people: a friendly club, a shared meal and a network across clubs and districts.',
    ],
  },
  pathways: {
    heading: 'The Pathways program',
    body: (count: number) =>
      `Pathways is the education program: ${count} learning paths, each with five levels of projects, from your first speech to advanced leadership. You choose the path that matches your goals and can track your progress here.`,
    listLabel: 'Learning paths',
  },
  guests: {
    heading: 'Visiting as a guest?',
    body: 'You are welcome at any meeting. To become a member, register with Toastmasters International, pay your dues and club fees, then ask the VP Membership or the Secretary, or any club officer, about membership: they will convert your account.',
    profileLink: 'Update your guest profile',
  },
} as const;
