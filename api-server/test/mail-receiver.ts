import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the receiver read it: who it was for, and its parts. */
export type ReceivedMail = { to: string; subject: string; text: string; html: string; from: string; language: string | null; at: number };

export type MailReceiver = {
  /** The address to give the server: `SOCIAL_SMTP_URL`. */
  smtpUrl: string;
  received: ReceivedMail[];
  /** Resolves with the `count`-th mail received (1 for the first), however long it takes. */
  nth: (count: number) => Promise<ReceivedMail>;
  /** From now on, takes every mail's content but never answers it: a server stopped mid-send. */
  holdEveryMail: () => void;
  /** Answers mails again, from the next one on. */
  answerEveryMail: () => void;
  /** Resolves when a mail's content has arrived and is being held. */
  heldOne: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A real SMTP server inside the test (smtp-server, from npm), on loopback, which reads each mail
 * it takes with mailparser: what the community's server sends, as any mail server receives it.
 */
export async function startMailReceiver(): Promise<MailReceiver> {
  const received: ReceivedMail[] = [];
  const waiting: { count: number; resolve: (mail: ReceivedMail) => void }[] = [];
  let holding = false;
  let onHeld: (() => void) | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      if (holding) {
        stream.resume();
        stream.on('end', () => onHeld?.());
        return;
      }
      simpleParser(stream).then(
        (mail: ParsedMail) => {
          const language = mail.headers.get('content-language');
          received.push({
            to: [mail.to ?? []].flat().flatMap((to) => to.value.map((one) => one.address ?? ''))[0] ?? '',
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            language: typeof language === 'string' ? language : null,
            at: Date.now(),
          });
          for (const wait of waiting.filter((one) => one.count <= received.length)) wait.resolve(received[wait.count - 1]!);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    received,
    nth: (count) =>
      received.length >= count ? Promise.resolve(received[count - 1]!) : new Promise((resolve) => waiting.push({ count, resolve })),
    holdEveryMail: () => {
      holding = true;
    },
    answerEveryMail: () => {
      holding = false;
    },
    heldOne: () => new Promise((resolve) => (onHeld = resolve)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The token of the reset link a mail holds (`…/reset-password#token=…`). */
export const resetTokenIn = (text: string): string => {
  const found = /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(text);
  if (!found?.[1]) throw new Error(`No reset link in: ${text}`);
  return found[1];
};
