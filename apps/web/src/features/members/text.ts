import { MEMBERS_TEXT } from '@lectern/domain';

/** The spec's directory sentences live in the domain package; these are the screen's extras. */
export { MEMBERS_TEXT };

export const DIRECTORY_TEXT = {
  title: 'Member Directory',
  description: 'Everyone in your club, their roles and their progress.',
  loadFailed: 'The member directory could not be loaded.',
  search: 'Search members',
  gridView: 'Grid view',
  listView: 'List view',
  tmiNumber: 'TMI number',
  joined: 'Joined',
  pathway: 'Pathway',
  level: (level: number) => `Level ${level}`,
  noPathway: 'No pathway yet',
  columns: { name: 'Name', role: 'Role', email: 'Email', status: 'Status', actions: 'Actions' },
  add: {
    title: 'Add Member',
    description: 'Add someone to the club by name and e-mail.',
    name: 'Full Name',
    email: 'Email',
    role: 'Role',
    submit: 'Add Member',
    pending: 'Adding...',
    cancel: 'Cancel',
  },
  profile: {
    title: 'Member Profile',
    bio: 'Bio',
    goals: 'Goals',
    dietary: 'Dietary restrictions',
    emergencyContact: 'Emergency contact',
    emergencyPhone: 'Emergency phone',
    mentorship: 'Mentorship',
    close: 'Close',
    makeInactive: 'Make Inactive',
    makeActive: 'Make Active',
    statusUpdated: 'Member status updated',
    statusFailed: 'Failed to update member status. Please try again.',
    loading: 'Loading the profile',
    loadFailed: 'This profile could not be loaded. Close it and try again.',
  },
  skills: {
    title: 'Skills Progress',
    level: (level: number) => `Level ${level}`,
    loading: 'Loading skills progress',
    loadFailed: 'Skills progress could not be loaded. Close it and try again.',
  },
  editRole: {
    title: 'Edit Member Role',
    description: (name: string) => `Choose a new role for ${name}.`,
    role: 'Role',
    update: 'Update',
    pending: 'Updating...',
    cancel: 'Cancel',
  },
} as const;
