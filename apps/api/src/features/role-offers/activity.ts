// Every change of the role market is an entry of the club's activity that names its role, so the
// club's Recent Activity and the role's activity both show it (decision 077). Written in the
// transaction of the change.
import { activitySentence, displayName, type MembershipActivityKind } from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { listRoleActivity, recordActivity } from '@lectern/db/queries/growth';

/** The activity log keeps a role type up to its column's length. */
function activityDetail(roleType: string): string | null {
  return roleType.length <= 30 ? roleType : null;
}

export function recordMarketActivity(
  trx: Executor,
  role: { clubId: number; roleId: number; roleType: string },
  kind: MembershipActivityKind,
  subjectUserId: number,
  actorUserId: number | null,
): Promise<void> {
  return recordActivity(trx, role.clubId, [
    {
      kind,
      subjectUserId,
      actorUserId,
      detail: activityDetail(role.roleType),
      roleId: role.roleId,
    },
  ]);
}

/** How many entries the role's activity shows. */
export const ROLE_ACTIVITY_LIMIT = 50;

/** One role's activity, newest first, in words. */
export async function roleActivity(db: Executor, clubId: number, roleId: number) {
  const rows = await listRoleActivity(db, clubId, roleId, ROLE_ACTIVITY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    subjectUserId: row.subjectUserId,
    actorUserId: row.actorUserId,
    at: row.createdAt,
    text: activitySentence({ kind: row.kind, name: displayName(row), detail: row.detail }),
  }));
}
