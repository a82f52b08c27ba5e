/**
 * The analytics section's "read the spend from Meta now" button: one import run at once (the
 * scheduled run's, lib/server/jobs/meta-spend-import.ts), waiting at most a few seconds on
 * Meta's rate limits, audited as `adspend.import`.
 */
import 'server-only';
import type { MetaImportRun } from '@/lib/contracts/admin/analytics';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import { recordAudit, type AdminIdentity } from '../../auth/audit';
import { metaAdsConfig } from '../../channels/meta/ads-insights';
import { importMetaSpend, type ImportOptions } from '../../jobs/meta-spend-import';
import { importRunView } from './meta-spend';

/**
 * Runs an import for `admin` now and returns its run (done, failed or throttled, with Meta's
 * reason). Throws `meta_import_unconfigured` or `meta_import_running` (409).
 */
export async function importMetaSpendNow(
  db: Db,
  ctx: { admin: AdminIdentity; ip: string },
  options: Pick<ImportOptions, 'deps' | 'config'> = {},
): Promise<MetaImportRun> {
  const config = options.config === undefined ? metaAdsConfig() : options.config;
  if (!config) throw new AppError('meta_import_unconfigured');
  const outcome = await importMetaSpend(db, {
    trigger: 'manual',
    requestedBy: ctx.admin.userId,
    ...options,
    config,
  });
  if (outcome.runId === null) throw new AppError('meta_import_running');
  const run = await db.metaSpendImport.findUniqueOrThrow({ where: { id: outcome.runId } });
  await recordAudit(db, {
    admin: ctx.admin,
    action: 'adspend.import',
    targetType: 'meta_spend_import',
    targetId: String(outcome.runId),
    details: {
      status: outcome.status,
      since: outcome.since,
      until: outcome.until,
      rows: outcome.rows,
    },
    ip: ctx.ip,
  });
  return importRunView(run);
}
