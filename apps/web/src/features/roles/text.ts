import { ROLE_ASSIGNMENT_TEXT } from '@lectern/domain';

/** Role Assignment texts live in the domain package; these are the screen's extras. */
export { ROLE_ASSIGNMENT_TEXT };

export const ROLE_SCREEN_TEXT = {
  title: 'Role Assignment',
  description: 'Add roles to a meeting, assign members and confirm them.',
  errorTitle: 'Error',
  meetingLabel: 'Meeting',
  chooseMeeting: 'Choose a meeting',
  dateTbd: 'Date TBD',
  addRoleDescription: 'Standard roles not yet in this meeting.',
  allRolesAdded: 'Every standard role is already in this meeting.',
  assignmentsTitle: 'Role Assignments',
  noRolesHint: 'Add a role above to start assigning members.',
  loadFailed: 'The roles for this meeting could not be loaded.',
  meetingsLoadFailed: 'The meetings could not be loaded.',
  retry: 'Try again',
  searchMembers: 'Search members...',
  noMembersFound: 'No members found.',
  assignLabel: (role: string) => `Assign ${role}`,
  confirmLabel: (role: string) => `Confirm ${role}`,
  remindLabel: (role: string) => `Remind ${role}`,
  addRoleLabel: (role: string) => `Add ${role}`,
} as const;
