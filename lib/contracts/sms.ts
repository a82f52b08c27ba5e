/**
 * POST /api/sms/status: the SMS provider's delivery receipts (Vonage's SMS API, signed). The
 * provider reads only the status code; the body says what became of the receipt.
 */
import * as z from 'zod/mini';

/**
 * 'stored': the code's delivery state changed; 'unchanged': already known (a retry, or a
 * failure after the delivery); 'unknown_message': no code was sent as that message;
 * 'ignored': an intermediate status (accepted, buffered, unknown) that changes nothing.
 */
export type SmsReceiptOutcome = 'stored' | 'unchanged' | 'unknown_message' | 'ignored';

/** 200 answer of POST /api/sms/status. */
export type SmsReceiptResponse = z.output<typeof smsReceiptResponse>;

export const smsReceiptResponse = z.object({
  ok: z.literal(true),
  outcome: z.enum(['stored', 'unchanged', 'unknown_message', 'ignored']),
});

/**
 * What became of a Verify v2 status callback (POST /api/verify/status): 'stored' (the
 * attempt's channel, state or price changed), 'unchanged', 'unknown_request' (no attempt has
 * that request id), 'ignored' (a status that changes nothing).
 */
export type VerifyCallbackOutcome = VerifyCallbackResponse['outcome'];

/** 200 answer of POST /api/verify/status. */
export type VerifyCallbackResponse = z.output<typeof verifyCallbackResponse>;

export const verifyCallbackResponse = z.object({
  ok: z.literal(true),
  outcome: z.enum(['stored', 'unchanged', 'unknown_request', 'ignored']),
});
