import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  enrolmentCompleteSchema,
  type EnrolmentCompleteResponse,
  enrolmentCompleteResponse,
} from '@/lib/contracts/admin/enrolment';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { completeEnrolment } from '@/lib/server/auth/admin-enrolment';
import { adminSessionCookie } from '@/lib/server/auth/admin-session';
import { deviceCookie, newDeviceToken } from '@/lib/server/auth/admin-device';

const postDoc: OperationDoc = {
  tag: 'Admin session',
  summary: 'Finish an enrolment: password, second factor, signed in',
  description: 'Consumes the link; the recovery codes are in this answer only.',
  answers: { 200: { description: 'Enrolled and signed in.', schema: enrolmentCompleteResponse } },
  errors: {
    401: '`invalid_mfa_code`',
    409: '`mfa_enabled`',
    410: '`enrolment_link_invalid`',
    422: '`validation_failed` (also a common password)',
    429: '`rate_limited`',
  },
  cookie: 'admin',
};

// POST /api/admin-enrol/complete — public: sets the password, turns the second factor on with
// its first code, consumes the link and signs the admin in (session and device cookies); the
// recovery codes are in this answer only. 410 for a dead or used link, 401 for a wrong code,
// 422 for a weak password, 429 when throttled
export const POST = withJson(
  { body: enrolmentCompleteSchema, doc: postDoc },
  async ({ body, request, ip }) => {
    const done = await completeEnrolment(await getDb(), body, {
      ip,
      userAgent: request.headers.get('user-agent'),
    });
    const headers = new Headers({ 'Cache-Control': 'no-store' });
    headers.append('Set-Cookie', adminSessionCookie(done.token));
    headers.append('Set-Cookie', deviceCookie(newDeviceToken(done.admin.userId)));
    return Response.json(
      { recoveryCodes: done.recoveryCodes } satisfies EnrolmentCompleteResponse,
      {
        headers,
      },
    );
  },
);
