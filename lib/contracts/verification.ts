/**
 * The SMS code: POST /api/verify-sms and POST /api/resend-sms. Their bodies are the
 * /verify-sms form's schemas (lib/validation/verification.ts); the answers are written here,
 * for the route handlers and the browser hooks alike.
 */

/** 200 answer of POST /api/verify-sms: the lead is verified and its session opened. */
export interface VerifyResponse {
  success: true;
  leadId: string;
  /** False for a lead verified before (the SMS sign-in): no conversion to report again. */
  firstVerification: boolean;
  message: string;
}

/** 200 answer of POST /api/resend-sms: a new code went out; the next one in `retryAfter` s. */
export interface ResendResponse {
  success: true;
  message: string;
  retryAfter?: number;
}
