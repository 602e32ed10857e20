import { listApiTokens } from '@lectern/auth';
import { clubsLeftWithoutPresident, redactSecretLinks } from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import * as account from '@lectern/db/queries/account';
import { listInvitesCreatedBy } from '@lectern/db/queries/invites';
import { findCalendarFeed } from '@lectern/db/queries/calendar-feeds';
import { listAccountNotifications } from '@lectern/db/queries/notifications';
import type { Kysely } from 'kysely';
import type { Database } from '@lectern/db';
import { appError } from '../../errors.js';
import { ACCOUNT_TEXT } from './text.js';

/** Bumped when the export's shape changes, so people and tools can tell versions apart. */
export const EXPORT_FORMAT = 'lectern-account-export/1';

/**
 * Everything the app holds about the caller, read in one snapshot; never secrets or hashes. Kept
 * e-mails come without their links' secrets (a read-only token must not lift a link that acts).
 */
export async function exportAccount(db: Kysely<Database>, userId: number, now: Date) {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const user = await account.findAccountUser(trx, userId);
      if (!user) throw appError('UNAUTHORIZED');
      const [
        memberships,
        profiles,
        pathwayProgress,
        rsvps,
        meetingRoles,
        meetingCredits,
        payments,
        apiTokens,
        invitationsCreated,
        contactsAboutMe,
        contactsLogged,
        membershipActivity,
        mentorshipPairs,
        notifications,
        calendarFeed,
        emails,
        emailLinks,
      ] = await Promise.all([
        account.listAccountMemberships(trx, userId),
        account.listAccountProfiles(trx, userId),
        account.listAccountPathwayProgress(trx, userId),
        account.listAccountRsvps(trx, userId),
        account.listAccountMeetingRoles(trx, userId),
        account.listAccountMeetingCredits(trx, userId),
        account.listAccountPaymentEvents(trx, userId),
        listApiTokens(trx, userId),
        // The invitations the person made (never their secrets: only hashes are stored).
        listInvitesCreatedBy(trx, userId),
        account.listAccountContactsAbout(trx, userId),
        account.listAccountContactsLogged(trx, userId),
        account.listAccountMembershipActivity(trx, userId),
        account.listAccountMentorshipPairs(trx, userId),
        listAccountNotifications(trx, userId),
        // Whether the person has a calendar address, since when; never its secret.
        findCalendarFeed(trx, userId),
        account.listAccountEmails(trx, userId),
        account.listAccountEmailLinks(trx, userId),
      ]);
      return {
        format: EXPORT_FORMAT,
        exportedAt: now.toISOString(),
        user,
        memberships,
        profiles,
        pathwayProgress,
        rsvps,
        meetingRoles,
        meetingCredits,
        payments,
        apiTokens,
        invitationsCreated,
        contactsAboutMe,
        contactsLogged,
        membershipActivity,
        mentorshipPairs,
        notifications,
        calendarFeed: calendarFeed ?? null,
        emails: emails.map((email) => ({ ...email, text: redactSecretLinks(email.text) })),
        emailLinks,
      };
    });
}

/**
 * Deletes the caller's account in one transaction (docs/decisions/005-account-deletion.md):
 * refused while a club would be left without a president; otherwise meeting roles go back to
 * the club as open slots and the user row goes, taking sessions, tokens, memberships, RSVPs,
 * profiles, progress and meeting credits with it, and the contact log, activity entries and
 * mentorship pairs about the person, their notifications, calendar address, kept e-mail and
 * one-click links. The payment ledger keeps its rows; the invitations the person made, the
 * contacts they logged, the activity they caused and the completions they submitted or approved
 * for others stay with their club, without their name.
 */
export async function deleteAccount(db: Kysely<Database>, userId: number) {
  return db.transaction().execute(async (trx: Executor) => {
    const presidents = await account.lockPresidenciesOf(trx, userId);
    const blocked = clubsLeftWithoutPresident(userId, presidents);
    if (blocked.length > 0) {
      const names = blocked.map(
        (clubId) => presidents.find((p) => p.clubId === clubId)?.clubName ?? String(clubId),
      );
      throw appError('CONFLICT', ACCOUNT_TEXT.lastPresident(names));
    }
    const reopenedRoles = await account.reopenMeetingRolesOf(trx, userId);
    if (!(await account.deleteUser(trx, userId))) throw appError('UNAUTHORIZED');
    return { deleted: true as const, reopenedRoles };
  });
}
