import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/index';
import { mailOutbox } from '../../db/schema/index';

/** The two log calls the mailer makes (pino's shape; the domain names no HTTP framework). */
export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  kind: 'verify' | 'reset' | 'other';
}

export interface Mailer {
  /** Writes the mail to the outbox, then hands it to SMTP when configured. Never throws. */
  send(db: Db, mail: OutgoingMail): Promise<void>;
}

/**
 * The outbox is the source of truth: a mail is stored before any delivery attempt, so nothing is
 * lost when SMTP is down and the development server can print it (and tests can read the code).
 */
export function createMailer(opts: {
  smtpUrl?: string | undefined;
  from: string;
  log?: MailLog;
  print?: boolean;
}): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(db, mail) {
      const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (opts.print)
        opts.log?.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail (outbox)');
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text });
        await db
          .update(mailOutbox)
          .set({ sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
          .where(eq(mailOutbox.id, row.id));
      } catch (err) {
        opts.log?.warn({ err, to: mail.to }, 'smtp delivery failed; kept in the outbox');
        await db
          .update(mailOutbox)
          .set({
            error: String((err as Error).message).slice(0, 500),
            attempts: sql`${mailOutbox.attempts} + 1`,
          })
          .where(eq(mailOutbox.id, row.id));
      }
    },
  };
}

export const verifyMail = (to: string, name: string, code: string): OutgoingMail => ({
  to,
  kind: 'verify',
  subject: 'كود تأكيد البريد الإلكتروني',
  text: `مرحباً ${name}،\n\nكود تأكيد بريدك الإلكتروني هو: ${code}\nالكود صالح لمدة 10 دقائق.\n`,
});

export const resetMail = (to: string, name: string, code: string): OutgoingMail => ({
  to,
  kind: 'reset',
  subject: 'كود استعادة كلمة المرور',
  text: `مرحباً ${name}،\n\nكود استعادة كلمة المرور هو: ${code}\nالكود صالح لمدة 10 دقائق. إن لم تطلبه فتجاهل هذه الرسالة.\n`,
});
