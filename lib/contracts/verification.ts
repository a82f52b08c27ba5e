/**
 * The SMS code: POST /api/verify-sms and POST /api/resend-sms. Their bodies are the
 * /verify-sms form's schemas (lib/validation/verification.ts); the answers are written here,
 * for the route handlers and the browser hooks alike.
 */
import * as z from 'zod/mini';
import { leadId, count } from '@/lib/contracts/answer-parts';
import { CODE_CHANNELS } from '@/lib/validation/verification';

/** 200 answer of POST /api/verify-sms: the lead is verified and its session opened. */
export type VerifyResponse = z.output<typeof verifyResponse>;

/** 200 answer of POST /api/resend-sms: a new code went out; the next one in `retryAfter` s. */
export type ResendResponse = z.output<typeof resendResponse>;

/**
 * With Vonage Verify: the channels the code for this number goes by, in order (the operator's
 * workflow fitted to the line: a fixed line gets only the call). Worked out from the number
 * alone, so it tells nothing about whether the number is registered. Absent with the app's
 * own SMS. The code page names the first and offers the next (docs/sms.md).
 */
export const codeChannels = z.optional(
  z
    .array(z.enum(CODE_CHANNELS))
    .check(z.describe('With Vonage Verify: the channels of this number, in order.')),
);

export const verifyResponse = z.object({
  success: z.literal(true),
  leadId,
  firstVerification: z
    .boolean()
    .check(z.describe('False when the lead was verified before (a sign-in by SMS code).')),
  message: z.string(),
});

export const resendResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  retryAfter: z.optional(count().check(z.describe('Seconds until the next resend.'))),
  channel: z.optional(
    z
      .enum(CODE_CHANNELS)
      .check(z.describe('With Vonage Verify: the channel the new code goes by first.')),
  ),
  channels: codeChannels,
});
