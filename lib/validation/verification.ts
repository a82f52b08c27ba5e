/**
 * SMS code schemas (docs/product.md §5 "SMS code"), shared by /verify-sms and the API.
 * A code is exactly 6 digits; anything else is 'Codice incompleto'.
 */
import * as z from 'zod/mini';
import { phoneInput } from './registration';
import { consentIdField } from './consent';
import { proofFields } from './proof';
import { CODE_CHANNELS } from './code-channels';

export { CODE_LENGTH } from './code-length';
export { CODE_CHANNELS, type CodeChannel } from './code-channels';

export const verifyCodeSchema = z.object({
  phone: phoneInput,
  code: z
    .string({ error: 'validation.codeIncomplete' })
    .check(z.regex(/^\d{6}$/, 'validation.codeIncomplete')),
  consentId: consentIdField,
});
export type VerifyCodeInput = z.input<typeof verifyCodeSchema>;

/** `channel` (Verify only): the channel the visitor asks the new code by; ignored otherwise. */
export const resendCodeSchema = z.object({
  phone: phoneInput,
  channel: z.optional(z.enum(CODE_CHANNELS)),
  ...proofFields,
});
export type ResendCodeInput = z.input<typeof resendCodeSchema>;
