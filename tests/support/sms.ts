/**
 * Captures SMS sent during a test instead of writing the outbox file.
 */
import { setSmsSender, type SmsMessage } from '@/lib/server/sms';

export function captureSms() {
  const sent: SmsMessage[] = [];
  let failing = false;
  beforeEach(() => {
    sent.length = 0;
    failing = false;
    setSmsSender({
      async send(message) {
        if (failing) throw new Error('provider down');
        sent.push(message);
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
    setFailing(value: boolean) {
      failing = value;
    },
  };
}
