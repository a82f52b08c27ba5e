/**
 * The channels Vonage Verify takes, in order (docs/sms.md "Verification by Vonage Verify"), as
 * the owner chooses them in the settings tab. A stored workflow overrides VERIFY_WORKFLOW; with
 * no stored row the environment's holds, so the variable is the first-run default. A save
 * applies to the next code sent: the code page learns the channels from the answer that sent it.
 */
import 'server-only';
import * as z from 'zod/mini';
import { env } from '@/env';
import { VERIFY_CHANNELS, type VerifyWorkflowChannel } from '@/lib/contracts/admin/verify-settings';
import type { SettingSource } from '@/lib/contracts/admin/settings';
import type { Db } from '../db/client';
import { logger } from '../logger';
import { recordAudit, type AdminIdentity } from '../auth/audit';
import { putSiteSetting } from './site-settings';

/** The stored row of the workflow. */
const VERIFY_WORKFLOW_KEY = 'verify_workflow';

const storedWorkflow = z.array(z.enum(VERIFY_CHANNELS)).check(
  z.minLength(1),
  z.refine((list) => new Set(list).size === list.length),
);

/** The workflow in force and where it comes from (stored, or VERIFY_WORKFLOW). */
export async function readVerifyWorkflow(
  db: Pick<Db, 'siteSetting'>,
): Promise<{ workflow: VerifyWorkflowChannel[]; source: SettingSource }> {
  const row = await db.siteSetting.findUnique({ where: { key: VERIFY_WORKFLOW_KEY } });
  if (row) {
    const parsed = z.safeParse(storedWorkflow, row.value);
    if (parsed.success) return { workflow: parsed.data, source: 'stored' };
    // Only this module writes the row; a row it cannot read is a bug, not a setting.
    logger.error({ key: row.key }, 'unreadable stored setting: the environment value is used');
  }
  return { workflow: [...env.VERIFY_WORKFLOW], source: 'env' };
}

/** The channels in force, in order (what a new verification is sent along). */
export async function verifyWorkflow(
  db: Pick<Db, 'siteSetting'>,
): Promise<VerifyWorkflowChannel[]> {
  return (await readVerifyWorkflow(db)).workflow;
}

/**
 * Stores `workflow` as the one in force at `ctx.now`, audited as `settings.verify_workflow`
 * with the workflow before and after (the same workflow again is audited too: a save is an act).
 */
export async function saveVerifyWorkflow(
  db: Db,
  workflow: VerifyWorkflowChannel[],
  ctx: { admin: AdminIdentity; ip: string; now?: Date },
): Promise<void> {
  const now = ctx.now ?? new Date();
  await db.$transaction(async (tx) => {
    const before = (await readVerifyWorkflow(tx)).workflow;
    await putSiteSetting(tx, VERIFY_WORKFLOW_KEY, workflow, now);
    await recordAudit(
      tx,
      {
        admin: ctx.admin,
        action: 'settings.verify_workflow',
        targetType: 'site_settings',
        details: { from: before, to: workflow },
        ip: ctx.ip,
      },
      now,
    );
  });
}
