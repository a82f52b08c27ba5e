import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { campaignLeadCounts } from '@/lib/server/admin/reports/campaigns';
import {
  campaignLeadsQuerySchema,
  type CampaignLeadsResponse,
  campaignLeadsResponse,
} from '@/lib/contracts/admin/campaigns';

const getDoc: OperationDoc = {
  tag: 'Admin reports',
  summary: 'The leads of each named campaign id',
  answers: { 200: { description: 'Counts.', schema: campaignLeadsResponse } },
};

// GET /api/admin/campaigns/leads?ids=FB_AD_01,FB_AD_02 — the leads of each named campaign id
export const GET = withAdmin(
  { permission: 'campaigns:read', query: campaignLeadsQuerySchema, doc: getDoc },
  async ({ query }) =>
    Response.json({
      counts: await campaignLeadCounts(await getDb(), query.ids),
    } satisfies CampaignLeadsResponse),
);
