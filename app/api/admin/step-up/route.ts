import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { stepUpSchema, type StepUpResponse, stepUpResponse } from '@/lib/contracts/admin/step-up';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { stepUpAdmin } from '@/lib/server/auth/admin-step-up';

const postDoc: OperationDoc = {
  tag: 'Admin session',
  summary: 'Prove the account again (password, and the code with a second factor)',
  description:
    'For 5 minutes the owner writes that ask for it go through. Wrong answers count under the sign-in throttle.',
  answers: {
    200: { description: 'Stepped up until `validUntil`.', schema: stepUpResponse },
  },
  errors: {
    401: '`invalid_password`, `mfa_required`, `invalid_mfa_code`',
    429: '`rate_limited`',
  },
};

// POST /api/admin/step-up {password, code?} — prove the account again in this session (the
// code when it has a second factor); for 5 minutes the owner writes that ask for it go through.
// Wrong answers count under the sign-in throttle. Audit-logged.
export const POST = withAdmin(
  { permission: 'session:manage', body: stepUpSchema, doc: postDoc },
  async ({ admin, body, ip }) => {
    const { validUntil } = await stepUpAdmin(await getDb(), admin, body, { ip });
    return Response.json({ validUntil: validUntil.toISOString() } satisfies StepUpResponse);
  },
);
