import type { GuidesResponse } from '@/lib/contracts/admin/guides';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { listGuides } from '@/lib/server/leads/guide-files';

// GET /api/admin/guides — each guide in each language: pages served now, and the upload if any
export const GET = withAdmin({ permission: 'guides:write' }, async () =>
  Response.json((await listGuides(await getDb())) satisfies GuidesResponse),
);
