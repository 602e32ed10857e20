import {
  CLUB_CREATION_SETTING_KEY,
  CLUB_FOUNDING_TEXT,
  clubCreationOpen,
  type NewClubValues,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import * as members from '@lectern/db/queries/members';
import * as platformClubs from '@lectern/db/queries/platform-clubs';
import { listPlatformSettingsByKeys } from '@lectern/db/queries/platform-settings';
import { appError } from '../../errors.js';

// Clubs come into being (docs/decisions/032-clubs-come-into-being.md): the super admin lists
// every club, creates one and appoints its first president by e-mail, archives and restores;
// anyone signed in creates a club (and presides it) where the platform setting allows it.

type Db = Executor;

interface Caller {
  id: number;
  isSuperAdmin: boolean;
}

/** Whether anyone signed in may create a club: the setting, else closed in production only. */
export async function isCreationOpen(db: Db, production: boolean): Promise<boolean> {
  const [row] = await listPlatformSettingsByKeys(db, [CLUB_CREATION_SETTING_KEY]);
  return clubCreationOpen(row?.value, production);
}

/** What the caller may do: create a club themselves; appoint a president (the super admin). */
export async function creationOptions(db: Db, caller: Caller, production: boolean) {
  return {
    canCreate: caller.isSuperAdmin || (await isCreationOpen(db, production)),
    canAppointPresident: caller.isSuperAdmin,
  };
}

export async function listClubs(db: Db) {
  const rows = await platformClubs.listAllClubs(db);
  return rows.map((row) => ({
    ...row,
    activeMembers: row.activeMembers ?? 0,
    presidentEmails: row.presidentEmails ?? [],
  }));
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && (error as { code?: string }).code === '23505';
}

/**
 * Creates a club and its first president in one transaction: the person named by e-mail (the
 * super admin only; a new e-mail is pre-added and linked at that person's first sign-in with a
 * verified address) or else the caller.
 */
export async function createClub(
  db: Db,
  caller: Caller,
  input: NewClubValues,
  production: boolean,
) {
  if (input.presidentEmail !== undefined && !caller.isSuperAdmin)
    throw appError('FORBIDDEN', CLUB_FOUNDING_TEXT.presidentOnlyForAdmin);
  if (!caller.isSuperAdmin && !(await isCreationOpen(db, production)))
    throw appError('FORBIDDEN', CLUB_FOUNDING_TEXT.creationClosed);
  const { presidentEmail, ...club } = input;
  try {
    const clubId = await db.transaction().execute(async (trx) => {
      const clubId = await platformClubs.insertClub(trx, club);
      let presidentId = caller.id;
      if (presidentEmail !== undefined) {
        await members.insertUsersIfNew(trx, [
          { email: presidentEmail, firstName: presidentEmail.split('@')[0] ?? '', lastName: null },
        ]);
        const ids = await members.findUserIdsByEmails(trx, [presidentEmail]);
        const id = ids.get(presidentEmail.toLowerCase());
        if (id === undefined) throw appError('INTERNAL');
        presidentId = id;
      }
      await members.insertMembershipsIfNew(trx, clubId, [
        { userId: presidentId, role: 'president' },
      ]);
      await members.insertProfilesIfNew(trx, clubId, [
        { userId: presidentId, membershipStatus: 'member' },
      ]);
      return clubId;
    });
    const created = (await listClubs(db)).find((c) => c.id === clubId);
    if (!created) throw appError('INTERNAL');
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('CONFLICT', CLUB_FOUNDING_TEXT.duplicateNumber);
    throw error;
  }
}

/** Archives (hidden, read-only, every record kept) or restores a club. */
export async function setArchived(db: Db, clubId: number, archivedAt: Date | null) {
  if (!(await platformClubs.setClubArchived(db, clubId, archivedAt))) throw appError('NOT_FOUND');
  return { clubId, archivedAt };
}
