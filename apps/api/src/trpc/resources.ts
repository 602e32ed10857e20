import type { Permission } from '@lectern/domain';
import type { Database } from '@lectern/db';
import { findTemplateScope } from '@lectern/db/queries/agenda-templates';
import { findMeetingRoleScope } from '@lectern/db/queries/meeting-roles';
import { findMeetingScope } from '@lectern/db/queries/meetings';
import { membershipFrom } from '@lectern/db/queries/memberships';
import { findMenuItemScope } from '@lectern/db/queries/menu-items';
import { findRsvpScope } from '@lectern/db/queries/rsvps';
import { findRoleOfferScope } from '@lectern/db/queries/role-offers';
import { findInviteScope } from '@lectern/db/queries/invites';
import { findPairScope } from '@lectern/db/queries/mentorship';
import { findCompletionScope } from '@lectern/db/queries/pathways';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { appError } from '../errors.js';
import { bindLog } from '../http/logging.js';
import {
  actorFor,
  authedProcedure,
  idSchema,
  refuseChangesToArchivedClub,
  requirePermission,
} from './init.js';

// Resource procedures, one pattern for all: the input names the resource by its id; one statement
// loads its scope (its club, and the caller's membership there); then the permission is checked
// and the procedure receives `ctx.clubId`, `ctx.actor` and `ctx.scope`. The club always comes
// from the resource, never from the input. An archived club's resources take no changes.

/** What every scope query returns: the resource's club and the caller's membership columns. */
type Scope = Parameters<typeof membershipFrom>[0] & { clubId: number; clubArchivedAt: Date | null };

type FindScope<S extends Scope> = (
  db: Kysely<Database>,
  id: number,
  userId: number,
) => Promise<S | undefined>;

/**
 * Procedures on one kind of resource, named in the input by `key`: 404 when it does not exist,
 * then 404 for outsiders and 403 for members lacking the permission.
 */
function resourceProcedure<Key extends string, S extends Scope>(key: Key, findScope: FindScope<S>) {
  const input = z.object({ [key]: idSchema } as Record<Key, typeof idSchema>);
  return (permission: Permission) =>
    authedProcedure.input(input).use(async ({ ctx, input, type, next }) => {
      const scope = await findScope(ctx.db, (input as Record<Key, number>)[key], ctx.user.id);
      if (!scope) throw appError('NOT_FOUND');
      bindLog(ctx.log, { clubId: scope.clubId });
      const actor = actorFor(ctx.user, membershipFrom(scope));
      requirePermission(actor, permission);
      refuseChangesToArchivedClub(type, scope.clubArchivedAt);
      return next({ ctx: { clubId: scope.clubId, actor, scope } });
    });
}

export const meetingProcedure = resourceProcedure('meetingId', findMeetingScope);
export const meetingRoleProcedure = resourceProcedure('roleId', findMeetingRoleScope);
export const roleOfferProcedure = resourceProcedure('offerId', findRoleOfferScope);
export const rsvpProcedure = resourceProcedure('rsvpId', findRsvpScope);
export const templateProcedure = resourceProcedure('templateId', findTemplateScope);
export const menuItemProcedure = resourceProcedure('menuItemId', findMenuItemScope);
export const inviteProcedure = resourceProcedure('inviteId', findInviteScope);
export const pairProcedure = resourceProcedure('pairId', findPairScope);
export const completionProcedure = resourceProcedure('completionId', findCompletionScope);
