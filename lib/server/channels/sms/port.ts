/**
 * The SMS port (docs/decisions.md §4): one method, implemented by the outbox and Vonage drivers. A
 * send answers what the provider said, so the delivery receipts that follow can be matched.
 */
export interface SmsMessage {
  /** E.164 recipient, e.g. '+393471234567'. */
  to: string;
  text: string;
}

/** What a driver knows once the provider took the message. */
export interface SmsSent {
  /** The provider's message id (a receipt names it); null when there is none. */
  messageId: string | null;
  /** True when the message is known to have arrived already (the file driver). */
  delivered: boolean;
}

export interface SmsSender {
  /** Sends one message; throws SmsDeliveryError when the provider refuses or is unreachable. */
  send(message: SmsMessage): Promise<SmsSent>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}
