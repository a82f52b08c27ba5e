/**
 * Local SMS driver: appends each message as one JSON line
 * `{ "to": "<E.164>", "text": "…", "at": "<ISO time>" }` to the outbox file and logs that it did
 * (the number masked; never the text, which carries the code). A line written is a message
 * delivered: there is no network in between and no receipt to wait for.
 */
import 'server-only';
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { logger } from '../../logger';
import { maskPhone } from '../../log-mask';
import type { SmsSender } from './port';

export function outboxSender(file: string): SmsSender {
  return {
    async send({ to, text }) {
      await mkdir(path.dirname(path.resolve(file)), { recursive: true });
      await appendFile(file, `${JSON.stringify({ to, text, at: new Date().toISOString() })}\n`);
      logger.info({ to: maskPhone(to), outbox: file }, 'sms written to outbox');
      return { messageId: null, delivered: true };
    },
  };
}
