import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import {
  adSpendSchema,
  type AdSpendResponse,
  adSpendResponse,
} from '@/lib/contracts/admin/analytics';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { setAdSpend } from '@/lib/server/admin/reports/ad-spend';

const putDoc: OperationDoc = {
  tag: 'Admin reports',
  summary: 'Set (0: remove) a campaign’s ad spend for a month (audited)',
  answers: { 200: { description: 'What is stored.', schema: adSpendResponse } },
};

// PUT /api/admin/ad-spend — set (0: remove) a campaign's ad spend for a month, audited
export const PUT = withAdmin(
  { permission: 'analytics:write', body: adSpendSchema, doc: putDoc },
  async ({ body, admin, ip }) =>
    Response.json({
      spend: await setAdSpend(await getDb(), body, { admin, ip }),
    } satisfies AdSpendResponse),
);
