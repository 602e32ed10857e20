// Every kind of background job and the schedules that enqueue them.
import { planReminders, PLAN_EVERY_MS, PLAN_JOB } from '../features/reminders/planner.js';
import { EMAIL_JOB, sendReminder } from '../features/reminders/send.js';
import type { JobHandlers, Schedule } from './worker.js';

export const JOB_HANDLERS: JobHandlers = {
  [PLAN_JOB]: async (_payload, ctx) => {
    await planReminders(ctx);
  },
  [EMAIL_JOB]: async (payload, ctx) => {
    await sendReminder(payload, ctx);
  },
};

export const SCHEDULES: readonly Schedule[] = [{ kind: PLAN_JOB, everyMs: PLAN_EVERY_MS }];
