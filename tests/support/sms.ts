/**
 * Captures SMS sent during a test instead of writing the outbox file.
 */
import type { Db } from '@/lib/server/db/client';
import { setSmsSender, type SmsMessage } from '@/lib/server/channels/sms';

/**
 * Captures every SMS as the provider would take it: each gets a message id (`test-msg-<n>`,
 * unique in the run) and waits for a delivery receipt, as with Vonage.
 */
export function captureSms() {
  const sent: (SmsMessage & { messageId: string })[] = [];
  let failing = false;
  let counter = 0;
  beforeEach(() => {
    sent.length = 0;
    failing = false;
    setSmsSender({
      async send(message) {
        if (failing) throw new Error('provider down');
        const messageId = `test-msg-${++counter}`;
        sent.push({ ...message, messageId });
        return { messageId, delivered: false };
      },
    });
  });
  afterAll(() => setSmsSender(undefined));
  return {
    sent,
    /** The code in the last SMS to `to`. */
    lastCode(to: string): string {
      const message = [...sent].reverse().find((m) => m.to === to);
      const code = message?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code sent to ${to}`);
      return code;
    },
    /** The provider's id of the last SMS to `to`. */
    lastMessageId(to: string): string {
      const message = [...sent].reverse().find((m) => m.to === to);
      if (!message) throw new Error(`no SMS sent to ${to}`);
      return message.messageId;
    },
    setFailing(value: boolean) {
      failing = value;
    },
  };
}

/**
 * Moves every SMS code and every limit window `ms` into the past, as if that time had
 * passed (the route handlers read the real clock).
 */
export async function ageSmsState(db: Db, ms: number): Promise<void> {
  await db.$executeRawUnsafe(
    `UPDATE verification_codes SET created_at = created_at - make_interval(secs => $1),
            expires_at = expires_at - make_interval(secs => $1)`,
    ms / 1000,
  );
  await db.$executeRawUnsafe(
    'UPDATE rate_limit_buckets SET window_start = window_start - make_interval(secs => $1)',
    ms / 1000,
  );
}
