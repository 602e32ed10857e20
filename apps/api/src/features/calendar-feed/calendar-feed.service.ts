import { createHash, randomBytes } from 'node:crypto';
import { hashSecret } from '@lectern/auth';
import {
  addDays,
  calendarFeed,
  FEED_MAX_MEETINGS,
  FEED_PAST_DAYS,
  secretLink,
  todayInZone,
  type FeedMeeting,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import * as feeds from '@lectern/db/queries/calendar-feeds';
import { appError } from '../../errors.js';

type Db = Executor;

// Calendar feeds (decision 049): a person's secret subscription address listing the meetings of
// their clubs and their own roles, as iCalendar.

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function calendarFeedUrl(publicUrl: string, token: string): string {
  return secretLink(publicUrl, 'calendarFeed', token, '.ics');
}

/** Makes the caller's address, replacing (and so revoking) any earlier one. Shown once. */
export async function createFeed(db: Db, userId: number, publicUrl: string) {
  const token = randomBytes(32).toString('base64url');
  const row = await feeds.upsertCalendarFeed(db, userId, hashSecret(token));
  return { url: calendarFeedUrl(publicUrl, token), createdAt: row.createdAt };
}

export async function revokeFeed(db: Db, userId: number) {
  if (!(await feeds.deleteCalendarFeed(db, userId))) throw appError('NOT_FOUND');
  return { revoked: true as const };
}

/** Whether the caller has an address (its secret is not kept, so it cannot be shown again). */
export async function feedStatus(db: Db, userId: number) {
  const row = await feeds.findCalendarFeed(db, userId);
  return { active: row !== undefined, createdAt: row?.createdAt ?? null };
}

export interface RenderedFeed {
  body: string;
  etag: string;
}

/**
 * The feed behind a secret, or null when no address has it (never made, replaced or revoked).
 * Two statements: the owner, then their meetings.
 */
export async function renderFeed(
  db: Db,
  token: string,
  publicUrl: string,
  now: Date,
): Promise<RenderedFeed | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const userId = await feeds.findCalendarFeedOwner(db, hashSecret(token));
  if (userId === undefined) return null;
  // The recent past stays in the calendar; a day either way (time zones) does not matter.
  const fromDate = addDays(todayInZone(now, 'UTC'), -FEED_PAST_DAYS);
  const rows = await feeds.listCalendarFeedMeetings(db, userId, fromDate, FEED_MAX_MEETINGS);
  const meetings: FeedMeeting[] = rows.map((row) => ({
    meetingId: row.meetingId,
    clubName: row.clubName,
    timeZone: row.timeZone,
    title: row.title,
    date: row.date,
    startTime: row.startTime,
    endTime: row.endTime,
    location: row.location,
    theme: row.theme,
    status: row.status,
    createdAt: row.createdAt,
    changedAt: row.changedAt,
    sequence: Number(row.sequence),
    role:
      row.roleType !== null && row.roleStatus !== null
        ? { roleType: row.roleType, status: row.roleStatus }
        : null,
  }));
  const body = calendarFeed(meetings, publicUrl);
  const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
  return { body, etag };
}
