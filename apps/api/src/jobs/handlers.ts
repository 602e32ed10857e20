// Every kind of background job and the schedules that enqueue them: what a server's worker runs.
import { planReminders, PLAN_EVERY_MS, PLAN_JOB } from '../features/reminders/planner.js';
import { EMAIL_JOB, sendReminder } from '../features/reminders/send.js';
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
};

export const SCHEDULES: readonly Schedule[] = [{ kind: PLAN_JOB, everyMs: PLAN_EVERY_MS }];

/** The worker a server runs: Lectern's job kinds and schedules (tests pass their own clock). */
export function startJobWorker(
  deps: JobDeps,
  options: Omit<Parameters<typeof startWorker>[2], 'schedules'>,
): Worker {
  return startWorker(deps, JOB_HANDLERS, { ...options, schedules: SCHEDULES });
}
