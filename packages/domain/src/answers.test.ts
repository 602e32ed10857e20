import { describe, expect, it } from 'vitest';
import {
  memberEntryAnswer,
  memberGuestViewAnswer,
  memberMemberViewAnswer,
  meetingsUpcomingAnswer,
  rsvpsListAnswer,
} from './answers';

const joinedAt = new Date('2026-01-05T00:00:00Z');
const basics = { id: 7, userId: 3, clubId: 1, role: 'vpe', status: 'active', joinedAt } as const;
const person = { firstName: 'David', lastName: 'Chen', profileImageUrl: null };
const profileBasics = { membershipStatus: 'member', pathwaysPath: null, currentLevel: 3 } as const;
const shared = {
  currentProject: null,
  bio: 'Hello',
  mentorshipStatus: null,
  mentoringAreas: [],
  seekingMentorshipIn: null,
};
const skills = {
  tmiMembershipNumber: 'PN-1',
  speechesCompleted: 4,
  evaluationsGiven: 2,
  leadershipRolesFilled: 1,
  tableTopicsAnswered: 5,
  competentCommunicator: false,
  competentLeader: null,
  communicationSkill: 3,
  leadershipSkill: 3,
  listeningSkill: 3,
  criticalThinkingSkill: 3,
};
const sensitive = {
  dietaryRestrictions: 'Vegan',
  emergencyContact: 'Kim',
  emergencyPhone: '0400 000 000',
  goals: null,
  availabilityPattern: null,
  availableWeekdays: null,
  availableWeekends: true,
  preferredSpeechFrequency: null,
  rolePreferences: null,
  mentorshipExperience: null,
  mentorshipInterests: {
    availability: 'flexible',
    preferred_format: 'in-person',
    goals: null,
    emailNotifications: true,
    appNotifications: true,
  },
  interests: null,
  howHeardAboutClub: null,
  visitationGoals: null,
  emailNotifications: true,
  smsNotifications: false,
  communicationPreferences: null,
};

const guestView = { ...basics, user: person, profile: profileBasics };
const memberView = {
  ...basics,
  user: { ...person, email: 'vpe@example.org' },
  profile: { ...profileBasics, ...shared },
};
const fullView = {
  ...basics,
  tmiNumber: 'PN-1',
  user: { ...person, email: 'vpe@example.org' },
  profile: { ...profileBasics, ...shared, ...skills, ...sensitive },
};

describe('one member: the answer keeps exactly its shape', () => {
  it.each([
    ['guest view', guestView],
    ['member view', memberView],
    ['full view', fullView],
    ['guest view of a person without a profile', { ...guestView, profile: null }],
  ])('%s passes whole, and an undeclared field is dropped', (_name, entry) => {
    const answer = memberEntryAnswer.parse({
      ...entry,
      passwordHash: 'x',
      user: { ...entry.user, isSuperAdmin: true },
    });
    expect(answer).toEqual(entry);
  });

  it.each([
    ['the guest view with an e-mail', memberGuestViewAnswer, memberView],
    [
      'the guest view with a bio',
      memberGuestViewAnswer,
      { ...guestView, profile: memberView.profile },
    ],
    [
      'the member view with a member number',
      memberMemberViewAnswer,
      { ...memberView, tmiNumber: 'PN-1' },
    ],
    [
      'the member view with the emergency contact',
      memberMemberViewAnswer,
      { ...memberView, profile: { ...memberView.profile, emergencyContact: 'Kim' } },
    ],
  ])('%s fails its shape', (_name, shape, entry) => {
    expect(shape.safeParse(entry).success).toBe(false);
  });

  it('a member view is not cut down to the guest view, nor the full view to the member view', () => {
    expect(memberEntryAnswer.parse(memberView)).toHaveProperty('user.email', 'vpe@example.org');
    expect(memberEntryAnswer.parse(fullView)).toHaveProperty('profile.emergencyContact', 'Kim');
  });
});

describe('RSVPs: the full answer or the name and answer, by the payment status', () => {
  const brief = {
    id: 1,
    meetingId: 2,
    userId: 3,
    status: 'attending',
    user: { firstName: 'Ann', lastName: null },
  } as const;
  const full = {
    ...brief,
    mealChoice: 'Fish',
    drink6pm: null,
    drink7pm: null,
    extras: null,
    mealPrice: '30.00',
    totalPrice: '30.00',
    specialRequirements: 'No nuts',
    paymentStatus: 'paid',
    paymentMethod: 'cash',
    paymentNotes: null,
    paidAt: joinedAt,
    arrivalTime: null,
    notes: null,
    createdAt: joinedAt,
    updatedAt: joinedAt,
    role: 'member',
  } as const;

  it('each keeps its fields and drops undeclared ones', () => {
    expect(
      rsvpsListAnswer.parse([
        { ...full, secret: 1 },
        { ...brief, mealChoice: 'Fish' },
      ]),
    ).toEqual([full, brief]);
  });

  it('a full RSVP missing a field is refused, not cut down to the name and answer', () => {
    const { specialRequirements: _dropped, ...incomplete } = full;
    expect(rsvpsListAnswer.safeParse([incomplete]).success).toBe(false);
  });
});

it('upcoming meetings carry the agenda item count, never the agenda', () => {
  const meeting = {
    id: 1,
    clubId: 1,
    title: 'Meeting',
    date: '2031-03-01',
    startTime: '19:00',
    endTime: '20:30',
    location: null,
    theme: null,
    notes: null,
    status: 'scheduled',
    scheduledAt: null,
    agendaTemplateId: null,
    agendaItemCount: 3,
  } as const;
  expect(meetingsUpcomingAnswer.parse([{ ...meeting, agenda: 'Call to Order' }])).toEqual([
    meeting,
  ]);
});
