/**
 * The SMS port (DESIGN.md §4): one method, implemented by the outbox and Vonage drivers.
 */
export interface SmsMessage {
  /** E.164 recipient, e.g. '+393471234567'. */
  to: string;
  text: string;
}

export interface SmsSender {
  /** Sends one message; throws SmsDeliveryError when the provider refuses or is unreachable. */
  send(message: SmsMessage): Promise<void>;
}

export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsDeliveryError';
  }
}
