import { AGENDA_TEXT, ROLE_ASSIGNMENT_TEXT } from '@lectern/domain';

/** The agenda toasts are written as 'Title: description'; the toast shows them as its two lines. */
function titledToast(text: string): { title: string; description: string } {
  const [title = text, ...rest] = text.split(': ');
  return { title, description: rest.join(': ') };
}

/** Edit Agenda screen and agenda toasts; the words come from the domain package. */
export const EDIT_AGENDA_TEXT = {
  title: 'Edit Agenda',
  backToAgenda: AGENDA_TEXT.backToAgenda,
  backToMeetings: AGENDA_TEXT.backToMeetings,
  saveChanges: AGENDA_TEXT.saveChanges,
  addItem: AGENDA_TEXT.addItem,
  selectMember: AGENDA_TEXT.selectMember,
  headers: AGENDA_TEXT.editorHeaders,
  timingLegend: AGENDA_TEXT.timingLegend,
  notFound: AGENDA_TEXT.notFound,
  saved: titledToast(AGENDA_TEXT.saved),
  saveFailed: titledToast(AGENDA_TEXT.saveFailed),
  assignUpdated: ROLE_ASSIGNMENT_TEXT.agendaAssignUpdated,
  assignFailed: ROLE_ASSIGNMENT_TEXT.agendaAssignFailed,
  detailsTitle: 'Meeting Details',
  timingTitle: 'Timing Legend',
  roleStatusTitle: 'Role Status',
  agendaTitle: 'Agenda',
  labels: { theme: 'Theme', date: 'Date', notes: 'Notes', mission: 'Club Mission' },
  assigned: 'Assigned',
  open: 'Open',
  tbd: 'TBD',
  durationPlaceholder: '0:00',
  searchMembers: 'Search members...',
  noMembersFound: 'No members found.',
  noItems: 'No agenda items yet. Add one to start.',
  cellLabel: (header: string, row: number) => `${header}, row ${row}`,
  deleteRow: (row: number) => `Delete row ${row}`,
  presenterFor: (row: number) => `Presenter, row ${row}`,
} as const;
