/** Plain-JSON responses shaped like the API's, for the screens under test. */
export const ANN = {
  id: 7,
  email: 'ann.lee@example.org',
  firstName: 'Ann',
  lastName: 'Lee',
  profileImageUrl: null,
  isSuperAdmin: false,
};

export function membershipAs(role: string, clubId = 1) {
  return {
    clubId,
    role,
    status: 'active',
    club: {
      id: clubId,
      name: clubId === 1 ? 'Harbour Speakers' : 'Riverside Orators',
      clubNumber: '1234',
      district: '70',
      logoUrl: null,
      timeZone: 'Australia/Sydney',
      locale: 'en-AU',
      currency: 'AUD',
      rolesPerMember: 1,
      noMealFee: '5.00',
    },
  };
}

export function meeting(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    clubId: 1,
    agendaTemplateId: null,
    title: `Meeting ${id}`,
    agenda: 'Call to Order\nTable Topics\nEvaluations',
    date: '2031-03-0' + String(id),
    startTime: '19:00',
    endTime: '20:30',
    location: 'Community Center',
    theme: null,
    notes: null,
    status: 'scheduled',
    scheduledAt: '2031-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function role(
  id: number,
  meetingId: number,
  roleType: string,
  status: 'open' | 'assigned' | 'confirmed',
  userId: number | null,
) {
  return {
    id,
    meetingId,
    roleType,
    userId,
    status,
    user: userId === null ? null : { firstName: 'Someone', lastName: 'Else' },
    speechTitle: null,
    pathwaysProject: null,
  };
}

/** The calls every signed-in screen makes, for a person with the given club role. */
export function signedInAs(role: string) {
  return {
    'auth.user': () => ANN,
    'clubs.list': () => [membershipAs(role)],
    'platformSettings.public': () => [],
    publicConfig: () => ({ authProviderName: 'Replit', productName: 'Lectern' }),
    // The bell asks on every screen; nothing to tell unless a test says otherwise.
    'notifications.list': () => ({ items: [], unreadCount: 0 }),
    'calendarFeed.get': () => ({ active: false, createdAt: null }),
  };
}
