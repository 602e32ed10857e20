// Two instances of Lectern on one PostgreSQL database, as behind a load balancer: each with its
// own connection pool, its own app and its own job worker (the one the server starts), sending
// e-mail to one SMTP server (in-process). A session made on one works on the other; with an SMTP
// server that stalls, every reminder is delivered exactly once; through an hour-long SMTP outage
// (injected clock) none is lost and none is sent twice. Decision 058; docs/SCALING.md says what
// is shared and what is each instance's own.
import type { AddressInfo } from 'node:net';
import { createSession, SESSION_COOKIE } from '@lectern/auth';
import { createDb, type DbHandle } from '@lectern/db';
import { testDatabaseKind } from '@lectern/db/testing';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createMailer, type Mailer } from '../src/email/mailer.js';
import { startJobWorker } from '../src/jobs/handlers.js';
import { JOB_LOCK_MS, type Worker } from '../src/jobs/worker.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS } from './helpers.js';
import { makeMeeting, resetReminders } from './reminder-helpers.js';

const MINUTE = 60_000;

/** Waits (without measuring) until `check` holds; fails after a generous bound. */
async function until(check: () => Promise<boolean> | boolean, what: string) {
  for (let n = 0; n < 2_000; n += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
}

interface Instance {
  name: string;
  handle: DbHandle;
  app: FastifyInstance;
  worker: Worker;
  mailer: Mailer;
}

// The embedded database lives inside one process: two instances cannot share it.
describe.skipIf(testDatabaseKind() !== 'postgres')(
  'two instances on one database (PostgreSQL only: the embedded database belongs to one process)',
  () => {
    let h: ApiHarness;
    let smtp: SMTPServer;
    const instances: Instance[] = [];
    /** The one clock both instances read (the test moves it). */
    let clock = new Date('2026-10-01T00:00:00Z');
    const workerErrors: unknown[] = [];

    /** Every message the SMTP server accepted: recipient and subject. */
    const received: { to: string; subject: string }[] = [];
    /** Set by a test: the server turns connections away (421), as during an outage. */
    let down = false;
    /** Set by a test: the next message is held until the test lets it through. */
    let stallNext = false;
    let stalled: { release: () => void } | undefined;

    beforeAll(async () => {
      h = await createApiHarness();
      await resetReminders(h);
      // Meeting reminders only (3 days before, the default): one per person and meeting.
      await h.db
        .updateTable('clubs')
        .set({
          notificationSettings: JSON.stringify({ rsvpReminders: false, openRolesDigest: false }),
        })
        .where('id', '=', h.demo.clubId)
        .execute();

      smtp = new SMTPServer({
        disabledCommands: ['STARTTLS', 'AUTH'],
        authOptional: true,
        logger: false,
        // Down: new connections are refused, and so is every message on a connection the
        // mailer kept from before.
        onConnect(_session, callback) {
          if (down)
            return callback(
              Object.assign(new Error('Service not available'), { responseCode: 421 }),
            );
          callback();
        },
        onMailFrom(_address, _session, callback) {
          if (down)
            return callback(
              Object.assign(new Error('Service not available'), { responseCode: 421 }),
            );
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const accept = () => {
              void simpleParser(Buffer.concat(chunks)).then((mail) => {
                for (const to of session.envelope.rcptTo)
                  received.push({ to: to.address, subject: mail.subject ?? '' });
                callback();
              });
            };
            if (stallNext) {
              stallNext = false;
              stalled = { release: accept };
            } else accept();
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        smtp.once('error', reject);
        smtp.listen(0, '127.0.0.1', () => resolve());
      });
      const config = loadConfig({
        NODE_ENV: 'test',
        PUBLIC_URL: 'http://localhost:3000',
        LOG_LEVEL: 'silent',
        SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
        MAIL_FROM: 'Lectern <reminders@lectern.test>',
        MAX_EVENT_LOOP_DELAY_MS: '60000',
      });

      for (const name of ['A', 'B']) {
        // Each instance opens its own pool on the same database, as a separate process would.
        const handle = await createDb({ databaseUrl: h.databaseUrl, poolSize: 5 });
        const mailer = createMailer(config);
        const deps = { db: handle.db, config, mailer };
        const worker = startJobWorker(deps, {
          pollMs: 20,
          // Renewed often: the test's clock jumps minutes at a time.
          renewEveryMs: 10,
          now: () => clock,
          onError: (error) => workerErrors.push(error),
        });
        const app = await buildApp({
          db: handle.db,
          config,
          now: () => clock,
          logger: false,
          wakeWorker: () => worker.wake(),
        });
        instances.push({ name, handle, app, worker, mailer });
      }
    });

    afterAll(async () => {
      for (const instance of instances) {
        await instance.worker.stop();
        instance.mailer.close();
        await instance.app.close();
        await instance.handle.close();
      }
      await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
      await h?.close();
    });

    /** Both workers at `at`: woken, and each has finished a turn that read it. */
    async function bothAt(at: Date) {
      clock = at;
      for (const { worker } of instances) worker.wake();
      await Promise.all(instances.map(({ worker }) => worker.idle()));
    }

    async function emailJobsLeft() {
      const rows = await h.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'email')
        .where('doneAt', 'is', null)
        .where('failedAt', 'is', null)
        .execute();
      return rows.length;
    }

    /** Who the club's meeting reminders go to: active members with an address and e-mail on. */
    async function audience(): Promise<string[]> {
      const rows = await h.db
        .selectFrom('clubMemberships as cm')
        .innerJoin('users as u', 'u.id', 'cm.userId')
        .leftJoin('memberProfiles as p', (j) =>
          j.onRef('p.clubId', '=', 'cm.clubId').onRef('p.userId', '=', 'cm.userId'),
        )
        .select(['u.email', 'p.emailNotifications'])
        .where('cm.clubId', '=', h.demo.clubId)
        .where('cm.status', '=', 'active')
        .execute();
      return rows
        .filter((r) => r.email !== null && r.emailNotifications !== false)
        .map((r) => r.email!)
        .sort();
    }

    /** Messages received about the meeting, counted per recipient. */
    function countsAbout(title: string): Map<string, number> {
      const counts = new Map<string, number>();
      for (const m of received.filter((m) => m.subject.includes(title)))
        counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
      return counts;
    }

    it('a session made on one instance works on the other, and signing out on one ends it on both', async () => {
      const [a, b] = instances as [Instance, Instance];
      const user = await h.userByEmail(ACTORS.member);
      // The session is written through instance A's pool, as its sign-in callback does.
      const { token } = await createSession(a.handle.db, user.id);
      const cookie = `${SESSION_COOKIE}=${token}`;
      for (const instance of [a, b]) {
        const response = await instance.app.inject({
          method: 'GET',
          url: '/api/auth/user',
          headers: { cookie },
        });
        expect(response.statusCode, instance.name).toBe(200);
        expect(response.json<{ email: string }>().email, instance.name).toBe(ACTORS.member);
      }
      const out = await b.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
      expect(out.statusCode).toBeLessThan(400);
      for (const instance of [a, b]) {
        const response = await instance.app.inject({
          method: 'GET',
          url: '/api/auth/user',
          headers: { cookie },
        });
        expect(response.statusCode, instance.name).toBe(401);
      }
    });

    it('with an SMTP server that stalls past a lease, both workers deliver every reminder exactly once', async () => {
      // Wednesday 21 October 2026, 19:00 in Sydney: reminders due 18 October 19:00 (08:00Z).
      const { title } = await makeMeeting(h, '2026-10-21');
      const people = await audience();
      expect(people).toEqual(expect.arrayContaining([ACTORS.member, ACTORS.guest]));
      await bothAt(new Date('2026-10-18T07:59:00Z'));
      expect(await emailJobsLeft()).toBe(0);

      // At the due instant the workers plan and send; the first message stalls at the server.
      stallNext = true;
      clock = new Date('2026-10-18T08:00:00Z');
      for (const { worker } of instances) worker.wake();
      await until(() => stalled !== undefined, 'a message stalled at the SMTP server');
      // The stall lasts longer than a lease: the clock moves past it, a minute at a time, while
      // the message hangs (after each minute, until its holder has renewed the lease).
      for (let minute = 1; minute * MINUTE <= JOB_LOCK_MS + MINUTE; minute += 1) {
        clock = new Date(clock.getTime() + MINUTE);
        const leaseFrom = clock.getTime() + JOB_LOCK_MS - MINUTE;
        await until(async () => {
          const held = await h.db
            .selectFrom('jobs')
            .select('lockedUntil')
            .where('kind', '=', 'email')
            .where('doneAt', 'is', null)
            .where('lockToken', 'is not', null)
            .execute();
          return held.every(
            (job) => job.lockedUntil !== null && job.lockedUntil.getTime() > leaseFrom,
          );
        }, 'the held leases renewed');
      }
      // Both workers keep polling at the new time; everything else goes out meanwhile.
      await until(
        async () =>
          (await emailJobsLeft()) === 1 &&
          [...countsAbout(title).values()].reduce((a, b) => a + b, 0) >= people.length - 1,
        'every other reminder delivered',
      );
      stalled!.release();
      await until(async () => (await emailJobsLeft()) === 0, 'the stalled reminder done');
      await bothAt(new Date(clock.getTime() + 10 * MINUTE));

      const counts = countsAbout(title);
      expect([...counts.keys()].sort()).toEqual(people);
      expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      expect(workerErrors).toEqual([]);
    });

    it('through an SMTP outage of an hour, loses no reminder and sends none twice', async () => {
      // Wednesday 28 October 2026, 19:00 in Sydney: reminders due 25 October 08:00Z.
      const { title } = await makeMeeting(h, '2026-10-28');
      const people = await audience();
      const due = new Date('2026-10-25T08:00:00Z').getTime();
      down = true;
      // Both workers, a turn every minute of the outage.
      for (let minute = 0; minute <= 60; minute += 1) await bothAt(new Date(due + minute * MINUTE));
      expect(countsAbout(title).size).toBe(0);
      expect(await emailJobsLeft()).toBe(people.length);
      const failing = await h.db
        .selectFrom('jobs')
        .select(['lastError', 'attempts'])
        .where('kind', '=', 'email')
        .where('doneAt', 'is', null)
        .execute();
      expect(failing.every((job) => job.lastError?.includes('Service not available'))).toBe(true);
      // More attempts than the five a job without an end gets.
      expect(failing.every((job) => job.attempts > 5)).toBe(true);

      down = false;
      for (let minute = 61; minute <= 180 && (await emailJobsLeft()) > 0; minute += 1)
        await bothAt(new Date(due + minute * MINUTE));
      expect(await emailJobsLeft()).toBe(0);
      const counts = countsAbout(title);
      expect([...counts.keys()].sort()).toEqual(people);
      expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      const given = await h.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'email')
        .where('failedAt', 'is not', null)
        .execute();
      expect(given).toEqual([]);
      expect(workerErrors).toEqual([]);
    });
  },
);
