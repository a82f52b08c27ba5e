import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  enrolmentLinkSchema,
  type EnrolmentLinkResponse,
  enrolmentLinkResponse,
} from '@/lib/contracts/admin/accounts';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { issueEnrolmentLinkFor } from '@/lib/server/auth/admin-enrolment';

const postDoc: OperationDoc = {
  tag: 'Admin accounts',
  summary: 'A new enrolment link for an account without a second factor',
  description: 'The previous link stops working.',
  answers: { 201: { description: 'The link, once.', schema: enrolmentLinkResponse } },
  errors: { 409: '`mfa_enabled`' },
};

// POST /api/admin/enrolment-links — a new one-time enrolment link for an account without a
// second factor (owner only, after a step-up: the link opens the account); the previous link
// stops working
export const POST = withAdmin(
  { permission: 'accounts:manage', body: enrolmentLinkSchema, stepUp: true, doc: postDoc },
  async ({ admin, body, ip }) =>
    Response.json(
      {
        enrolment: await issueEnrolmentLinkFor(await getDb(), admin, body.userId, { ip }),
      } satisfies EnrolmentLinkResponse,
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    ),
);
