/**
 * The alert thresholds the owner edits in the settings tab (GET/PUT /api/admin/settings/alerts):
 * stored as the setting `owner_alerts` (written through ../requests/site-settings.ts), the
 * defaults of lib/contracts/admin/alert-settings.ts until the first save. A save is audited
 * (`settings.update`, what changed from → to).
 */
import 'server-only';
import * as z from 'zod/mini';
import {
  ALERT_THRESHOLD_FIELDS,
  DEFAULT_ALERT_THRESHOLDS,
  type AlertSettingsResponse,
  type AlertThresholds,
} from '@/lib/contracts/admin/alert-settings';
import type { Db } from '../db/client';
import type { Prisma } from '../generated/prisma/client';
import { logger } from '../logger';
import { ownerEmails } from '../auth/admin-notices';
import { recordAudit, type AdminIdentity } from '../auth/audit';
import { putSiteSetting } from '../settings/site-settings';

/** The stored setting's key in `site_settings`. */
export const ALERT_SETTINGS_KEY = 'owner_alerts';

const Stored = z.object({
  smsFailurePercent: z.number(),
  smsFailureMinCount: z.number(),
  outboxDelayMinutes: z.number(),
  refusedProofsPerHour: z.number(),
});

/** The thresholds in force and whether they were saved. */
export async function readAlertThresholds(
  db: Pick<Db, 'siteSetting'>,
): Promise<{ thresholds: AlertThresholds; source: 'stored' | 'default' }> {
  const row = await db.siteSetting.findUnique({ where: { key: ALERT_SETTINGS_KEY } });
  if (!row) return { thresholds: DEFAULT_ALERT_THRESHOLDS, source: 'default' };
  const parsed = z.safeParse(Stored, row.value);
  if (parsed.success) return { thresholds: parsed.data, source: 'stored' };
  // Only saveAlertThresholds writes it; a row it cannot read is a bug, not a setting.
  logger.error({ key: row.key }, 'unreadable alert thresholds: the defaults are used');
  return { thresholds: DEFAULT_ALERT_THRESHOLDS, source: 'default' };
}

/** What GET /api/admin/settings/alerts answers: the thresholds and the recipients. */
export async function alertSettings(db: Db): Promise<AlertSettingsResponse> {
  const [current, recipients] = await Promise.all([readAlertThresholds(db), ownerEmails(db)]);
  return { ...current, recipients };
}

/**
 * Stores `next` as the thresholds in force at `ctx.now`, audited with the fields that changed
 * (`details.alerts[field] = { from, to }`), in one transaction. Returns what is now in force.
 */
export async function saveAlertThresholds(
  db: Db,
  next: AlertThresholds,
  ctx: { admin: AdminIdentity; ip: string; now?: Date },
): Promise<AlertSettingsResponse> {
  const now = ctx.now ?? new Date();
  await db.$transaction(async (tx) => {
    const before = (await readAlertThresholds(tx)).thresholds;
    await putSiteSetting(tx, ALERT_SETTINGS_KEY, { ...next }, now);
    const diff: Partial<Record<keyof AlertThresholds, { from: number; to: number }>> = {};
    for (const field of ALERT_THRESHOLD_FIELDS)
      if (before[field] !== next[field]) diff[field] = { from: before[field], to: next[field] };
    await recordAudit(
      tx,
      {
        admin: ctx.admin,
        action: 'settings.update',
        targetType: 'site_settings',
        details: { alerts: diff } as Prisma.InputJsonValue,
        ip: ctx.ip,
      },
      now,
    );
  });
  return alertSettings(db);
}
