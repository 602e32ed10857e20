// Real delivery: with SMTP_URL set, the e-mail job hands the message to an SMTP server (a local
// one started here on 127.0.0.1) instead of the outbox table. The server receives the message as
// sent — envelope, headers for one-click unsubscribing, plain text and HTML — and the outbox
// stays empty.
import { createServer, type AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createMailer, type Mailer } from '../src/email/mailer.js';
import { JOB_HANDLERS } from '../src/jobs/handlers.js';
import { runDueJobs } from '../src/jobs/worker.js';
import { createApiHarness, type ApiHarness } from './harness.js';
import { ACTORS, inDays } from './helpers.js';
import { makeMeeting, outbox, resetReminders, setPreferences } from './reminder-helpers.js';

interface Received {
  from: string | false;
  to: string[];
  raw: string;
}

let h: ApiHarness;
let server: SMTPServer;
let port = 0;
const received: Received[] = [];
/** Set by a test: the server refuses the next messages with a permanent error. */
let refusing = false;
/** Connections the server accepted. */
let connections = 0;
/** The mailers a test made: their kept connections are closed before the server. */
const mailers: Mailer[] = [];
function mailerFor(...args: Parameters<typeof createMailer>): Mailer {
  const mailer = createMailer(...args);
  mailers.push(mailer);
  return mailer;
}

beforeAll(async () => {
  h = await createApiHarness();
  server = new SMTPServer({
    // A plain local server: no TLS upgrade, no sign-in.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })),
        );
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom && session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  port = (server.server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await h?.close();
});

function smtpConfig() {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Lectern <reminders@lectern.test>',
  });
}

describe('e-mail over SMTP', () => {
  it('sends a reminder to the SMTP server, with its headers and both parts, and keeps no outbox copy', async () => {
    await resetReminders(h);
    await setPreferences(h, ACTORS.member, {});
    const config = smtpConfig();
    const mailer = mailerFor(config);
    expect(mailer.kind).toBe('smtp');

    const { title, roleIds } = await makeMeeting(h, inDays(10), {
      roles: [{ roleType: 'timer', email: ACTORS.member }],
    });
    expect(
      await (await h.callerAs(ACTORS.vpe)).reminders.remindRole({ roleId: roleIds.timer! }),
    ).toEqual({ queued: 1 });
    // The e-mail and its push (this person has no device, so the push sends nothing).
    expect(await runDueJobs({ db: h.db, config, mailer }, JOB_HANDLERS, new Date())).toEqual({
      ran: 2,
      failed: 0,
    });

    expect(received).toHaveLength(1);
    const [message] = received;
    expect(message!.from).toBe('reminders@lectern.test');
    expect(message!.to).toEqual([ACTORS.member]);
    const mail: ParsedMail = await simpleParser(message!.raw);
    expect(mail.from?.value).toEqual([{ name: 'Lectern', address: 'reminders@lectern.test' }]);
    const to = Array.isArray(mail.to) ? mail.to : [mail.to];
    expect(to.flatMap((a) => a?.value.map((v) => v.address))).toEqual([ACTORS.member]);
    expect(mail.subject).toBe(`Please confirm your role: Timer at ${title}`);
    // The headers as sent (unfolded): one-click unsubscribing (RFC 8058) to the link the text
    // also offers.
    const header = (key: string) =>
      mail.headerLines
        .find((line) => line.key === key)
        ?.line.replace(/\r?\n[ \t]+/g, ' ')
        .slice(key.length + 1)
        .trim();
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = header('list-unsubscribe')?.match(
      /^<http:\/\/localhost:3000\/api\/unsubscribe\/([A-Za-z0-9_-]{43})>$/,
    );
    expect(unsubscribe).not.toBeNull();
    expect(mail.text).toContain(`Unsubscribe: http://localhost:3000/respond/${unsubscribe![1]}`);
    expect(mail.text).toContain('Confirm my role: http://localhost:3000/respond/');
    expect(mail.text).toContain(title);
    expect(mail.html).toEqual(expect.stringContaining('<html'));
    expect(mail.html).toEqual(expect.stringContaining(title));
    expect(mail.html).toEqual(expect.stringContaining('http://localhost:3000/respond/'));

    expect(await outbox(h)).toEqual([]);
    const job = await h.db
      .selectFrom('jobs')
      .select(['doneAt', 'attempts', 'lastError'])
      .where('kind', '=', 'email')
      .executeTakeFirstOrThrow();
    expect(job.doneAt).toBeInstanceOf(Date);
    expect([job.attempts, job.lastError]).toEqual([1, null]);
  });

  it('keeps its connection to the server for the next messages', async () => {
    await resetReminders(h);
    await setPreferences(h, ACTORS.member, {});
    await setPreferences(h, ACTORS.member2, {});
    const config = smtpConfig();
    const mailer = mailerFor(config);
    const { roleIds } = await makeMeeting(h, inDays(10), {
      roles: [
        { roleType: 'timer', email: ACTORS.member },
        { roleType: 'grammarian', email: ACTORS.member2 },
      ],
    });
    const vpe = await h.callerAs(ACTORS.vpe);
    const before = { received: received.length, connections };
    for (const roleId of [roleIds.timer!, roleIds.grammarian!]) {
      await vpe.reminders.remindRole({ roleId });
      await runDueJobs({ db: h.db, config, mailer }, JOB_HANDLERS, new Date());
    }
    expect(received.length - before.received).toBe(2);
    expect(connections - before.connections).toBe(1);
  });

  it('a message the server refuses fails the job for a retry and keeps none of its links', async () => {
    await resetReminders(h);
    await setPreferences(h, ACTORS.member, {});
    const config = smtpConfig();
    const { roleIds } = await makeMeeting(h, inDays(10), {
      roles: [{ roleType: 'timer', email: ACTORS.member }],
    });
    await (await h.callerAs(ACTORS.vpe)).reminders.remindRole({ roleId: roleIds.timer! });
    const member = await h.userByEmail(ACTORS.member);
    const linksOfMember = async () =>
      (await h.db.selectFrom('emailActions').select('id').where('userId', '=', member.id).execute())
        .length;
    const linksBefore = await linksOfMember();
    const before = received.length;
    refusing = true;
    try {
      expect(
        await runDueJobs({ db: h.db, config, mailer: mailerFor(config) }, JOB_HANDLERS, new Date()),
      ).toEqual({ ran: 0, failed: 1 });
    } finally {
      refusing = false;
    }
    expect(received).toHaveLength(before);
    const job = await h.db
      .selectFrom('jobs')
      .select(['doneAt', 'attempts', 'lastError'])
      .where('kind', '=', 'email')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ doneAt: null, attempts: 1 });
    expect(job.lastError).toContain('Mailbox unavailable');
    // The confirm and unsubscribe links were written in the send's transaction: rolled back.
    expect(await linksOfMember()).toBe(linksBefore);
    expect(await outbox(h)).toEqual([]);
  });

  it("a server that accepts the connection and never speaks fails the attempt at the mailer's time limit, for a retry", async () => {
    await resetReminders(h);
    await setPreferences(h, ACTORS.member, {});
    // Accepts connections and says nothing (a stuck server). The mailer's limits are shortened
    // here; the server's own are SMTP_TIMEOUTS (seconds, far under a job's lease).
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        PUBLIC_URL: 'http://localhost:3000',
        LOG_LEVEL: 'silent',
        SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      });
      const mailer = mailerFor(config, {
        connectionTimeout: 200,
        greetingTimeout: 200,
        socketTimeout: 5_000,
      });
      const { roleIds } = await makeMeeting(h, inDays(10), {
        roles: [{ roleType: 'timer', email: ACTORS.member }],
      });
      await (await h.callerAs(ACTORS.vpe)).reminders.remindRole({ roleId: roleIds.timer! });
      expect(await runDueJobs({ db: h.db, config, mailer }, JOB_HANDLERS, new Date())).toEqual({
        ran: 0,
        failed: 1,
      });
      const job = await h.db
        .selectFrom('jobs')
        .select(['doneAt', 'failedAt', 'attempts', 'lastError', 'lockedUntil'])
        .where('kind', '=', 'email')
        .executeTakeFirstOrThrow();
      expect(job).toMatchObject({
        doneAt: null,
        failedAt: null,
        attempts: 1,
        lastError: 'Greeting never received',
        lockedUntil: null,
      });
    } finally {
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
