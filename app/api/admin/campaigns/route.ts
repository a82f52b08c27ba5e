import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { campaignPage } from '@/lib/server/admin/reports/campaigns';
import {
  campaignListQuerySchema,
  type CampaignsResponse,
  campaignsResponse,
} from '@/lib/contracts/admin/campaigns';

const getDoc: OperationDoc = {
  tag: 'Admin reports',
  summary: 'One page of leads per campaign id, most first, with the totals',
  answers: { 200: { description: 'One page.', schema: campaignsResponse } },
};

// GET /api/admin/campaigns?page=&pageSize= — one page of leads per campaign id, most first,
// with the totals over every campaign id (docs/product.md §7)
export const GET = withAdmin(
  { permission: 'campaigns:read', query: campaignListQuerySchema, doc: getDoc },
  async ({ query }) =>
    Response.json((await campaignPage(await getDb(), query)) satisfies CampaignsResponse),
);
