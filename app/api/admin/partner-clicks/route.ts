import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { partnerClickSummary } from '@/lib/server/admin/calls/partner-clicks';
import { partnerClickSummary as partnerClickSummaryAnswer } from '@/lib/contracts/admin/calls';

const getDoc: OperationDoc = {
  tag: 'Admin leads and calls',
  summary: 'Partner-offer clicks today, in 30 days, and the newest 20',
  answers: { 200: { description: 'Clicks.', schema: partnerClickSummaryAnswer } },
};

// GET /api/admin/partner-clicks — partner-offer clicks today, in 30 days, and the newest 20
export const GET = withAdmin({ permission: 'leads:read', doc: getDoc }, async () =>
  Response.json(await partnerClickSummary(await getDb())),
);
