/**
 * POST /api/sms/status: the SMS provider's delivery receipts (Vonage's SMS API, signed). The
 * provider reads only the status code; the body says what became of the receipt.
 */

/**
 * 'stored': the code's delivery state changed; 'unchanged': already known (a retry, or a
 * failure after the delivery); 'unknown_message': no code was sent as that message;
 * 'ignored': an intermediate status (accepted, buffered, unknown) that changes nothing.
 */
export type SmsReceiptOutcome = 'stored' | 'unchanged' | 'unknown_message' | 'ignored';

/** 200 answer of POST /api/sms/status. */
export interface SmsReceiptResponse {
  ok: true;
  outcome: SmsReceiptOutcome;
}

/**
 * What became of a Verify v2 status callback (POST /api/verify/status): 'stored' (the
 * attempt's channel, state or price changed), 'unchanged', 'unknown_request' (no attempt has
 * that request id), 'ignored' (a status that changes nothing).
 */
export type VerifyCallbackOutcome = 'stored' | 'unchanged' | 'unknown_request' | 'ignored';

/** 200 answer of POST /api/verify/status. */
export interface VerifyCallbackResponse {
  ok: true;
  outcome: VerifyCallbackOutcome;
}
