/**
 * Ad spend the operator enters per campaign and month: the only source of
 * cost per lead — docs/product.md §2.14's static ROI figures are never shown (docs/decisions.md §5).
 * Owns `ad_spend` (campaignId, month = first day of the month, amountCents): only the operator
 * enters spend.
 */
import 'server-only';
import type { AdSpendInput, AdSpendView } from '@/lib/contracts/admin/analytics';
import type { Db } from '../../db/client';
import { recordAudit, type AdminIdentity } from '../../auth/audit';

/**
 * Sets the spend of `campaignId` in `month` (upsert; 0 deletes the entry) and records the
 * audit entry 'adspend.set' (target: the campaign id; details: month and cents) in the same
 * transaction. Returns what is now stored.
 */
export async function setAdSpend(
  db: Db,
  input: AdSpendInput,
  ctx: { admin: AdminIdentity; ip: string },
  now = new Date(),
): Promise<AdSpendView> {
  const { campaignId, amountCents } = input;
  const month = new Date(`${input.month}-01T00:00:00Z`);
  await db.$transaction(async (tx) => {
    if (amountCents === 0) {
      await tx.adSpend.deleteMany({ where: { campaignId, month } });
    } else {
      await tx.adSpend.upsert({
        where: { campaignId_month: { campaignId, month } },
        create: { campaignId, month, amountCents },
        update: { amountCents },
      });
    }
    await recordAudit(
      tx,
      {
        admin: ctx.admin,
        action: 'adspend.set',
        targetType: 'campaign',
        targetId: campaignId,
        details: { month: input.month, amountCents },
        ip: ctx.ip,
      },
      now,
    );
  });
  return { campaignId, month: input.month, amountCents };
}
