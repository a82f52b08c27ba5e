import { resendCodeSchema } from '@/lib/validation/verification';
import type { ResendResponse } from '@/lib/contracts/verification';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { AppError, FieldError } from '@/lib/server/http/errors';
import { normalizePhone } from '@/lib/server/channels/sms/phone';
import { resendCode } from '@/lib/server/leads/verification';
import { OTP_RULES } from '@/lib/server/leads/otp';

// POST /api/resend-sms — send a new code (120 s apart, 5 a day); unknown and verified numbers
// get the same answers and limits, and no SMS
export const POST = withJson({ body: resendCodeSchema }, async ({ body, ip, t }) => {
  const phone = normalizePhone(body.phone);
  if (!phone) throw new FieldError({ phone: 'validation.phone' });
  if ((await resendCode(await getDb(), phone.e164, { ip })) === 'failed') {
    throw new AppError(503, 'sms_unavailable', 'smsUnavailable');
  }
  return Response.json({
    success: true,
    message: t('api.codeSent'),
    retryAfter: OTP_RULES.resendCooldownMs / 1000,
  } satisfies ResendResponse);
});
