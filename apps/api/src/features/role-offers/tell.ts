// Telling members about a role that is up for grabs, in the app and on their devices, in the
// caller's transaction (the in-app setting and the push kinds of each person still apply).
import type { NotificationMessage } from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { insertNotificationForEach } from '@lectern/db/queries/notifications';
import { notifyDevices } from '../push/push.service.js';

export async function tellInAppAndOnDevices(
  trx: Executor,
  clubId: number,
  userIds: readonly number[],
  message: NotificationMessage,
  tag: string,
  now: Date,
): Promise<void> {
  await insertNotificationForEach(trx, userIds, {
    clubId,
    kind: message.kind,
    title: message.title,
    body: message.body,
    actionLabel: message.action?.label ?? null,
    actionHref: message.action?.href ?? null,
  });
  await notifyDevices(
    trx,
    userIds,
    { title: message.title, body: message.body, url: message.action?.href ?? '/', tag },
    'role_offer',
    now,
  );
}
