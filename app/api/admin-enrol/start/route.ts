import { enrolmentStartSchema, type EnrolmentStartResponse } from '@/lib/contracts/admin/enrolment';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { startEnrolment } from '@/lib/server/auth/admin-enrolment';

// POST /api/admin-enrol/start — public: the enrolment link's token is the credential; answers
// the account's username and the TOTP secret to scan; 410 for a dead link, 429 when throttled
export const POST = withJson({ body: enrolmentStartSchema }, async ({ body, ip }) =>
  Response.json(
    (await startEnrolment(await getDb(), body.token, { ip })) satisfies EnrolmentStartResponse,
    { headers: { 'Cache-Control': 'no-store' } },
  ),
);
