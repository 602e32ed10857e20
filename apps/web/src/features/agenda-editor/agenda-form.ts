import { z } from 'zod';
import {
  agendaItemsSchema,
  clubMissionSchema,
  displayName,
  parseAgenda,
  serializeAgenda,
  TBD,
  updateMeetingInputSchema,
  type AgendaItem,
  type PersonName,
} from '@lectern/domain';
import { slotForRoleType } from '../../shared/role-options';

/** Empty boxes mean "no value" to the API. */
const blankToNull = (value: string) => (value.trim() === '' ? null : value);

/** The Edit Agenda form: the meeting's PATCH fields and the club mission, on the API's rules. */
export const editAgendaFormSchema = z.object({
  theme: z.string().transform(blankToNull).pipe(updateMeetingInputSchema.shape.theme.unwrap()),
  date: z.string().transform(blankToNull).pipe(updateMeetingInputSchema.shape.date.unwrap()),
  notes: z.string().transform(blankToNull).pipe(updateMeetingInputSchema.shape.notes.unwrap()),
  mission: clubMissionSchema.shape.mission,
  items: agendaItemsSchema,
});

export type EditAgendaFormInput = z.input<typeof editAgendaFormSchema>;
export type EditAgendaFormValues = z.output<typeof editAgendaFormSchema>;

export interface RoleHolder {
  roleType: string;
  userId: number | null;
  user: PersonName | null;
}

/** Name of whoever holds a role slot, or null while it is open. */
export function holderName(slot: RoleHolder | undefined): string | null {
  return slot?.userId != null && slot.user ? displayName(slot.user) : null;
}

/** The form's starting values: a stored list, else the default agenda filled from the roles. */
export function initialFormValues(
  meeting: {
    theme: string | null;
    date: string | null;
    notes: string | null;
    agenda: string | null;
    startTime: string | null;
  },
  mission: string | null,
  roles: readonly RoleHolder[],
): EditAgendaFormInput {
  const assignments = roles.map((role) => ({
    roleType: role.roleType,
    presenterName: holderName(role),
  }));
  return {
    theme: meeting.theme ?? '',
    date: meeting.date ?? '',
    notes: meeting.notes ?? '',
    mission: mission ?? '',
    items: parseAgenda(meeting.agenda, assignments, meeting.startTime),
  };
}

/**
 * What Save Changes stores: a role row's presenter is whoever holds that role now (the picker
 * assigns at once), while rows without a role keep their free text.
 */
export function agendaToSave(items: readonly AgendaItem[], roles: readonly RoleHolder[]): string {
  return serializeAgenda(
    items.map((item) => {
      if (item.roleType === undefined) return item;
      const slot = slotForRoleType(roles, item.roleType);
      if (slot === undefined) return item;
      return { ...item, presenter: holderName(slot) ?? TBD };
    }),
  );
}
