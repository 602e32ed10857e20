import { notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';

/**
 * `?meeting={id}` on the role and RSVP screens: a positive integer, otherwise ignored.
 * zod/mini keeps the validator small, since route definitions load with the first page.
 */
export const meetingSearchSchema = z.object({
  meeting: z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined),
});

export type MeetingSearch = z.infer<typeof meetingSearchSchema>;

export function validateMeetingSearch(search: Record<string, unknown>): MeetingSearch {
  return meetingSearchSchema.parse(search);
}

/** Only the `meeting` key survives a redirect from an alias route, and only when valid. */
export function meetingSearchOf(search: MeetingSearch): MeetingSearch {
  return search.meeting === undefined ? {} : { meeting: search.meeting };
}

const meetingIdSchema = z.coerce.number().check(z.int(), z.positive());

/** `/meetings/{meetingId}/…`: anything but a positive integer id is a page that does not exist. */
export const meetingIdParams = {
  parse: ({ meetingId }: { meetingId: string }) => {
    const parsed = meetingIdSchema.safeParse(meetingId);
    if (!parsed.success) throw notFound();
    return { meetingId: parsed.data };
  },
  stringify: ({ meetingId }: { meetingId: number }) => ({ meetingId: String(meetingId) }),
};
