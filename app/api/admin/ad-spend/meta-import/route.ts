import type { MetaImportResponse } from '@/lib/contracts/admin/analytics';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { importMetaSpendNow } from '@/lib/server/admin/reports/meta-import';

// POST /api/admin/ad-spend/meta-import — read the ad spend from Meta's Marketing API now
// (owner; audited); 409 while another import runs or when none is configured
export const POST = withAdmin({ permission: 'analytics:write' }, async ({ admin, ip }) =>
  Response.json({
    run: await importMetaSpendNow(await getDb(), { admin, ip }),
  } satisfies MetaImportResponse),
);
