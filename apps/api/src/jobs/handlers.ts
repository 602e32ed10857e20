// Every kind of background job and the schedules that enqueue them: what a server's worker runs.
import { planReminders, PLAN_EVERY_MS, PLAN_JOB } from '../features/reminders/planner.js';
import { EMAIL_JOB, sendReminder } from '../features/reminders/send.js';
import { PUSH_JOB, sendPush } from '../features/push/push.service.js';
import { MEETING_LIVE_JOB, sendMeetingLive } from '../features/live/meeting-live-push.js';
import { sendRoleAskEmail } from '../features/role-suggestions/ask-email.js';
import { ROLE_ASK_EMAIL_JOB } from '../features/role-suggestions/role-suggestions.service.js';
import {
  OFFER_EMAIL_JOB,
  OFFER_WATCH_EVERY_MS,
  OFFER_WATCH_JOB,
  sendOfferEmail,
  watchRoleOffers,
} from '../features/role-offers/role-offers.jobs.js';
import {
  startWorker,
  type JobDeps,
  type JobHandlers,
  type Schedule,
  type Worker,
} from './worker.js';

export const JOB_HANDLERS: JobHandlers = {
  [PLAN_JOB]: async (_payload, ctx) => {
    await planReminders(ctx);
  },
  [EMAIL_JOB]: async (payload, ctx) => {
    await sendReminder(payload, ctx);
  },
  [PUSH_JOB]: async (payload, ctx) => {
    await sendPush(payload, ctx);
  },
  [MEETING_LIVE_JOB]: async (payload, ctx) => {
    await sendMeetingLive(payload, ctx);
  },
  [ROLE_ASK_EMAIL_JOB]: async (payload, ctx) => {
    await sendRoleAskEmail(payload, ctx);
  },
  [OFFER_WATCH_JOB]: async (_payload, ctx) => {
    await watchRoleOffers(ctx);
  },
  [OFFER_EMAIL_JOB]: async (payload, ctx) => {
    await sendOfferEmail(payload, ctx);
  },
};

export const SCHEDULES: readonly Schedule[] = [
  { kind: PLAN_JOB, everyMs: PLAN_EVERY_MS },
  { kind: OFFER_WATCH_JOB, everyMs: OFFER_WATCH_EVERY_MS },
];

/** The worker a server runs: Lectern's job kinds and schedules (tests pass their own clock). */
export function startJobWorker(
  deps: JobDeps,
  options: Omit<Parameters<typeof startWorker>[2], 'schedules'>,
): Worker {
  return startWorker(deps, JOB_HANDLERS, { ...options, schedules: SCHEDULES });
}
