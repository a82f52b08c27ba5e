import { type OperationDoc, PROOF_ERRORS, SEND_LIMITS } from '@/lib/contracts/openapi/operation';
import { resendCodeSchema } from '@/lib/validation/verification';
import { type ResendResponse, resendResponse } from '@/lib/contracts/verification';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { AppError } from '@/lib/server/http/errors';
import { assertProof, smsPhone } from '@/lib/server/leads/form-shield';
import { resendCode } from '@/lib/server/leads/verification';
import { OTP_RULES } from '@/lib/server/leads/otp';

const postDoc: OperationDoc = {
  tag: 'Registration',
  summary: 'Send a new SMS code',
  description:
    'Unknown and verified numbers get the same answers and limits, and no SMS. A resend does not reset the try count. With Vonage Verify, `channel` asks for the code by that channel.',
  answers: { 200: { description: 'A new code went out.', schema: resendResponse } },
  errors: {
    ...PROOF_ERRORS,
    422: '`validation_failed` (also a number no SMS should reach), `country_not_allowed`',
    429: SEND_LIMITS,
    503: '`sms_unavailable`: the SMS provider refused or is down',
  },
};

// POST /api/resend-sms — send a new code (120 s apart, 5 a day); unknown and verified numbers
// get the same answers and limits, and no SMS. A number no SMS should reach and a request
// without a fresh proof of work are refused first
export const POST = withJson({ body: resendCodeSchema, doc: postDoc }, async ({ body, ip, t }) => {
  // Countries are resendCode's to refuse (its own answer, country_not_allowed).
  const db = await getDb();
  const phone = await smsPhone(db, body.phone, { countries: false });
  await assertProof(db, body.altcha, { callingCode: phone.callingCode, ip });
  const { outcome, channel, channels } = await resendCode(db, phone.e164, {
    ip,
    channel: body.channel,
  });
  if (outcome === 'failed') throw new AppError('sms_unavailable');
  return Response.json({
    success: true,
    message: t('api.codeSent'),
    retryAfter: OTP_RULES.resendCooldownMs / 1000,
    ...(channel ? { channel, channels } : {}),
  } satisfies ResendResponse);
});
