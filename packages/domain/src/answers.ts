/**
 * What every procedure answers: one zod schema per procedure, declared with `.output(...)`. tRPC
 * parses each answer through its schema before sending it, and `z.object` drops every key it does
 * not declare, so a column added to a query cannot reach a client by accident: a new field is
 * sent only once it is declared here. The web reads these shapes as types only (through the
 * API's RouterOutputs), so zod stays out of its bundles.
 *
 * Dates are declared as `Date`: procedures answer Date objects and the JSON link sends them as ISO
 * strings (the client types say string). Schemas stay plain (no refinements): each answer is
 * parsed on every call.
 */
import { z } from 'zod';
import {
  CLUB_ROLES,
  CLUB_SETUP_STEPS,
  COMPLETION_STATUSES,
  CONTACT_METHODS,
  CREDIT_KINDS,
  EMAIL_ACTIONS,
  MEETING_ROLE_STATUSES,
  MEETING_STATUSES,
  MEMBERSHIP_ACTIVITY_KINDS,
  MEMBER_STATUSES,
  MENU_CATEGORIES,
  NOTIFICATION_KINDS,
  PAIR_OUTCOMES,
  PAIR_STATUSES,
  PAYMENT_STATUSES,
  PROFILE_MEMBERSHIP_STATUSES,
  RSVP_STATUSES,
} from './index';

/** A template's structured items, stored as the list its schema validated on the way in. */
const templateStructure = z.array(z.unknown()).nullable();

/** A meeting without its agenda: what a list of meetings shows of each. */
const meetingSummary = z.object({
  id: z.number(),
  clubId: z.number(),
  title: z.string(),
  date: z.string().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string(),
  location: z.string().nullable(),
  theme: z.string().nullable(),
  notes: z.string().nullable(),
  status: z.enum(MEETING_STATUSES),
  scheduledAt: z.date().nullable(),
  agendaTemplateId: z.number().nullable(),
});

/** A meeting with its stored agenda (text, or a JSON list of items). */
export const meetingAnswer = meetingSummary.extend({ agenda: z.string().nullable() });

/** `publicConfig` */
export const publicConfigAnswer = z.object({
  authProviderName: z.string(),
  productName: z.literal('Lectern'),
  stripePublishableKey: z.string().nullable(),
});

/** `platformSettings.public` */
export const platformSettingsPublicAnswer = z.array(
  z.object({
    value: z.string().nullable(),
    key: z.string(),
  }),
);

/** `platformSettings.list` */
export const platformSettingsListAnswer = z.array(
  z.object({
    id: z.number(),
    key: z.string(),
    value: z.string().nullable(),
    description: z.string().nullable(),
    updatedAt: z.date(),
  }),
);

/** `platformSettings.save` */
export const platformSettingsSaveAnswer = z.object({
  id: z.number(),
  key: z.string(),
  value: z.string().nullable(),
  description: z.string().nullable(),
  updatedAt: z.date(),
});

/** `auth.user` */
export const authUserAnswer = z.object({
  id: z.number(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isSuperAdmin: z.boolean(),
});

/** `auth.roleInClub` */
export const authRoleInClubAnswer = z.object({
  clubId: z.number(),
  role: z.enum(CLUB_ROLES).nullable(),
  status: z.enum(MEMBER_STATUSES).nullable(),
});

/** `apiTokens.list` */
export const apiTokensListAnswer = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    scope: z.enum(['read', 'full']),
    createdAt: z.date(),
    lastUsedAt: z.date().nullable(),
    revokedAt: z.date().nullable(),
  }),
);

/** `apiTokens.create` */
export const apiTokensCreateAnswer = z.object({
  id: z.string(),
  token: z.string(),
  name: z.string(),
  scope: z.enum(['read', 'full']),
  createdAt: z.date(),
});

/** `apiTokens.revoke` */
export const apiTokensRevokeAnswer = z.object({
  id: z.string(),
});

/** `clubs.list` */
export const clubsListAnswer = z.array(
  z.object({
    clubId: z.number(),
    role: z.enum(CLUB_ROLES),
    status: z.enum(MEMBER_STATUSES),
    club: z.object({
      id: z.number(),
      name: z.string(),
      clubNumber: z.string().nullable(),
      district: z.string().nullable(),
      logoUrl: z.string().nullable(),
      timeZone: z.string(),
      locale: z.string(),
      currency: z.string(),
      rolesPerMember: z.number(),
      noMealFee: z.string(),
    }),
  }),
);

/** `clubs.get` */
export const clubsGetAnswer = z.object({
  id: z.number(),
  name: z.string(),
  clubNumber: z.string().nullable(),
  district: z.string().nullable(),
  meetingLocation: z.string().nullable(),
  meetingDay: z.string().nullable(),
  meetingTime: z.string().nullable(),
  foundedDate: z.string().nullable(),
  endTime: z.string().nullable(),
  mission: z.string().nullable(),
  vpeGuidelines: z.string().nullable(),
  logoUrl: z.string().nullable(),
  timeZone: z.string(),
  meetingSettings: z.object({
    rsvpDeadline: z.number().optional(),
    mealDeadline: z.number().optional(),
    defaultTheme: z.string().optional(),
    meetingFormat: z.string().optional(),
  }),
  rolesPerMember: z.number(),
  locale: z.string(),
  currency: z.string(),
  noMealFee: z.string(),
  founded: z.string().nullable(),
});

/** `clubs.update` */
export const clubsUpdateAnswer = clubsGetAnswer;

/** `clubs.updateMeetingSettings` */
export const clubsUpdateMeetingSettingsAnswer = clubsGetAnswer;

/** `clubs.updatePlace` */
export const clubsUpdatePlaceAnswer = clubsGetAnswer;

/** `clubs.updateMission` */
export const clubsUpdateMissionAnswer = clubsGetAnswer;

/** `clubs.dashboard` */
export const clubsDashboardAnswer = z.object({
  nextMeeting: meetingAnswer.nullable(),
  daysUntilNextMeeting: z.number().nullable(),
  activeMembers: z.number(),
  totalRoles: z.number(),
  rolesFilled: z.number(),
  rolesFilledPercent: z.number(),
  mealOrders: z.number(),
  mealOrdersByChoice: z.array(
    z.object({
      meal: z.string(),
      count: z.number(),
    }),
  ),
  rsvpSummary: z.object({
    attending: z.number(),
    notAttending: z.number(),
    tentative: z.number(),
    noResponse: z.number(),
    totalMembers: z.number(),
  }),
  pendingActions: z.array(
    z.object({
      id: z.enum(['meeting-preparation', 'rsvp-deadline', 'review-agenda']),
      title: z.string(),
      priority: z.enum(['high', 'medium']),
    }),
  ),
  totalRevenue: z.string().nullable(),
});

/** `clubs.setupChecklist` */
export const clubsSetupChecklistAnswer = z.object({
  items: z.array(
    z.object({
      step: z.enum(CLUB_SETUP_STEPS),
      done: z.boolean(),
    }),
  ),
  complete: z.boolean(),
});

/** `platformClubs.options` */
export const platformClubsOptionsAnswer = z.object({
  canCreate: z.boolean(),
  canAppointPresident: z.boolean(),
});

/** `platformClubs.list` */
export const platformClubsListAnswer = z.array(
  z.object({
    activeMembers: z.number(),
    presidentEmails: z.array(z.string()),
    id: z.number(),
    name: z.string(),
    clubNumber: z.string().nullable(),
    district: z.string().nullable(),
    meetingDay: z.string().nullable(),
    meetingTime: z.string().nullable(),
    timeZone: z.string(),
    createdAt: z.date(),
    archivedAt: z.date().nullable(),
  }),
);

/** `platformClubs.create` */
export const platformClubsCreateAnswer = z.object({
  activeMembers: z.number(),
  presidentEmails: z.array(z.string()),
  id: z.number(),
  name: z.string(),
  clubNumber: z.string().nullable(),
  district: z.string().nullable(),
  meetingDay: z.string().nullable(),
  meetingTime: z.string().nullable(),
  timeZone: z.string(),
  createdAt: z.date(),
  archivedAt: z.date().nullable(),
});

/** `platformClubs.archive` */
export const platformClubsArchiveAnswer = z.object({
  clubId: z.number(),
  archivedAt: z.date().nullable(),
});

/** `platformClubs.restore` */
export const platformClubsRestoreAnswer = platformClubsArchiveAnswer;

/** `invites.list` */
export const invitesListAnswer = z.array(
  z.object({
    createdByName: z.string().nullable(),
    id: z.number(),
    clubId: z.number(),
    role: z.enum(PROFILE_MEMBERSHIP_STATUSES),
    expiresAt: z.date(),
    maxUses: z.number().nullable(),
    uses: z.number(),
    revokedAt: z.date().nullable(),
    createdAt: z.date(),
    state: z.enum(['open', 'expired', 'used_up', 'revoked', 'club_archived']),
  }),
);

/** `invites.create` */
export const invitesCreateAnswer = z.object({
  url: z.string(),
  id: z.number(),
  clubId: z.number(),
  role: z.enum(PROFILE_MEMBERSHIP_STATUSES),
  expiresAt: z.date(),
  maxUses: z.number().nullable(),
  uses: z.number(),
  revokedAt: z.date().nullable(),
  createdAt: z.date(),
  state: z.enum(['open', 'expired', 'used_up', 'revoked', 'club_archived']),
});

/** `invites.revoke` */
export const invitesRevokeAnswer = z.object({
  id: z.number(),
  clubId: z.number(),
  role: z.enum(PROFILE_MEMBERSHIP_STATUSES),
  expiresAt: z.date(),
  maxUses: z.number().nullable(),
  uses: z.number(),
  revokedAt: z.date().nullable(),
  createdAt: z.date(),
  state: z.enum(['open', 'expired', 'used_up', 'revoked', 'club_archived']),
});

/** `invites.preview` */
export const invitesPreviewAnswer = z.object({
  club: z.object({
    id: z.number(),
    name: z.string(),
    clubNumber: z.string().nullable(),
    district: z.string().nullable(),
    meetingDay: z.string().nullable(),
    meetingTime: z.string().nullable(),
  }),
  role: z.enum(PROFILE_MEMBERSHIP_STATUSES),
  expiresAt: z.date(),
  state: z.enum(['open', 'expired', 'used_up', 'revoked', 'club_archived']),
  membership: z
    .object({
      role: z.enum(CLUB_ROLES),
      status: z.enum(MEMBER_STATUSES),
    })
    .nullable(),
});

/** `invites.accept` */
export const invitesAcceptAnswer = z.object({
  clubId: z.number(),
  role: z.enum(CLUB_ROLES),
  joined: z.boolean(),
});

/** `meetings.list` */
export const meetingsListAnswer = z.array(meetingAnswer);

/**
 * `meetings.upcoming`: the cards show how many items the agenda has, not the agenda, so the
 * count is sent instead of every agenda's text.
 */
export const meetingsUpcomingAnswer = z.array(
  meetingSummary.extend({ agendaItemCount: z.number().int().min(0) }),
);

/** `meetings.get` */
export const meetingsGetAnswer = meetingAnswer;

/** `meetings.create` */
export const meetingsCreateAnswer = meetingAnswer;

/** `meetings.update` */
export const meetingsUpdateAnswer = meetingAnswer;

/** `meetings.delete` */
export const meetingsDeleteAnswer = z.object({
  id: z.number(),
});

/** `meetingRoles.list` */
export const meetingRolesListAnswer = z.array(
  z.object({
    user: z
      .object({
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
      })
      .nullable(),
    id: z.number(),
    roleType: z.string(),
    notes: z.string().nullable(),
    meetingId: z.number(),
    status: z.enum(MEETING_ROLE_STATUSES),
    userId: z.number().nullable(),
    speechTitle: z.string().nullable(),
    pathwaysProject: z.string().nullable(),
    assignedAt: z.date().nullable(),
    confirmedAt: z.date().nullable(),
  }),
);

/** `meetingRoles.add` */
export const meetingRolesAddAnswer = z.object({
  user: z
    .object({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
    })
    .nullable(),
  id: z.number(),
  roleType: z.string(),
  notes: z.string().nullable(),
  meetingId: z.number(),
  status: z.enum(MEETING_ROLE_STATUSES),
  userId: z.number().nullable(),
  speechTitle: z.string().nullable(),
  pathwaysProject: z.string().nullable(),
  assignedAt: z.date().nullable(),
  confirmedAt: z.date().nullable(),
});

/** `meetingRoles.volunteer` */
export const meetingRolesVolunteerAnswer = meetingRolesAddAnswer;

/** `meetingRoles.retract` */
export const meetingRolesRetractAnswer = meetingRolesAddAnswer;

/** `meetingRoles.assign` */
export const meetingRolesAssignAnswer = meetingRolesAddAnswer;

/** `meetingRoles.volunteerOrAssign` */
export const meetingRolesVolunteerOrAssignAnswer = meetingRolesAddAnswer;

/** `meetingRoles.confirm` */
export const meetingRolesConfirmAnswer = meetingRolesAddAnswer;

/** `agendaTemplates.list` */
export const agendaTemplatesListAnswer = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    content: z.string(),
    isDefault: z.boolean(),
    meetingDuration: z.number(),
    structure: templateStructure,
  }),
);

/** `agendaTemplates.create` */
export const agendaTemplatesCreateAnswer = z.object({
  id: z.number(),
  clubId: z.number(),
  name: z.string(),
  isDefault: z.boolean(),
  content: z.string(),
  meetingDuration: z.number(),
  structure: templateStructure,
});

/** `agendaTemplates.update` */
export const agendaTemplatesUpdateAnswer = agendaTemplatesCreateAnswer;

/** `agendaTemplates.applyRolesToUpcoming` */
export const agendaTemplatesApplyRolesToUpcomingAnswer = z.object({
  meetings: z.number(),
  rolesAdded: z.number(),
});

/** `agendaTemplates.delete` */
export const agendaTemplatesDeleteAnswer = meetingsDeleteAnswer;

/** An RSVP in full: managers see every one, others their own. */
export const rsvpAnswer = z.object({
  id: z.number(),
  meetingId: z.number(),
  userId: z.number(),
  status: z.enum(RSVP_STATUSES),
  mealChoice: z.string().nullable(),
  drink6pm: z.string().nullable(),
  drink7pm: z.string().nullable(),
  extras: z.string().nullable(),
  mealPrice: z.string(),
  totalPrice: z.string(),
  specialRequirements: z.string().nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.string().nullable(),
  paymentNotes: z.string().nullable(),
  paidAt: z.date().nullable(),
  arrivalTime: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  role: z.enum(CLUB_ROLES).nullable(),
  user: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
});

/**
 * Someone else's RSVP as a member or guest sees it: the name and the answer. It has no payment
 * status, which tells the two shapes apart.
 */
export const rsvpBriefAnswer = z.object({
  id: z.number(),
  meetingId: z.number(),
  userId: z.number(),
  status: z.enum(RSVP_STATUSES),
  user: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
  paymentStatus: z.undefined().optional(),
});

/** `rsvps.list`: each RSVP in the shape its viewer may see. */
export const rsvpsListAnswer = z.array(
  z.discriminatedUnion('paymentStatus', [rsvpAnswer, rsvpBriefAnswer]),
);

/** `rsvps.submit` */
export const rsvpsSubmitAnswer = rsvpAnswer;

/** `rsvps.setPayment` */
export const rsvpsSetPaymentAnswer = rsvpsSubmitAnswer;

/** `payments.createIntent` */
export const paymentsCreateIntentAnswer = z.object({
  clientSecret: z.string(),
  amount: z.string(),
  rsvpId: z.number(),
});

/*
 * A person in the club's directory, in the shapes its viewers get (the field groups of
 * `visibleFieldGroups`): a guest sees the basics of officers; a member also the e-mail and what
 * people tell the club about themselves; the person and managers everything. Each shape names
 * the fields of the richer shapes as absent, so the three read as one type with optional fields.
 */

/** Fields a shape leaves out: declared absent, so an answer carrying them fails its shape. */
function absent<T extends z.ZodRawShape>(shape: T) {
  return Object.fromEntries(Object.keys(shape).map((key) => [key, z.undefined().optional()])) as {
    [K in keyof T]: z.ZodOptional<z.ZodUndefined>;
  };
}

const entryBasics = {
  id: z.number(),
  userId: z.number(),
  clubId: z.number(),
  role: z.enum(CLUB_ROLES),
  status: z.enum(MEMBER_STATUSES),
  joinedAt: z.date(),
};
const personBasics = {
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
};
const emailGroup = { email: z.string().nullable() };
const memberNumberGroup = { tmiNumber: z.string().nullable() };
const profileBasics = {
  membershipStatus: z.enum(PROFILE_MEMBERSHIP_STATUSES),
  pathwaysPath: z.string().nullable(),
  currentLevel: z.number().nullable(),
};
/** What people tell the club about themselves (members see it). */
const profileGroup = {
  currentProject: z.string().nullable(),
  bio: z.string().nullable(),
  mentorshipStatus: z.string().nullable(),
  mentoringAreas: z.array(z.string()).nullable(),
  seekingMentorshipIn: z.array(z.string()).nullable(),
};
const numberAndSkillsGroup = {
  tmiMembershipNumber: z.string().nullable(),
  speechesCompleted: z.number().nullable(),
  evaluationsGiven: z.number().nullable(),
  leadershipRolesFilled: z.number().nullable(),
  tableTopicsAnswered: z.number().nullable(),
  competentCommunicator: z.boolean().nullable(),
  competentLeader: z.boolean().nullable(),
  communicationSkill: z.number().nullable(),
  leadershipSkill: z.number().nullable(),
  listeningSkill: z.number().nullable(),
  criticalThinkingSkill: z.number().nullable(),
};
/** Only the person and managers: dietary and emergency details, the rest of the profile. */
const sensitiveGroup = {
  dietaryRestrictions: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  goals: z.string().nullable(),
  availabilityPattern: z.string().nullable(),
  availableWeekdays: z.string().nullable(),
  availableWeekends: z.boolean().nullable(),
  preferredSpeechFrequency: z.string().nullable(),
  rolePreferences: z.string().nullable(),
  mentorshipExperience: z.string().nullable(),
  mentorshipInterests: z.object({
    availability: z.string(),
    preferred_format: z.string(),
    goals: z.string().nullable(),
    emailNotifications: z.boolean(),
    appNotifications: z.boolean(),
  }),
  interests: z.string().nullable(),
  howHeardAboutClub: z.string().nullable(),
  visitationGoals: z.string().nullable(),
  emailNotifications: z.boolean().nullable(),
  smsNotifications: z.boolean().nullable(),
  communicationPreferences: z
    .object({
      email: z.boolean().optional(),
      sms: z.boolean().optional(),
      app: z.boolean().optional(),
      reminderDays: z.number().optional(),
    })
    .nullable(),
};

/** One member as a guest sees them (an officer's basics). */
export const memberGuestViewAnswer = z.object({
  ...entryBasics,
  ...absent(memberNumberGroup),
  user: z.object({ ...personBasics, ...absent(emailGroup) }),
  profile: z
    .object({
      ...profileBasics,
      ...absent(profileGroup),
      ...absent(numberAndSkillsGroup),
      ...absent(sensitiveGroup),
    })
    .nullable(),
});

/** One member as another member sees them: the basics, the e-mail and the shared profile. */
export const memberMemberViewAnswer = z.object({
  ...entryBasics,
  ...absent(memberNumberGroup),
  user: z.object({ ...personBasics, ...emailGroup }),
  profile: z
    .object({
      ...profileBasics,
      ...profileGroup,
      ...absent(numberAndSkillsGroup),
      ...absent(sensitiveGroup),
    })
    .nullable(),
});

/** One member as a manager (or the person) sees them: everything. */
export const memberFullViewAnswer = z.object({
  ...entryBasics,
  ...memberNumberGroup,
  user: z.object({ ...personBasics, ...emailGroup }),
  profile: z
    .object({ ...profileBasics, ...profileGroup, ...numberAndSkillsGroup, ...sensitiveGroup })
    .nullable(),
});

/**
 * One member, as any viewer may get them: the full view with every group past the basics
 * optional. The web reads this one type (a union of the three shapes would reduce to the guest
 * view in the client's types); the procedures' tests hold each viewer to its shape above.
 */
export const memberEntryAnswer = z.object({
  ...entryBasics,
  tmiNumber: memberNumberGroup.tmiNumber.optional(),
  user: z.object({ ...personBasics, email: emailGroup.email.optional() }),
  profile: memberFullViewAnswer.shape.profile
    .unwrap()
    .partial()
    .required({
      membershipStatus: true,
      pathwaysPath: true,
      currentLevel: true,
    })
    .nullable(),
});

/**
 * `members.list`: a directory card. Its viewers' shapes differ only by the e-mail (members and
 * up) and the member numbers (the person and managers), so one shape with those optional serves
 * all three: a union would try the fuller shapes first and fail on every guest's card.
 */
export const membersListAnswer = z.array(
  z.object({
    ...entryBasics,
    tmiNumber: memberNumberGroup.tmiNumber.optional(),
    user: z.object({ ...personBasics, email: emailGroup.email.optional() }),
    profile: z
      .object({ ...profileBasics, tmiMembershipNumber: z.string().nullable().optional() })
      .nullable(),
  }),
);

/** `members.get` */
export const membersGetAnswer = memberEntryAnswer;

/** `members.add` */
export const membersAddAnswer = memberEntryAnswer;

/** `members.changeRole` */
export const membersChangeRoleAnswer = memberEntryAnswer;

/** `members.setStatus` */
export const membersSetStatusAnswer = memberEntryAnswer;

/** `members.bulkUpload` */
export const membersBulkUploadAnswer = z.object({
  processed: z.number(),
  added: z.number(),
});

/** `members.stats` */
export const membersStatsAnswer = z.object({
  totalMembers: z.number(),
  activeMembers: z.number(),
  guests: z.number(),
  officers: z.number(),
  newMembers: z.number(),
});

/** `growth.dashboard` */
export const membershipDashboardAnswer = z.object({
  totalMembers: z.number(),
  activeMembers: z.number(),
  guests: z.number(),
  newMembers: z.number(),
  retentionRate: z.number().nullable(),
  guestsConvertedThisYear: z.number(),
  goals: z.object({
    activeMembers: z.object({
      current: z.number(),
      target: z.literal(25),
      percent: z.number(),
    }),
    guestsConverted: z.object({
      current: z.number(),
      target: z.literal(5),
      percent: z.number(),
    }),
    retention: z.object({
      current: z.number().nullable(),
      target: z.literal(90),
      percent: z.number(),
    }),
  }),
  engagement: z.object({
    high: z.number(),
    medium: z.number(),
    low: z.number(),
  }),
  recentActivity: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(MEMBERSHIP_ACTIVITY_KINDS),
      subjectUserId: z.number(),
      at: z.date(),
      text: z.string(),
    }),
  ),
});

/** `growth.guests` */
export const membershipGuestsAnswer = z.object({
  guests: z.array(
    z.object({
      userId: z.number(),
      role: z.enum(CLUB_ROLES),
      status: z.enum(MEMBER_STATUSES),
      name: z.string(),
      email: z.string().nullable(),
      joinedAt: z.date(),
      visits: z.number(),
      lastVisit: z.string().nullable(),
      lastContactAt: z.date().nullable(),
      interested: z.boolean(),
      visitLabel: z.enum(['Frequent Visitor', 'Returning Guest', 'New Guest']),
      interest: z.enum(['High', 'Medium', 'Low']),
      canConvert: z.boolean(),
    }),
  ),
  converted: z.number(),
  conversionRate: z.number().nullable(),
});

/** `growth.outreach` */
export const membershipOutreachAnswer = z.object({
  guests: z.array(
    z.object({
      userId: z.number(),
      role: z.enum(CLUB_ROLES),
      status: z.enum(MEMBER_STATUSES),
      name: z.string(),
      email: z.string().nullable(),
      joinedAt: z.date(),
      visits: z.number(),
      lastVisit: z.string().nullable(),
      lastContactAt: z.date().nullable(),
      interested: z.boolean(),
      visitLabel: z.enum(['Frequent Visitor', 'Returning Guest', 'New Guest']),
      interest: z.enum(['High', 'Medium', 'Low']),
      canConvert: z.boolean(),
    }),
  ),
  inactiveMembers: z.array(
    z.object({
      userId: z.number(),
      role: z.enum(CLUB_ROLES),
      status: z.enum(MEMBER_STATUSES),
      name: z.string(),
      email: z.string().nullable(),
      joinedAt: z.date(),
      visits: z.number(),
      lastVisit: z.string().nullable(),
      lastContactAt: z.date().nullable(),
      interested: z.boolean(),
      visitLabel: z.enum(['Frequent Visitor', 'Returning Guest', 'New Guest']),
      interest: z.enum(['High', 'Medium', 'Low']),
      canConvert: z.boolean(),
    }),
  ),
});

/** `growth.contacts` */
export const membershipContactsAnswer = z.array(
  z.object({
    id: z.number(),
    userId: z.number(),
    method: z.enum(CONTACT_METHODS),
    notes: z.string(),
    createdAt: z.date(),
    by: z.string().nullable(),
  }),
);

/** `growth.logContact` */
export const membershipLogContactAnswer = z.object({
  id: z.number(),
  notes: z.string(),
  createdAt: z.date(),
  userId: z.number(),
  method: z.enum(CONTACT_METHODS),
});

/** `growth.setInterest` */
export const membershipSetInterestAnswer = z.object({
  userId: z.number(),
  interested: z.boolean(),
});

/** `growth.convertGuest` */
export const membershipConvertGuestAnswer = z.object({
  userId: z.number(),
  role: z.literal('member'),
});

/** `mentorship.overview` */
export const mentorshipOverviewAnswer = z.object({
  mentors: z.array(
    z.object({
      userId: z.number(),
      role: z.enum(CLUB_ROLES),
      name: z.string(),
      email: z.string().nullable(),
      pathwaysPath: z.string().nullable(),
      currentLevel: z.number(),
      mentorshipStatus: z.string(),
      mentoringAreas: z.array(z.string()),
      seekingMentorshipIn: z.array(z.string()),
      availability: z.string(),
      format: z.string(),
    }),
  ),
  seekers: z.array(
    z.object({
      userId: z.number(),
      role: z.enum(CLUB_ROLES),
      name: z.string(),
      email: z.string().nullable(),
      pathwaysPath: z.string().nullable(),
      currentLevel: z.number(),
      mentorshipStatus: z.string(),
      mentoringAreas: z.array(z.string()),
      seekingMentorshipIn: z.array(z.string()),
      availability: z.string(),
      format: z.string(),
    }),
  ),
  pairs: z.array(
    z.object({
      id: z.number(),
      status: z.enum(PAIR_STATUSES),
      mentor: z.object({
        userId: z.number(),
        name: z.string(),
      }),
      mentee: z.object({
        userId: z.number(),
        name: z.string(),
      }),
      proposedAt: z.date(),
      startedAt: z.date().nullable(),
      endedAt: z.date().nullable(),
    }),
  ),
  stats: z.object({
    availableMentors: z.number(),
    seekingMentors: z.number(),
    activePairs: z.number(),
    successRate: z.number().nullable(),
  }),
});

/** `mentorship.propose` */
export const mentorshipProposeAnswer = z.object({
  id: z.number(),
  status: z.enum(PAIR_STATUSES),
});

/** `mentorship.respond` */
export const mentorshipRespondAnswer = z.object({
  id: z.number(),
  status: z.enum(['active', 'declined']),
});

/** `mentorship.end` */
export const mentorshipEndAnswer = z.object({
  id: z.number(),
  status: z.enum(PAIR_OUTCOMES),
});

/** `menuItems.list` */
export const menuItemsListAnswer = z.array(
  z.object({
    id: z.number(),
    clubId: z.number(),
    name: z.string(),
    description: z.string().nullable(),
    price: z.string(),
    category: z.enum(MENU_CATEGORIES),
    available: z.boolean(),
  }),
);

/** `menuItems.create` */
export const menuItemsCreateAnswer = z.object({
  id: z.number(),
  clubId: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.string(),
  category: z.enum(MENU_CATEGORIES),
  available: z.boolean(),
});

/** `menuItems.delete` */
export const menuItemsDeleteAnswer = meetingsDeleteAnswer;

/** `profile.get` */
export const profileGetAnswer = z.object({
  userId: z.number(),
  clubId: z.number(),
  role: z.enum(CLUB_ROLES),
  user: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
  }),
  membershipStatus: z.enum(PROFILE_MEMBERSHIP_STATUSES),
  tmiMembershipNumber: z.string().nullable(),
  tmiMemberNumber: z.string().nullable(),
  bio: z.string().nullable(),
  goals: z.string().nullable(),
  pathwaysPath: z.string().nullable(),
  currentLevel: z.number(),
  currentProject: z.string().nullable(),
  availabilityPattern: z.string().nullable(),
  availableWeekdays: z.string().nullable(),
  availableWeekends: z.boolean(),
  preferredSpeechFrequency: z.string().nullable(),
  rolePreferences: z.string().nullable(),
  dietaryRestrictions: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  mentorshipStatus: z.string(),
  mentorshipExperience: z.string().nullable(),
  mentoringAreas: z.array(z.string()),
  seekingMentorshipIn: z.array(z.string()),
  mentorshipInterests: z.object({
    availability: z.string(),
    preferred_format: z.string(),
    goals: z.string().nullable(),
    emailNotifications: z.boolean(),
    appNotifications: z.boolean(),
  }),
  interests: z.string().nullable(),
  howHeardAboutClub: z.string().nullable(),
  visitationGoals: z.string().nullable(),
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  appNotifications: z.boolean(),
  /** Offers of roles and asks to take one (in the app, by e-mail, on devices). */
  offerNotifications: z.boolean(),
  communicationPreferences: z.object({
    email: z.boolean().optional(),
    sms: z.boolean().optional(),
    app: z.boolean().optional(),
    reminderDays: z.number().optional(),
  }),
  speechesCompleted: z.number(),
  evaluationsGiven: z.number(),
  leadershipRolesFilled: z.number(),
  tableTopicsAnswered: z.number(),
  competentCommunicator: z.boolean(),
  competentLeader: z.boolean(),
  communicationSkill: z.number(),
  leadershipSkill: z.number(),
  listeningSkill: z.number(),
  criticalThinkingSkill: z.number(),
  updatedAt: z.date(),
});

/** `profile.saveMember` */
export const profileSaveMemberAnswer = profileGetAnswer;

/** `profile.saveGuest` */
export const profileSaveGuestAnswer = profileGetAnswer;

/** `pathways.list` */
export const pathwaysListAnswer = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    description: z.string().nullable(),
    coreCompetencies: z.array(z.string()),
    levels: z.array(
      z.object({
        id: z.number(),
        level: z.number(),
        title: z.string(),
        description: z.string().nullable(),
      }),
    ),
  }),
);

/** `pathways.progress` */
export const pathwaysProgressAnswer = z.object({
  pathway: z
    .object({
      id: z.number(),
      name: z.string(),
      description: z.string().nullable(),
    })
    .nullable(),
  currentLevel: z.number(),
  completedAt: z.date().nullable(),
  completedAtLevel: z.number(),
  progressPercent: z.number(),
  completedProjects: z.array(
    z.object({
      title: z.string(),
      description: z.string().nullable(),
      date: z.date(),
      speechTitle: z.string().nullable(),
      evaluatorFeedback: z.string().nullable(),
      meetingTitle: z.string().nullable(),
    }),
  ),
  pendingProjects: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      date: z.date(),
      speechTitle: z.string().nullable(),
    }),
  ),
  nextProjects: z.array(
    z.object({
      name: z.string(),
      dueDate: z.null(),
      difficulty: z.string(),
    }),
  ),
});

/** An award a meeting's vote gave a member (Best Speaker…; `tie` when shared). */
export const meetingAwardAnswer = z.object({
  meetingId: z.number(),
  meetingTitle: z.string(),
  /** 'YYYY-MM-DD' */
  date: z.string().nullable(),
  category: z.string(),
  tie: z.boolean(),
});

/** `pathways.club` */
export const pathwaysClubAnswer = z.array(
  z.object({
    userId: z.number(),
    name: z.string(),
    role: z.enum(CLUB_ROLES),
    pathwaysPath: z.string().nullable(),
    currentLevel: z.number(),
    completedProjects: z.number(),
    speechesCompleted: z.number(),
    evaluationsGiven: z.number(),
    leadershipRolesFilled: z.number(),
    tableTopicsAnswered: z.number(),
    /** The awards meetings' votes gave the member (written back on completion), newest first. */
    awards: z.array(meetingAwardAnswer),
  }),
);

/** `pathways.plan` */
export const pathwaysPlanAnswer = z.array(
  z.object({
    projectId: z.number(),
    title: z.string(),
    level: z.number(),
    isRequired: z.boolean(),
  }),
);

/** `pathways.choose` */
export const pathwaysChooseAnswer = pathwaysProgressAnswer;

/** `pathways.submitCompletion` */
export const pathwaysSubmitCompletionAnswer = z.object({
  id: z.number(),
  status: z.enum(COMPLETION_STATUSES),
});

/** `pathways.recordCompletion` */
export const pathwaysRecordCompletionAnswer = pathwaysSubmitCompletionAnswer;

/** `pathways.pendingCompletions` */
export const pathwaysPendingCompletionsAnswer = z.array(
  z.object({
    id: z.number(),
    userId: z.number(),
    memberName: z.string(),
    pathwayName: z.string(),
    projectTitle: z.string(),
    completedAt: z.date(),
    speechTitle: z.string().nullable(),
    evaluatorFeedback: z.string().nullable(),
  }),
);

/** `pathways.approveCompletion` */
export const pathwaysApproveCompletionAnswer = z.object({
  id: z.number(),
  status: z.literal('approved'),
});

/** `pathways.rejectCompletion` */
export const pathwaysRejectCompletionAnswer = meetingsDeleteAnswer;

/** `reports.club` */
export const reportsClubAnswer = z.object({
  periodLabel: z.string(),
  start: z.string(),
  end: z.string(),
  totalMembers: z.number(),
  totalMeetings: z.number(),
  speechesCompleted: z.number(),
  revenueCents: z.number(),
  membership: z
    .array(
      z.object({
        label: z.string(),
        value: z.number(),
      }),
    )
    .readonly(),
  attendance: z
    .array(
      z.object({
        label: z.string(),
        value: z.number(),
      }),
    )
    .readonly(),
  roleDistribution: z
    .array(
      z.object({
        label: z.string(),
        count: z.number(),
        percent: z.number(),
      }),
    )
    .readonly(),
  pathwayLevels: z
    .array(
      z.object({
        level: z.number(),
        count: z.number(),
        percent: z.number(),
      }),
    )
    .readonly(),
  meetingStats: z.object({
    total: z.number(),
    completed: z.number(),
    upcoming: z.number(),
    cancelled: z.number(),
    averageAttendance: z.number(),
  }),
});

/** `account.export` */
export const accountExportAnswer = z.object({
  format: z.string(),
  exportedAt: z.string(),
  user: z.object({
    email: z.string().nullable(),
    id: z.number(),
    updatedAt: z.date(),
    createdAt: z.date(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    isSuperAdmin: z.boolean(),
  }),
  memberships: z.array(
    z.object({
      clubNumber: z.string().nullable(),
      role: z.enum(CLUB_ROLES),
      clubId: z.number(),
      status: z.enum(MEMBER_STATUSES),
      tmiNumber: z.string().nullable(),
      joinedAt: z.date(),
      membershipExpiresAt: z.date().nullable(),
      interestedAt: z.date().nullable(),
      clubName: z.string(),
    }),
  ),
  profiles: z.array(
    z.object({
      clubId: z.number(),
      speechesCompleted: z.number(),
      evaluationsGiven: z.number(),
      tableTopicsAnswered: z.number(),
      leadershipRolesFilled: z.number(),
      updatedAt: z.date(),
      tmiMembershipNumber: z.string().nullable(),
      bio: z.string().nullable(),
      goals: z.string().nullable(),
      membershipStatus: z.enum(PROFILE_MEMBERSHIP_STATUSES),
      pathwaysPath: z.string().nullable(),
      currentLevel: z.number(),
      currentProject: z.string().nullable(),
      availabilityPattern: z.string().nullable(),
      availableWeekdays: z.string().nullable(),
      availableWeekends: z.boolean(),
      preferredSpeechFrequency: z.string().nullable(),
      rolePreferences: z.string().nullable(),
      dietaryRestrictions: z.string().nullable(),
      emergencyContact: z.string().nullable(),
      emergencyPhone: z.string().nullable(),
      mentorshipStatus: z.string(),
      mentorshipExperience: z.string().nullable(),
      mentoringAreas: z.array(z.string()),
      seekingMentorshipIn: z.array(z.string()),
      mentorshipAvailability: z.string(),
      mentorshipFormat: z.string(),
      mentorshipGoals: z.string().nullable(),
      mentorshipEmailNotifications: z.boolean(),
      mentorshipAppNotifications: z.boolean(),
      interests: z.string().nullable(),
      howHeardAboutClub: z.string().nullable(),
      visitationGoals: z.string().nullable(),
      emailNotifications: z.boolean(),
      smsNotifications: z.boolean(),
      appNotifications: z.boolean(),
      communicationPreferences: z.object({
        email: z.boolean().optional(),
        sms: z.boolean().optional(),
        app: z.boolean().optional(),
        reminderDays: z.number().optional(),
      }),
      competentCommunicator: z.boolean(),
      competentLeader: z.boolean(),
      communicationSkill: z.number(),
      leadershipSkill: z.number(),
      listeningSkill: z.number(),
      criticalThinkingSkill: z.number(),
    }),
  ),
  pathwayProgress: z.array(
    z.object({
      completions: z.array(
        z.object({
          projectId: z.number(),
          meetingId: z.number().nullable(),
          status: z.enum(COMPLETION_STATUSES),
          speechTitle: z.string().nullable(),
          evaluatorFeedback: z.string().nullable(),
          completedAt: z.date(),
          approvedAt: z.date().nullable(),
          projectTitle: z.string(),
        }),
      ),
      clubId: z.number(),
      startedAt: z.date(),
      currentLevel: z.number(),
      pathwayId: z.number(),
      completedAt: z.date().nullable(),
      pathwayName: z.string(),
    }),
  ),
  rsvps: z.array(
    z.object({
      id: z.number(),
      notes: z.string().nullable(),
      meetingId: z.number(),
      updatedAt: z.date(),
      clubId: z.number(),
      status: z.enum(RSVP_STATUSES),
      extras: z.string().nullable(),
      createdAt: z.date(),
      mealChoice: z.string().nullable(),
      drink6pm: z.string().nullable(),
      drink7pm: z.string().nullable(),
      specialRequirements: z.string().nullable(),
      paymentMethod: z.string().nullable(),
      paymentStatus: z.enum(PAYMENT_STATUSES),
      mealPrice: z.string(),
      totalPrice: z.string(),
      paymentNotes: z.string().nullable(),
      paidAt: z.date().nullable(),
      arrivalTime: z.string().nullable(),
      meetingTitle: z.string(),
      meetingDate: z.string().nullable(),
    }),
  ),
  meetingRoles: z.array(
    z.object({
      meetingTitle: z.string(),
      meetingDate: z.string().nullable(),
      meetingId: z.number(),
      id: z.number(),
      roleType: z.string(),
      notes: z.string().nullable(),
      clubId: z.number(),
      status: z.enum(MEETING_ROLE_STATUSES),
      speechTitle: z.string().nullable(),
      pathwaysProject: z.string().nullable(),
      assignedAt: z.date().nullable(),
      confirmedAt: z.date().nullable(),
    }),
  ),
  meetingCredits: z.array(
    z.object({
      meetingTitle: z.string(),
      meetingDate: z.string().nullable(),
      meetingId: z.number(),
      roleType: z.string(),
      clubId: z.number(),
      kind: z.enum(CREDIT_KINDS),
      creditedAt: z.date(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      meetingId: z.number(),
      clubId: z.number(),
      createdAt: z.date(),
      rsvpId: z.number(),
      method: z.string().nullable(),
      fromStatus: z.enum(PAYMENT_STATUSES),
      toStatus: z.enum(PAYMENT_STATUSES),
      amount: z.string(),
    }),
  ),
  apiTokens: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      scope: z.enum(['read', 'full']),
      createdAt: z.date(),
      lastUsedAt: z.date().nullable(),
      revokedAt: z.date().nullable(),
    }),
  ),
  invitationsCreated: z.array(
    z.object({
      id: z.number(),
      role: z.enum(PROFILE_MEMBERSHIP_STATUSES),
      clubId: z.number(),
      createdAt: z.date(),
      maxUses: z.number().nullable(),
      expiresAt: z.date(),
      uses: z.number(),
      revokedAt: z.date().nullable(),
      clubName: z.string(),
    }),
  ),
  contactsAboutMe: z.array(
    z.object({
      id: z.number(),
      notes: z.string(),
      clubId: z.number(),
      createdAt: z.date(),
      method: z.enum(CONTACT_METHODS),
    }),
  ),
  contactsLogged: z.array(
    z.object({
      id: z.number(),
      notes: z.string(),
      clubId: z.number(),
      createdAt: z.date(),
      method: z.enum(CONTACT_METHODS),
    }),
  ),
  membershipActivity: z.array(
    z.object({
      id: z.number(),
      clubId: z.number(),
      createdAt: z.date(),
      kind: z.enum(MEMBERSHIP_ACTIVITY_KINDS),
      detail: z.string().nullable(),
    }),
  ),
  mentorshipPairs: z.array(
    z.object({
      as: z.enum(['mentor', 'mentee']),
      id: z.number(),
      clubId: z.number(),
      status: z.enum(PAIR_STATUSES),
      proposedAt: z.date(),
      startedAt: z.date().nullable(),
      endedAt: z.date().nullable(),
    }),
  ),
  notifications: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      clubId: z.number(),
      createdAt: z.date(),
      kind: z.enum(NOTIFICATION_KINDS),
      body: z.string(),
      actionLabel: z.string().nullable(),
      actionHref: z.string().nullable(),
      readAt: z.date().nullable(),
      dismissedAt: z.date().nullable(),
    }),
  ),
  calendarFeed: z
    .object({
      createdAt: z.date(),
    })
    .nullable(),
  emails: z.array(
    z.object({
      text: z.string(),
      clubId: z.number().nullable(),
      createdAt: z.date(),
      kind: z.string(),
      toAddress: z.string(),
      subject: z.string(),
    }),
  ),
  emailLinks: z.array(
    z.object({
      meetingId: z.number().nullable(),
      clubId: z.number(),
      createdAt: z.date(),
      expiresAt: z.date(),
      roleId: z.number().nullable(),
      action: z.enum(EMAIL_ACTIONS),
      usedAt: z.date().nullable(),
    }),
  ),
});

/** `account.delete` */
export const accountDeleteAnswer = z.object({
  deleted: z.literal(true),
  /** Meeting roles the person held, now open slots again. */
  reopenedRoles: z.number().int().min(0),
});

/** `notifications.list` */
export const notificationsListAnswer = z.object({
  items: z.array(
    z.object({
      read: z.boolean(),
      readAt: z.date().nullable(),
      action: z
        .object({
          label: z.string(),
          href: z.string(),
        })
        .nullable(),
      id: z.number(),
      title: z.string(),
      clubId: z.number(),
      createdAt: z.date(),
      kind: z.enum(NOTIFICATION_KINDS),
      body: z.string(),
    }),
  ),
  unreadCount: z.number(),
});

/** `notifications.markRead` */
export const notificationsMarkReadAnswer = z.object({
  read: z.boolean(),
  readAt: z.date().nullable(),
  action: z
    .object({
      label: z.string(),
      href: z.string(),
    })
    .nullable(),
  id: z.number(),
  title: z.string(),
  clubId: z.number(),
  createdAt: z.date(),
  kind: z.enum(NOTIFICATION_KINDS),
  body: z.string(),
});

/** `notifications.markAllRead` */
export const notificationsMarkAllReadAnswer = z.object({
  marked: z.number(),
});

/** `notifications.dismiss` */
export const notificationsDismissAnswer = z.object({
  id: z.number(),
  dismissed: z.literal(true),
});

/** `calendarFeed.get` */
export const calendarFeedGetAnswer = z.object({
  active: z.boolean(),
  createdAt: z.date().nullable(),
});

/** `calendarFeed.create` */
export const calendarFeedCreateAnswer = z.object({
  url: z.string(),
  createdAt: z.date(),
});

/** `calendarFeed.revoke` */
export const calendarFeedRevokeAnswer = z.object({
  revoked: z.literal(true),
});

/** `reminders.settings` */
export const remindersSettingsAnswer = z.object({
  meetingReminders: z.boolean(),
  roleReminders: z.boolean(),
  roleReminderDays: z.number(),
  rsvpReminders: z.boolean(),
  rsvpReminderDays: z.number(),
  openRolesDigest: z.boolean(),
  openRolesDigestDays: z.number(),
  guestThankYou: z.boolean(),
  offerFirstRefusalHours: z.number(),
  offerAlertHours: z.number(),
});

/** `reminders.updateSettings` */
export const remindersUpdateSettingsAnswer = remindersSettingsAnswer;

/** `reminders.sendRsvpReminders` */
export const remindersSendRsvpRemindersAnswer = z.object({
  queued: z.number(),
});

/** `reminders.remindRole` */
export const remindersRemindRoleAnswer = remindersSendRsvpRemindersAnswer;

/** `emailActions.preview` */
export const emailActionsPreviewAnswer = z.object({
  state: z.enum(['expired', 'ready', 'used', 'invalid']),
  action: z.enum(EMAIL_ACTIONS).nullable(),
  clubName: z.string().nullable(),
  message: z.string(),
  button: z.string().nullable(),
});

/** `emailActions.perform` */
export const emailActionsPerformAnswer = z.object({
  outcome: z.enum(['expired', 'done', 'used', 'invalid', 'impossible']),
  message: z.string(),
});

/** `devOutbox.list` */
export const devOutboxListAnswer = z.array(
  z.object({
    id: z.number(),
    kind: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    headers: z.record(z.string(), z.string()),
    createdAt: z.date(),
  }),
);

// Meeting night's report and a member's own times (decisions 074 and 078): the API's answers only,
// kept out of the web's bundles.
/** The meeting report: attendance, the Timer's results, the votes and the Ah-Counter. */
export const meetingReportAnswerSchema = z.object({
  meetingId: z.number(),
  title: z.string(),
  date: z.string().nullable(),
  status: z.string(),
  attendance: z.object({
    members: z.number(),
    guests: z.number(),
    /** Names, for the club's members; empty for a guest viewer (counts only). */
    people: z.array(z.object({ name: z.string(), isGuest: z.boolean() })),
  }),
  times: z.array(
    z.object({
      itemIndex: z.number(),
      activity: z.string(),
      presenter: z.string(),
      elapsedMs: z.number(),
      /** Null for an untimed row. */
      qualified: z.boolean().nullable(),
      qualifyFromSeconds: z.number().nullable(),
      qualifyToSeconds: z.number().nullable(),
    }),
  ),
  /**
   * The votes: each category's winners once voting has closed (more than one: a tie), from the
   * awards written back once the meeting is completed, from the console's tally before.
   */
  votes: z.object({
    status: z.enum(['not_open', 'open', 'closed']),
    categories: z.array(
      z.object({
        category: z.string(),
        winners: z.array(z.object({ userId: z.number(), name: z.string() })),
        tie: z.boolean(),
      }),
    ),
  }),
  /** The Ah-Counter's counts per speaker and word (written back on completion, live before). */
  fillers: z.object({
    words: z.array(z.string()),
    speakers: z.array(
      z.object({
        userId: z.number(),
        name: z.string(),
        counts: z.array(z.object({ word: z.string(), count: z.number() })),
        total: z.number(),
      }),
    ),
  }),
});

export type MeetingReport = z.infer<typeof meetingReportAnswerSchema>;

/** A member's own measured speeches and evaluations, newest meeting first (progress screens). */
export const myTimesAnswerSchema = z.object({
  items: z.array(
    z.object({
      meetingId: z.number(),
      /** 'YYYY-MM-DD' */
      date: z.string().nullable(),
      activity: z.string(),
      elapsedMs: z.number(),
      qualified: z.boolean().nullable(),
    }),
  ),
  /** The awards meetings' votes gave the member, newest first. */
  awards: z.array(meetingAwardAnswer),
});
