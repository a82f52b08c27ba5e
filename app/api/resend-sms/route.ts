import { resendCodeSchema } from '@/lib/validation/verification';
import { withJson } from '@/lib/server/http';
import { getDb } from '@/lib/server/db';
import { AppError, FieldError } from '@/lib/server/errors';
import { normalizePhone } from '@/lib/server/phone';
import { resendCode } from '@/lib/server/verification';
import { OTP_RULES } from '@/lib/server/otp';

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
  });
});
