/**
 * The verification port (docs/sms.md "Verification by Vonage Verify"): a provider that sends a
 * code of its own along a workflow of channels and checks it. The app keeps its own limits and
 * answers around it (lib/server/leads/verification.ts); a provider only says what happened.
 */
export type VerifyChannel = 'whatsapp' | 'sms' | 'voice';

export interface VerifyStart {
  /** E.164 recipient, e.g. '+393471234567'. */
  to: string;
  /** Verify's template locale, e.g. 'it-it'. */
  locale: 'it-it' | 'de-de';
  /** The channels in order; the provider moves on after each one's timeout. */
  workflow: readonly VerifyChannel[];
  /** Our reference for the request (the attempt's row id), echoed by callbacks. */
  clientRef: string;
}

/**
 * What a start came to: the provider's request id, or why there is none ('blocked': its fraud
 * check refused the number; 'busy': a verification of the number is already running there;
 * 'failed': refused otherwise or unreachable).
 */
export type StartResult =
  { ok: true; requestId: string } | { ok: false; reason: 'blocked' | 'busy' | 'failed' };

/**
 * What a check came to: 'completed' (the right code), 'invalid' (a wrong one), 'gone' (the
 * request expired, was cancelled or used up its tries: no code matches any more), 'failed' (the
 * provider could not answer).
 */
export type CheckResult = 'completed' | 'invalid' | 'gone' | 'failed';

export interface VerifyProvider {
  /** Starts a verification; never throws (a transport error is 'failed'). */
  start(request: VerifyStart): Promise<StartResult>;
  /** Checks `code` against request `requestId`; never throws. */
  check(requestId: string, code: string): Promise<CheckResult>;
  /** Cancels request `requestId` (best effort: an ended request is fine); never throws. */
  cancel(requestId: string): Promise<void>;
}
