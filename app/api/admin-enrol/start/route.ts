import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  enrolmentStartSchema,
  type EnrolmentStartResponse,
  enrolmentStartResponse,
} from '@/lib/contracts/admin/enrolment';
import { withJson } from '@/lib/server/http/route';
import { getDb } from '@/lib/server/db/client';
import { startEnrolment } from '@/lib/server/auth/admin-enrolment';

const postDoc: OperationDoc = {
  tag: 'Admin session',
  summary: 'Open an enrolment link: the account and the TOTP secret to scan',
  description: 'The link’s token is the credential.',
  answers: {
    200: { description: 'The account and its secret.', schema: enrolmentStartResponse },
  },
  errors: { 410: '`enrolment_link_invalid`: expired or used', 429: '`rate_limited`' },
};

// POST /api/admin-enrol/start — public: the enrolment link's token is the credential; answers
// the account's username and the TOTP secret to scan; 410 for a dead link, 429 when throttled
export const POST = withJson({ body: enrolmentStartSchema, doc: postDoc }, async ({ body, ip }) =>
  Response.json(
    (await startEnrolment(await getDb(), body.token, { ip })) satisfies EnrolmentStartResponse,
    { headers: { 'Cache-Control': 'no-store' } },
  ),
);
