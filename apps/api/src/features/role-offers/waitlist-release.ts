// A held role that opens again (its holder retracts, an officer unassigns it): the members
// waiting for it hear first, in the app and on their devices, in the transaction of the change
// (decision 075). Nobody is put into the role: they volunteer for it if they still want it.
import { NOTIFICATION_TEXT } from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { tellInAppAndOnDevices } from './tell.js';

export async function tellWaitlistOfRelease(
  trx: Executor,
  role: {
    clubId: number;
    roleId: number;
    roleType: string;
    meetingId: number;
    meetingTitle: string;
    meetingDate: string | null;
    locale: string;
  },
  /** The active members waiting who keep offers and asks on (`listWaitingToTell`). */
  waiting: readonly number[],
  now: Date,
): Promise<void> {
  if (waiting.length === 0) return;
  const message = NOTIFICATION_TEXT.roleReleasedToWaitlist(role);
  await tellInAppAndOnDevices(trx, role.clubId, waiting, message, `role-open-${role.roleId}`, now);
}
