/**
 * Mail drivers (docs/decisions.md §4): `smtpDriver(url)` through nodemailer, `fileDriver(dir)` for
 * local use (one .eml per message, logged). `mailDriverFromEnv()` picks by SMTP_URL.
 */
import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { env } from '@/env';
import { logger } from '../../logger';
import { maskEmail } from '../../log-mask';
import type { MailDriver, MailMessage } from './port';

function mailOptions(from: string, message: MailMessage) {
  const domain = /@([^>\s]+)>?$/.exec(from)?.[1] ?? 'localhost';
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    messageId: `<${message.id}@${domain}>`,
  };
}

/** SMTP at `url` (smtp://user:pass@host:port or smtps://…); 15 s timeouts. */
export function smtpDriver(url: string, from = env.MAIL_FROM): MailDriver {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 15_000,
  });
  return {
    async send(message) {
      const info = await transport.sendMail(mailOptions(from, message));
      return {
        response: String(info.response ?? ''),
        code: Number(/^\d{3}/.exec(String(info.response))?.[0] ?? 250),
      };
    },
  };
}

/** Writes `<dir>/<id>.eml` (the full MIME message) and logs it. */
export function fileDriver(dir = env.MAIL_OUTBOX_DIR, from = env.MAIL_FROM): MailDriver {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail(mailOptions(from, message));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${message.id}.eml`);
      await writeFile(/*turbopackIgnore: true*/ file, info.message as Buffer);
      // No subject: the operator types it and may name the lead.
      logger.info(
        { to: maskEmail(message.to), messageId: message.id, file },
        'mail written to the local outbox',
      );
      return { response: `written to ${file}`, code: 250 };
    },
  };
}

/** SMTP when SMTP_URL is set, else the local .eml outbox. */
export function mailDriverFromEnv(): MailDriver {
  return env.SMTP_URL ? smtpDriver(env.SMTP_URL) : fileDriver();
}
