// Input schemas for meetings and their role slots, apart from the rules in
// meetings.ts and meeting-roles.ts so that screens which only format or decide (the dashboards)
// do not load zod: a module's top-level schemas are built whenever the module is imported.
import { z } from 'zod';
import {
  isIsoDate,
  MAX_RECURRING_WEEKS,
  MEETING_AGENDA_MAX_LENGTH,
  MEETING_DEFAULTS,
  MEETING_FIELD_MESSAGES,
  MEETING_NOTES_MAX_LENGTH,
  MEETING_STATUSES,
  parseClockMinutes,
  toHhMm,
} from './meetings';
import { canonicalRoleType, ROLE_TYPE_PATTERN } from './meeting-roles';

const M = MEETING_FIELD_MESSAGES;

const titleSchema = z
  .string({ error: M.titleRequired })
  .trim()
  .min(1, M.titleRequired)
  .max(255, M.titleTooLong);
const dateSchema = z
  .string({ error: M.dateRequired })
  .max(32, M.dateInvalid)
  .trim()
  .min(1, M.dateRequired)
  .refine((v) => v === '' || isIsoDate(v), M.dateInvalid);
const timeSchema = z
  .string({ error: M.timeRequired })
  .max(16, M.timeRequired)
  .trim()
  .refine((v) => parseClockMinutes(v) !== null, M.timeRequired)
  .transform(toHhMm);
const locationSchema = z.string().trim().max(255, M.locationTooLong);

/**
 * A key the screen makes once per thing it asks to create: the same key again (a double click, a
 * retried request) answers with what the first request made instead of making a second.
 */
export const requestKeySchema = z.uuid({ error: 'The request key must be a UUID' });
const agendaSchema = z.string().max(MEETING_AGENDA_MAX_LENGTH, M.agendaTooLong);

/** Create Meeting form and API input. */
export const createMeetingInputSchema = z.object({
  title: titleSchema,
  scheduledDate: dateSchema,
  scheduledTime: timeSchema,
  location: locationSchema.optional().default(MEETING_DEFAULTS.location),
  status: z.enum(MEETING_STATUSES).default(MEETING_DEFAULTS.status),
  recurringWeeks: z
    .number({ error: M.recurringWeeks })
    .int(M.recurringWeeks)
    .min(0, M.recurringWeeks)
    .max(MAX_RECURRING_WEEKS, M.recurringWeeks)
    .default(MEETING_DEFAULTS.recurringWeeks),
  agendaTemplateId: z.number().int().positive().nullable().optional(),
  agenda: agendaSchema.optional(),
  requestKey: requestKeySchema.optional(),
});

export type CreateMeetingInput = z.input<typeof createMeetingInputSchema>;
export type CreateMeetingValues = z.output<typeof createMeetingInputSchema>;

/** PATCH /api/meetings/{id} and the agenda editor. */
export const updateMeetingInputSchema = z.object({
  title: titleSchema.optional(),
  theme: z.string().trim().max(255).nullable().optional(),
  notes: z.string().max(MEETING_NOTES_MAX_LENGTH).nullable().optional(),
  date: dateSchema.nullable().optional(),
  startTime: timeSchema.nullable().optional(),
  location: locationSchema.nullable().optional(),
  status: z.enum(MEETING_STATUSES).optional(),
  agenda: agendaSchema.nullable().optional(),
});

export type UpdateMeetingInput = z.input<typeof updateMeetingInputSchema>;
export type UpdateMeetingValues = z.output<typeof updateMeetingInputSchema>;

/** Add role slot input: the role type is stored in its canonical spelling. */
export const addMeetingRoleInputSchema = z.object({
  roleType: z
    .string()
    .max(50)
    .transform(canonicalRoleType)
    .refine((v) => ROLE_TYPE_PATTERN.test(v), 'Invalid role type'),
});
