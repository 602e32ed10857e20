import { redactSecretLinks } from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { insertOutbox } from '@lectern/db/queries/email';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config.js';

export interface OutgoingEmail {
  clubId: number | null;
  userId: number | null;
  /** What the message is (meeting_reminder, rsvp_reminder, …): the outbox and logs say it. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Sends e-mail: over SMTP when `SMTP_URL` is set, else into the outbox table. */
export interface Mailer {
  /**
   * 'smtp' sends for real; 'outbox' keeps every message in the database: in development the
   * developer's mailbox with its links live, elsewhere a record with every link's secret cut out.
   */
  readonly kind: 'smtp' | 'outbox';
  send(db: Executor, email: OutgoingEmail): Promise<void>;
  /** Closes the connections kept to the SMTP server (the server stopping). */
  close(): void;
}

/**
 * How long a send waits on the SMTP server, in milliseconds: to connect, for its greeting, and for
 * any answer once talking (nodemailer's own defaults are 2 minutes, 30 s and 10 minutes). Far
 * under a job's lease (5 minutes, renewed while it runs), so a stuck server fails the attempt,
 * which is retried, instead of holding the worker; and a message's wait is under the database's
 * limit for an idle transaction (30 s), in which the message's links are written (decision 058).
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

/** Connections kept open to the SMTP server: one per job an instance runs at once. */
export const SMTP_CONNECTIONS = 8;

export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'production'>,
  timeouts: {
    connectionTimeout: number;
    greetingTimeout: number;
    socketTimeout: number;
  } = SMTP_TIMEOUTS,
): Mailer {
  if (!config.smtpUrl) {
    // A secret appears only in the message that delivers it (decision 057): only the development
    // outbox, the developer's own mailbox, keeps the links that act.
    const kept = config.production ? redactSecretLinks : (text: string) => text;
    return {
      kind: 'outbox',
      send: (db, email) =>
        insertOutbox(db, {
          clubId: email.clubId,
          userId: email.userId,
          kind: email.kind,
          toAddress: email.to,
          subject: email.subject,
          text: kept(email.text),
          html: kept(email.html),
          headers: Object.fromEntries(
            Object.entries(email.headers).map(([name, value]) => [name, kept(value)]),
          ),
        }),
      close: () => undefined,
    };
  }
  // nodemailer reads a URL's options from its query string (and ignores options beside a URL).
  const url = new URL(config.smtpUrl);
  for (const [key, ms] of Object.entries(timeouts)) url.searchParams.set(key, String(ms));
  // Connections are kept and reused (up to SMTP_CONNECTIONS, 100 messages each), unless the URL
  // says otherwise: a new connection per message waits for the server's greeting every time.
  if (!url.searchParams.has('pool')) {
    url.searchParams.set('pool', 'true');
    url.searchParams.set('maxConnections', String(SMTP_CONNECTIONS));
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    kind: 'smtp',
    async send(_db, email) {
      await transport.sendMail({
        from: config.mailFrom,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: email.headers,
      });
    },
    close: () => transport.close(),
  };
}
