import nodemailer from 'nodemailer';
import type { LanguageCode } from 'api-contract/languages';
import type { MailSettings } from '../config';

/** A mail to hand to the SMTP server: one recipient, a subject, and the same words as text and as HTML. */
export type OutgoingMail = { to: string; subject: string; text: string; html: string; language: LanguageCode };

export type Mailer = {
  /** Resolves once the SMTP server has taken the mail; throws when it did not (the job then tries again). */
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
};

/**
 * Mail through the operator's SMTP server with nodemailer, one connection per mail (a pool would
 * hold connections idle between the rare mails a community sends). The timeouts are shorter than
 * a job's try, so a server that stops answering fails the try rather than outlives it.
 */
export function createMailer(settings: MailSettings): Mailer {
  const transport = nodemailer.createTransport(
    { url: settings.smtpUrl, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 30_000 },
    { from: settings.from },
  );
  return {
    send: async (mail) => {
      await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: { 'Content-Language': mail.language },
      });
    },
    close: () => transport.close(),
  };
}
