import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema.js';
import * as initial from './migrations/2026-11-21T00-00-00_initial.js';
import * as clubChanges from './migrations/2026-11-25T00-00-00_club-changes.js';
import * as dropClubChanges from './migrations/2026-11-26T00-00-00_drop-club-changes.js';
import * as apiTokenScope from './migrations/2026-11-26T00-00-01_api-token-scope.js';
import * as clubsArchiveAndInvites from './migrations/2026-11-26T01-00-00_clubs-archive-and-invites.js';
import * as profileMentorship from './migrations/2026-11-26T05-15-00_profile-mentorship.js';
import * as membershipRecords from './migrations/2026-11-27T01-00-00_membership-records.js';
import * as notifications from './migrations/2026-11-27T04-00-00_notifications.js';
import * as calendarFeeds from './migrations/2026-11-27T04-30-00_calendar-feeds.js';
import * as jobsAndEmail from './migrations/2026-11-27T03-00-00_jobs-and-email.js';
import * as meetingCredits from './migrations/2026-11-27T02-00-00_meeting-credits-and-completion-approval.js';
import * as jobLeases from './migrations/2026-11-28T01-00-00_job-leases.js';
import * as clubLocaleAndRoleLimit from './migrations/2026-11-28T03-00-00_club-locale-and-role-limit.js';
import * as liveConsole from './migrations/2026-11-29T14-00-00_live-console.js';
import * as requestKeys from './migrations/2026-11-29T14-00-00_request-keys.js';
import * as pushSubscriptions from './migrations/2026-11-29T14-00-00_push-subscriptions.js';
import * as roleOffers from './migrations/2026-11-29T14-00-00_role-offers.js';
import * as liveVotes from './migrations/2026-11-30T10-00-00_live-votes.js';
import * as checkIns from './migrations/2026-11-30T11-00-00_check-ins-and-write-back.js';
import * as roleOfferMarket from './migrations/2026-11-30T12-00-00_role-offer-market.js';
import * as roleAsks from './migrations/2026-11-30T13-00-00_role-asks.js';
import * as roleMarketActivity from './migrations/2026-12-01T10-00-00_role-market-activity.js';
import * as releasedRoleHeld from './migrations/2026-12-01T10-00-01_released-role-held.js';
import * as clubTimingPresets from './migrations/2026-12-01T13-00-00_club-timing-presets.js';
import * as plannerRuns from './migrations/2026-12-02T09-00-00_planner-runs.js';

// Migrations are listed here (not read from disk) so the bundled API carries them.
export const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21T00-00-00_initial': initial,
  '2026-11-25T00-00-00_club-changes': clubChanges,
  '2026-11-26T00-00-00_drop-club-changes': dropClubChanges,
  '2026-11-26T00-00-01_api-token-scope': apiTokenScope,
  '2026-11-26T01-00-00_clubs-archive-and-invites': clubsArchiveAndInvites,
  '2026-11-26T05-15-00_profile-mentorship': profileMentorship,
  '2026-11-27T01-00-00_membership-records': membershipRecords,
  '2026-11-27T04-00-00_notifications': notifications,
  '2026-11-27T04-30-00_calendar-feeds': calendarFeeds,
  '2026-11-27T03-00-00_jobs-and-email': jobsAndEmail,
  '2026-11-27T02-00-00_meeting-credits-and-completion-approval': meetingCredits,
  '2026-11-28T01-00-00_job-leases': jobLeases,
  '2026-11-28T03-00-00_club-locale-and-role-limit': clubLocaleAndRoleLimit,
  '2026-11-29T14-00-00_live-console': liveConsole,
  '2026-11-29T14-00-00_request-keys': requestKeys,
  '2026-11-29T14-00-00_push-subscriptions': pushSubscriptions,
  '2026-11-29T14-00-00_role-offers': roleOffers,
  '2026-11-30T10-00-00_live-votes': liveVotes,
  '2026-11-30T11-00-00_check-ins-and-write-back': checkIns,
  '2026-11-30T12-00-00_role-offer-market': roleOfferMarket,
  '2026-11-30T13-00-00_role-asks': roleAsks,
  '2026-12-01T10-00-00_role-market-activity': roleMarketActivity,
  '2026-12-01T10-00-01_released-role-held': releasedRoleHeld,
  '2026-12-01T13-00-00_club-timing-presets': clubTimingPresets,
  '2026-12-02T09-00-00_planner-runs': plannerRuns,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/**
 * Brings the schema up to date. Kysely's migrator holds a PostgreSQL advisory lock while it runs,
 * so several API instances starting at once apply each migration exactly once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
