import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { campaignSummaries } from '@/lib/server/admin/reports/campaigns';
import type { CampaignsResponse } from '@/lib/contracts/admin/campaigns';

// GET /api/admin/campaigns — leads and verified leads per campaign id (SPEC.md §7)
export const GET = withAdmin({ permission: 'campaigns:read' }, async () =>
  Response.json({
    campaigns: await campaignSummaries(await getDb()),
  } satisfies CampaignsResponse),
);
