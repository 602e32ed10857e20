// One-click answers from e-mail (docs/decisions/045-email-and-one-click-answers.md). The link's
// secret names one person, one action and its subject. Opening the link (preview) changes
// nothing; the page's button (perform) acts through the same services and rules as the app, in
// one transaction with using the link up.
import { hashSecret } from '@lectern/auth';
import {
  EMAIL_ACTION_TEXT,
  emailActionState,
  formatLongDate,
  roleTypeLabel,
  type EmailAction,
  type Permission,
} from '@lectern/domain';
import type { Database } from '@lectern/db';
import type { Executor } from '@lectern/db/executor';
import { findEmailAction, markEmailActionUsed, turnEmailOff } from '@lectern/db/queries/email';
import { findMeetingRoleScope } from '@lectern/db/queries/meeting-roles';
import { findMeetingScope } from '@lectern/db/queries/meetings';
import { membershipFrom } from '@lectern/db/queries/memberships';
import { findRoleOfferScope } from '@lectern/db/queries/role-offers';
import { TRPCError } from '@trpc/server';
import type { Kysely } from 'kysely';
import { actorFor, refuseChangesToArchivedClub, requirePermission } from '../../trpc/init.js';
import * as roles from '../meeting-roles/meeting-roles.service.js';
import * as asks from '../role-suggestions/role-suggestions.service.js';
import * as offers from '../role-offers/role-offers.service.js';
import * as rsvps from '../rsvps/rsvps.service.js';

const T = EMAIL_ACTION_TEXT;

type Found = NonNullable<Awaited<ReturnType<typeof findEmailAction>>>;

export type PreviewState = 'ready' | 'used' | 'expired' | 'invalid';

export interface Preview {
  state: PreviewState;
  action: EmailAction | null;
  clubName: string | null;
  /** What the button will do (ready), or why nothing can be done. */
  message: string;
  button: string | null;
}

export type Outcome = 'done' | 'used' | 'expired' | 'invalid' | 'impossible';

function meetingName(found: Found): string {
  return `${found.meetingTitle ?? 'the meeting'} on ${formatLongDate(found.meetingDate, found.locale)}`;
}

function willHappen(found: Found): string {
  switch (found.action) {
    case 'volunteer':
    case 'confirm_role':
    case 'accept_ask':
    case 'decline_ask':
    case 'take_offer':
      return T.will[found.action](roleTypeLabel(found.roleType ?? ''), meetingName(found));
    case 'rsvp_attending':
    case 'rsvp_not_attending':
      return T.will[found.action](meetingName(found));
    case 'unsubscribe':
      return T.will.unsubscribe(found.clubName);
  }
}

function happened(found: Found): string {
  switch (found.action) {
    case 'volunteer':
    case 'confirm_role':
    case 'accept_ask':
    case 'decline_ask':
    case 'take_offer':
      return T.done[found.action](roleTypeLabel(found.roleType ?? ''), meetingName(found));
    case 'rsvp_attending':
    case 'rsvp_not_attending':
      return T.done[found.action](meetingName(found));
    case 'unsubscribe':
      return T.done.unsubscribe(found.clubName);
  }
}

const STATE_MESSAGES = { used: T.used, expired: T.expired, invalid: T.invalid } as const;

/** What the link would do; reads only. An unsubscribe link stays usable until it expires. */
export async function preview(db: Executor, token: string, now: Date): Promise<Preview> {
  const found = await findEmailAction(db, hashSecret(token));
  let state = emailActionState(found, now);
  if (!found || state === 'invalid') {
    return { state: 'invalid', action: null, clubName: null, message: T.invalid, button: null };
  }
  if (found.action === 'unsubscribe' && state === 'used') state = 'ready';
  if (state !== 'ready') {
    return {
      state,
      action: found.action,
      clubName: found.clubName,
      message: STATE_MESSAGES[state],
      button: null,
    };
  }
  return {
    state,
    action: found.action,
    clubName: found.clubName,
    message: willHappen(found),
    button: T.button[found.action],
  };
}

/** A rule refused the answer: the transaction is rolled back and the page says why. */
class Impossible extends Error {}

/** The person's standing in the club as the app checks it, then the permission. */
function checkAccess(
  scope: Parameters<typeof membershipFrom>[0] & { clubArchivedAt: Date | null },
  userId: number,
  permission: Permission,
) {
  const actor = actorFor({ id: userId, isSuperAdmin: false }, membershipFrom(scope));
  requirePermission(actor, permission);
  refuseChangesToArchivedClub('mutation', scope.clubArchivedAt);
  return actor;
}

async function act(trx: Executor, found: Found, now: Date): Promise<void> {
  const { userId } = found;
  switch (found.action) {
    case 'volunteer':
    case 'confirm_role': {
      const scope = found.roleId
        ? await findMeetingRoleScope(trx, found.roleId, userId)
        : undefined;
      if (!scope) throw new Impossible(T.notMember);
      if (found.action === 'volunteer') {
        const actor = checkAccess(scope, userId, 'meetingRole:volunteer');
        await roles.volunteer(trx, scope, actor, now);
      } else {
        checkAccess(scope, userId, 'meetingRole:list');
        await roles.confirmOwn(trx, scope, userId);
      }
      return;
    }
    case 'rsvp_attending':
    case 'rsvp_not_attending': {
      const scope = found.meetingId
        ? await findMeetingScope(trx, found.meetingId, userId)
        : undefined;
      if (!scope) throw new Impossible(T.notMember);
      checkAccess(scope, userId, 'rsvp:submitOwn');
      await rsvps.answerOwnRsvp(
        trx,
        { clubId: scope.clubId, meetingId: scope.meetingId },
        userId,
        found.action === 'rsvp_attending' ? 'attending' : 'not_attending',
        now,
      );
      return;
    }
    case 'accept_ask':
    case 'decline_ask': {
      if (!found.roleId) throw new Impossible(T.notMember);
      try {
        await asks.answerAsk(
          trx,
          { clubId: found.clubId, roleId: found.roleId, userId },
          found.action === 'accept_ask' ? 'accepted' : 'declined',
          now,
        );
      } catch (error) {
        if (error instanceof asks.AnswerRefused) throw new Impossible(error.message);
        throw error;
      }
      return;
    }
    case 'take_offer': {
      // The app's own take, in this transaction and its lock order (decision 067): the first
      // taker gets the role, everyone after is told someone else has taken it.
      const scope = found.offerId
        ? await findRoleOfferScope(trx, found.offerId, userId)
        : undefined;
      if (!scope) throw new Impossible(T.notMember);
      const actor = checkAccess(scope, userId, 'meetingRole:volunteer');
      await offers.claimOffer(trx, scope, actor, now);
      return;
    }
    case 'unsubscribe':
      await turnEmailOff(trx, found.clubId, userId);
      return;
  }
}

/**
 * Acts on the link: once (the link's row is locked and used up in the same transaction as the
 * change), only before it expires, and only when the app's own rules allow it now. With `only`,
 * a link made for another action is not valid here and is left as it was (the RFC 8058 address
 * only ever unsubscribes).
 */
export async function perform(
  db: Kysely<Database>,
  token: string,
  now: Date,
  only?: EmailAction,
): Promise<{ outcome: Outcome; message: string }> {
  try {
    return await db.transaction().execute(async (trx) => {
      const found = await findEmailAction(trx, hashSecret(token), { forUpdate: true });
      const state = emailActionState(found, now);
      if (!found || state === 'invalid' || (only !== undefined && found.action !== only))
        return { outcome: 'invalid', message: T.invalid };
      const repeatable = found.action === 'unsubscribe' && state === 'used';
      if (state !== 'ready' && !repeatable)
        return { outcome: state, message: STATE_MESSAGES[state] };
      try {
        await act(trx, found, now);
      } catch (error) {
        if (error instanceof Impossible) throw error;
        if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') {
          throw new Impossible(error.code === 'NOT_FOUND' ? T.notMember : error.message);
        }
        throw error;
      }
      if (!found.usedAt) await markEmailActionUsed(trx, found.id, now);
      return { outcome: 'done', message: happened(found) };
    });
  } catch (error) {
    if (error instanceof Impossible) {
      return { outcome: 'impossible', message: `${T.impossible} ${error.message}` };
    }
    throw error;
  }
}
