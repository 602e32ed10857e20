import {
  CSV_MEMBER_TEXT,
  LOGO_MESSAGES,
  SETTINGS_TEXT,
  bulkUploadMessage,
  parsedMembersMessage,
} from '@lectern/domain';

/** The exact settings sentences the API shares live in the domain package; these are the screen's extras. */
export { CSV_MEMBER_TEXT, LOGO_MESSAGES, SETTINGS_TEXT };
export { bulkUploadMessage, parsedMembersMessage };

/** The agenda templates card's toasts and confirmation. */
export const TEMPLATE_TEXT = {
  deleteConfirm: 'Are you sure you want to delete this template?',
  created: 'Agenda template created successfully',
  updated: 'Agenda template updated successfully',
  deleted: 'Agenda template deleted successfully',
  createFailed: 'Failed to create agenda template',
  updateFailed: 'Failed to update agenda template',
  deleteFailed: 'Failed to delete agenda template',
} as const;

/** 'Title: description' sentences, as a toast's title and description. */
export function titled(sentence: string): { title: string; description: string } {
  const at = sentence.indexOf(': ');
  return { title: sentence.slice(0, at), description: sentence.slice(at + 2) };
}

export const SETTINGS_PAGE_TEXT = {
  title: 'Club Settings',
  description: 'Manage your club information, meetings, members, agenda templates and menu.',
  readOnly: 'Only club officers can change this.',
  errorTitle: 'Error',
  unsavedChanges:
    'You have changes in Club Settings that are not saved. Leave this page and lose them?',
  unsavedNote: 'Changes not saved yet',
  saving: 'Saving...',
  loadFailed: 'The club settings could not be loaded.',
  cards: {
    club: 'Club Information',
    meeting: 'Meeting Settings',
    members: 'Member Management',
    notifications: 'Notification Settings',
    payments: 'Place and Money',
    templates: 'Agenda Templates',
    menu: 'Menu & Drinks Management',
  },
  club: {
    labels: {
      name: 'Club Name',
      clubNumber: 'Club Number (optional)',
      district: 'District (optional)',
      foundedDate: 'Founding Date',
      meetingLocation: 'Meeting Location (optional)',
      meetingDay: 'Meeting Day',
      meetingTime: 'Meeting Time',
      endTime: 'End Time',
      mission: 'Club Mission',
      vpeGuidelines: 'VPE Guidelines',
      logoUrl: 'Logo URL',
      logoFile: 'Upload Logo',
    },
    logoHint: 'Upload an image or type an https:// address. Suggested size: 200x100px.',
    logoPreview: 'Club logo preview',
    uploadedLogo: 'Uploaded image (saved with the club information)',
    removeLogo: 'Remove Logo',
    save: 'Save Club Information',
  },
  meeting: {
    labels: {
      rsvpDeadline: 'RSVP Deadline (days before the meeting)',
      mealDeadline: 'Meal Order Deadline (hours before the meeting)',
      defaultTheme: 'Default Theme',
      meetingFormat: 'Meeting Format',
      rolesPerMember: 'Roles one member may hold in a meeting',
    },
    rolesPerMemberOptions: [
      { value: '1', label: 'One role per meeting' },
      { value: '2', label: 'Up to two roles (small clubs)' },
    ],
    save: 'Save Meeting Settings',
  },
  members: {
    csvLabel: 'Bulk Upload Members (CSV)',
    csvHint: 'A header row, then one member per row: name, email, role (member, guest or officer).',
    ready: (n: number) => (n === 1 ? '1 member ready to upload.' : `${n} members ready to upload.`),
    upload: 'Upload Members',
    uploading: 'Uploading...',
    officers: 'Club Officers',
  },
  payments: {
    labels: {
      locale: 'Date format (locale)',
      currency: 'Currency',
      timeZone: 'Time zone',
      noMealFee: 'Fee for attending without a meal',
    },
    localeExample: (example: string) => `Dates read like this: ${example}`,
    noMealFeeHint: 'Leave at 0 when members who skip the meal pay nothing.',
    methods: 'Payment methods',
    note: 'How the club writes dates, what it charges and in which currency.',
    save: 'Save Place and Money',
    saved: 'Place and money updated successfully',
    failed: 'Failed to update place and money',
  },
  templates: {
    officersOnly: 'Only club officers can see and manage agenda templates.',
    empty: 'No agenda templates yet.',
    create: 'Create Template',
    createTitle: 'Create Agenda Template',
    editTitle: 'Edit Agenda Template',
    edit: (name: string) => `Edit ${name}`,
    delete: (name: string) => `Delete ${name}`,
    deleteTitle: 'Delete template',
    deleteConfirm: 'Delete',
    cancel: 'Cancel',
    save: 'Save Template',
    minutes: (n: number) => `${n} min`,
    structured: 'Structured',
    modeLabel: 'Template type',
    modes: { simple: 'Simple', structured: 'Structured' },
    labels: {
      name: 'Template Name',
      meetingDuration: 'Meeting Duration (minutes)',
      isDefault: 'Default template',
      content: 'Template Content',
      startTime: 'Start Time',
    },
    items: 'Agenda Items',
    quickAdd: 'Quick add',
    quickAddLabel: (title: string, minutes: number) => `${title} (${minutes} min)`,
    addItem: 'Add Item',
    noItems: 'Add items with the buttons above.',
    itemLabels: { title: 'Item title', type: 'Type', duration: 'Duration (min)', role: 'Role' },
    applyRoles: {
      title: 'Apply the roles to upcoming meetings?',
      description:
        "Each upcoming meeting made from this template gets the template's role slots it does not have yet. Roles already there, taken or open, stay as they are.",
      confirm: 'Apply to upcoming meetings',
      cancel: 'Not now',
      applied: (roles: number, meetings: number) =>
        `${roles === 1 ? '1 role' : `${roles} roles`} added to ${meetings === 1 ? '1 upcoming meeting' : `${meetings} upcoming meetings`}`,
      failed: 'The roles could not be applied to the upcoming meetings',
    },
    removeItem: (title: string) => `Remove ${title || 'item'}`,
    itemTypes: {
      opening: 'Opening',
      speech: 'Speech',
      evaluation: 'Evaluation',
      table_topics: 'Table Topics',
      reports: 'Reports',
      business: 'Business',
      closing: 'Closing',
    },
    newItemTitle: 'New item',
    structuredContentHint: 'The agenda text is made from the items.',
  },
  menu: {
    empty: 'No menu items yet.',
    add: 'Add Item',
    adding: 'Adding...',
    delete: (name: string) => `Delete ${name}`,
    labels: {
      name: 'Item Name',
      category: 'Category',
      price: 'Price',
      description: 'Description',
      available: 'Available',
    },
  },
} as const;
