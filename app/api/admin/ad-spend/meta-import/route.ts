import type { OperationDoc } from '@/lib/contracts/openapi/operation';
import { type MetaImportResponse, metaImportResponse } from '@/lib/contracts/admin/analytics';
import { withAdmin } from '@/lib/server/auth/admin-route';
import { getDb } from '@/lib/server/db/client';
import { importMetaSpendNow } from '@/lib/server/admin/reports/meta-import';

const postDoc: OperationDoc = {
  tag: 'Admin reports',
  summary: 'Read the ad spend from Meta’s Marketing API now (audited)',
  description:
    'The last 7 days (on the first run, from the month’s first day) at campaign, ad set and ad level; those days’ stored rows are replaced.',
  answers: {
    200: { description: 'The run: done, failed or throttled.', schema: metaImportResponse },
  },
  errors: {
    409: '`meta_import_running` while another import runs, `meta_import_unconfigured` without META_ADS_ACCESS_TOKEN and META_AD_ACCOUNT_ID',
  },
};

// POST /api/admin/ad-spend/meta-import — read the ad spend from Meta's Marketing API now
// (owner; audited); 409 while another import runs or when none is configured
export const POST = withAdmin(
  { permission: 'analytics:write', doc: postDoc },
  async ({ admin, ip }) =>
    Response.json({
      run: await importMetaSpendNow(await getDb(), { admin, ip }),
    } satisfies MetaImportResponse),
);
