// Web Push (decision 068): a person's browsers, the kinds of push they turned off, and sending
// through the job queue. Other features call `notifyDevices` (in their own transaction); a 'push'
// job per person then sends to each of their devices.
import type { Agent } from 'node:https';
import { PUSH_KINDS, type PushKind } from '@lectern/db/schema';
import type { Executor } from '@lectern/db/executor';
import { enqueueJobs } from '@lectern/db/queries/jobs';
import webpush from 'web-push';
import { z } from 'zod';
import type { AppConfig } from '../../config.js';
import type { JobContext } from '../../jobs/worker.js';

export const PUSH_JOB = 'push';
/** How long one push service may take to answer before the send is given up. */
export const PUSH_TIMEOUT_MS = 10_000;
/** A reminder older than a day is no use: the push service may drop it after this. */
const PUSH_TTL_SECONDS = 24 * 3_600;

export { PUSH_KINDS, type PushKind };

const TITLE_MAX = 120;
const BODY_MAX = 300;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** What a device shows: a notification whose tap opens `url` (a path of the web app). */
export const pushMessageSchema = z.object({
  title: z.string().min(1).max(TITLE_MAX),
  body: z.string().max(BODY_MAX).optional(),
  url: z
    .string()
    .max(300)
    .regex(/^\/(?!\/)[^\\]*$/, 'a path of the web app'),
  tag: z.string().max(100).optional(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

const pushJobSchema = z.object({
  userId: z.number().int(),
  kind: z.enum(PUSH_KINDS),
  message: pushMessageSchema,
});

export const subscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2048),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof subscriptionSchema>;

/**
 * Pushes a message of one kind to every device of these people, through the job queue: one
 * 'push' job per person, enqueued with the caller's `db` (pass the transaction that makes the
 * change, so nothing is pushed about a change that rolled back). Each person's preferences are
 * checked when the job runs. THE function other features call to push.
 */
export async function notifyDevices(
  db: Executor,
  userIds: readonly number[],
  message: PushMessage,
  kind: PushKind,
  now: Date = new Date(),
): Promise<void> {
  // Long meeting titles are cut, never refused: a push must not undo the caller's change.
  const checked = pushMessageSchema.parse({
    ...message,
    title: clip(message.title, TITLE_MAX),
    ...(message.body === undefined ? {} : { body: clip(message.body, BODY_MAX) }),
  });
  const people = [...new Set(userIds)];
  if (people.length === 0) return;
  await enqueueJobs(
    db,
    people.map((userId) => ({
      kind: PUSH_JOB,
      payload: { userId, kind, message: checked },
      runAt: now,
      // A push is worth little late: one attempt, no retries that could repeat it on a device.
      maxAttempts: 1,
    })),
  );
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The VAPID keys: production's from the environment (checked at start); in development the
 * first instance to ask makes a pair and keeps it in the database, where every instance and
 * every restart finds the same one (subscriptions are bound to the public key).
 */
export async function vapidKeys(db: Executor, config: AppConfig): Promise<VapidKeys> {
  if (config.vapid) return config.vapid;
  const subject = `mailto:no-reply@${new URL(config.publicUrl).hostname}`;
  const stored = await db
    .selectFrom('pushVapidKeys')
    .select(['publicKey', 'privateKey'])
    .executeTakeFirst();
  if (stored) return { ...stored, subject };
  const made = webpush.generateVAPIDKeys();
  // Two instances asking at once: the first row stays, and both read it.
  await db
    .insertInto('pushVapidKeys')
    .values({ publicKey: made.publicKey, privateKey: made.privateKey })
    .onConflict((oc) => oc.column('onlyRow').doNothing())
    .execute();
  const row = await db
    .selectFrom('pushVapidKeys')
    .select(['publicKey', 'privateKey'])
    .executeTakeFirstOrThrow();
  return { ...row, subject };
}

/** Subscribes a browser for this person; a browser used by someone before now is theirs. */
export async function subscribe(db: Executor, userId: number, input: PushSubscriptionInput) {
  await db
    .insertInto('pushSubscriptions')
    .values({
      userId,
      endpoint: input.endpoint,
      publicKey: input.keys.p256dh,
      authSecret: input.keys.auth,
    })
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        userId,
        publicKey: input.keys.p256dh,
        authSecret: input.keys.auth,
      }),
    )
    .execute();
  return { subscribed: true };
}

/** Unsubscribes one of this person's browsers (another person's is left alone). */
export async function unsubscribe(db: Executor, userId: number, endpoint: string) {
  const result = await db
    .deleteFrom('pushSubscriptions')
    .where('userId', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return { removed: Number(result.numDeletedRows) > 0 };
}

/** Every kind of push and whether this person has it on. */
export async function preferences(db: Executor, userId: number) {
  const off = await db
    .selectFrom('pushKindsOff')
    .select('kind')
    .where('userId', '=', userId)
    .execute();
  const offKinds = new Set(off.map((row) => row.kind));
  return PUSH_KINDS.map((kind) => ({ kind, on: !offKinds.has(kind) }));
}

export async function setPreference(db: Executor, userId: number, kind: PushKind, on: boolean) {
  if (on)
    await db
      .deleteFrom('pushKindsOff')
      .where('userId', '=', userId)
      .where('kind', '=', kind)
      .execute();
  else
    await db
      .insertInto('pushKindsOff')
      .values({ userId, kind })
      .onConflict((oc) => oc.columns(['userId', 'kind']).doNothing())
      .execute();
  return preferences(db, userId);
}

/** The push service's answer for a subscription that no longer exists. */
function isGone(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return status === 404 || status === 410;
}

export interface PushSendOptions {
  /** Tests: an agent trusting the fake push service's certificate. */
  agent?: Agent;
}

/**
 * Runs one 'push' job: unless the person turned this kind off, sends the message to each of
 * their devices (each with a bounded wait), and forgets devices the push service says are gone.
 * Returns how many devices accepted it.
 */
export async function sendPush(
  payload: unknown,
  ctx: JobContext,
  options: PushSendOptions = {},
): Promise<number> {
  const job = pushJobSchema.parse(payload);
  const { db } = ctx;
  const [off, devices] = await Promise.all([
    db
      .selectFrom('pushKindsOff')
      .select('kind')
      .where('userId', '=', job.userId)
      .where('kind', '=', job.kind)
      .executeTakeFirst(),
    db
      .selectFrom('pushSubscriptions')
      .select(['id', 'endpoint', 'publicKey', 'authSecret'])
      .where('userId', '=', job.userId)
      .execute(),
  ]);
  if (off || devices.length === 0) return 0;
  const keys = await vapidKeys(db, ctx.config);
  if (!(await ctx.holdsJob())) return 0;
  const body = JSON.stringify(job.message);
  const results = await Promise.allSettled(
    devices.map((device) =>
      webpush.sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.publicKey, auth: device.authSecret } },
        body,
        {
          vapidDetails: keys,
          TTL: PUSH_TTL_SECONDS,
          timeout: PUSH_TIMEOUT_MS,
          ...(options.agent ? { agent: options.agent } : {}),
        },
      ),
    ),
  );
  const gone = devices.filter((_device, index) => {
    const result = results[index];
    return result?.status === 'rejected' && isGone(result.reason);
  });
  if (gone.length > 0)
    await db
      .deleteFrom('pushSubscriptions')
      .where(
        'id',
        'in',
        gone.map((device) => device.id),
      )
      .execute();
  return results.filter((result) => result.status === 'fulfilled').length;
}
