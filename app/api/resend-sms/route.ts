import { resendCodeSchema } from '@/lib/validation/verification';
import { withJson } from '@/lib/server/http';
import { getDb } from '@/lib/server/db';
import { AppError, FieldError } from '@/lib/server/errors';
import { normalizePhone } from '@/lib/server/phone';
import { findLeadByPhone } from '@/lib/server/leads';
import { mimicSendLimits, sendCode } from '@/lib/server/verification';
import { OTP_RULES } from '@/lib/server/otp';

// POST /api/resend-sms — send a new code (120 s apart, 5 a day); unknown numbers get the same answer
export const POST = withJson({ body: resendCodeSchema }, async ({ body, ip, t }) => {
  const phone = normalizePhone(body.phone);
  if (!phone) throw new FieldError({ phone: 'validation.phone' });
  const db = await getDb();
  const lead = await findLeadByPhone(db, phone.e164);
  if (!lead) {
    // Same limits and answers as for a real lead, so numbers cannot be probed.
    await mimicSendLimits(db, phone.e164, ip);
  } else if ((await sendCode(db, lead, { ip, strict: true })) === 'failed') {
    throw new AppError(503, 'sms_unavailable', 'smsUnavailable');
  }
  return Response.json({
    success: true,
    message: t('api.codeSent'),
    retryAfter: OTP_RULES.resendCooldownMs / 1000,
  });
});
