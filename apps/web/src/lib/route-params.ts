import { notFound } from '@tanstack/react-router';

/**
 * Route params and search params are parsed in the entry chunk (route definitions are not
 * code-split), so they are validated by hand here: zod, even zod/mini, would add about 13 KiB
 * gzip to every first page load. Invalid values are dropped, like zod's `.catch(undefined)`.
 */
export function positiveIntegerOrUndefined(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0
    ? number
    : undefined;
}

export interface MeetingSearch {
  meeting?: number;
}

/**
 * `?meeting={id}` on the role and RSVP screens: a positive integer, otherwise ignored. The key
 * is always returned (possibly undefined) because the router merges validated search params
 * over the raw ones, so leaving it out would let an invalid raw value through.
 */
export function validateMeetingSearch(search: Record<string, unknown>): MeetingSearch {
  return { meeting: positiveIntegerOrUndefined(search.meeting) };
}

/** Only the `meeting` key survives a redirect from an alias route. */
export function meetingSearchOf(search: MeetingSearch): MeetingSearch {
  return { meeting: search.meeting };
}

/** `/meetings/{meetingId}/…`: anything but a positive integer id is a page that does not exist. */
export const meetingIdParams = {
  parse: ({ meetingId }: { meetingId: string }) => {
    const id = positiveIntegerOrUndefined(meetingId);
    if (id === undefined) throw notFound();
    return { meetingId: id };
  },
  stringify: ({ meetingId }: { meetingId: number }) => ({ meetingId: String(meetingId) }),
};
