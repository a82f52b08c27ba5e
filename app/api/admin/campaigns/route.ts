import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { campaignPage } from '@/lib/server/admin/reports/campaigns';
import { campaignListQuerySchema, type CampaignsResponse } from '@/lib/contracts/admin/campaigns';

// GET /api/admin/campaigns?page=&pageSize= — one page of leads per campaign id, most first,
// with the totals over every campaign id (docs/product.md §7)
export const GET = withAdmin(
  { permission: 'campaigns:read', query: campaignListQuerySchema },
  async ({ query }) =>
    Response.json((await campaignPage(await getDb(), query)) satisfies CampaignsResponse),
);
