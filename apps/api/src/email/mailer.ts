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
}

export function createMailer(
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'production'>,
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
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
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
  };
}
