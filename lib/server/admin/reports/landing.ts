/**
 * Pre-landers and sales pages in the back-office (docs/product.md §2.14): the stored
 * offer end of each pre-lander (which the public countdowns read, docs/decisions.md §5) and the leads
 * attributed to each page's generated campaign ids (last or first touch). Owns
 * `landing_offers`: only the operator sets an offer's end.
 */
import 'server-only';
import * as z from 'zod/mini';
import { PRELANDER_VARIANT_IDS, type PrelanderVariantId } from '@/lib/campaigns/prelanders';
import { SALES_PAGES, campaignPrefix } from '@/lib/campaigns/urls';
import { instantToRomeWallTime, romeWallTimeToInstant } from '@/lib/rome-calendar';
import type { OfferEnd, PagePerformance } from '@/lib/contracts/admin/landing';
import type { Db } from '../../db/client';
import { onlyRow } from '../../db/sql';
import { forgetLiveStats } from '../../requests/live-stats';
import { recordAudit, type AdminIdentity } from '../../auth/audit';

/** Every pre-lander's offer end: ISO instant and Rome wall time, or null. */
export async function listOffers(db: Db): Promise<OfferEnd[]> {
  const rows = await db.landingOffer.findMany();
  const byId = new Map(rows.map((r) => [r.variantId, r.offerEndsAt]));
  return PRELANDER_VARIANT_IDS.map((variantId) => {
    const end = byId.get(variantId) ?? null;
    return {
      variantId,
      offerEndsAt: end?.toISOString() ?? null,
      offerEndsAtRome: end ? instantToRomeWallTime(end) : null,
    };
  });
}

/** Stores (or clears, with null) the offer end given in Rome wall time; audited from → to. */
export async function setOfferEnd(
  db: Db,
  variantId: PrelanderVariantId,
  romeWallTime: string | null,
  ctx: { admin: AdminIdentity; ip: string; now?: Date },
): Promise<OfferEnd> {
  const offerEndsAt = romeWallTime ? romeWallTimeToInstant(romeWallTime) : null;
  const saved = await db.$transaction(async (tx) => {
    const before = await tx.landingOffer.findUnique({ where: { variantId } });
    await tx.landingOffer.upsert({
      where: { variantId },
      create: { variantId, offerEndsAt },
      update: { offerEndsAt },
    });
    await recordAudit(
      tx,
      {
        admin: ctx.admin,
        action: 'offer.update',
        targetType: 'landing_offer',
        targetId: variantId,
        details: {
          from: before?.offerEndsAt?.toISOString() ?? null,
          to: offerEndsAt?.toISOString() ?? null,
        },
        ip: ctx.ip,
      },
      ctx.now,
    );
    return {
      variantId,
      offerEndsAt: offerEndsAt?.toISOString() ?? null,
      offerEndsAtRome: offerEndsAt ? instantToRomeWallTime(offerEndsAt) : null,
    };
  });
  // The public countdown shows the new end at once (this process; others within the TTL).
  forgetLiveStats(variantId);
  return saved;
}

/** LIKE pattern for a literal prefix (underscores and percents escaped). */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const pageCountsRow = z.object({ leads: z.number(), verified: z.number() });

/**
 * Leads and verified leads per pre-lander and sales page, by their generated campaign ids
 * (FB_{variantId}_NN / SP_{id}_NN, last touch or first touch): `[{ variantId, leads, verified }]`,
 * pre-landers first, then sales pages, one SQL count per page.
 */
export async function landingPerformance(db: Db): Promise<PagePerformance[]> {
  const pages = [
    ...PRELANDER_VARIANT_IDS.map((id) => ({ id, prefix: campaignPrefix('prelander', id) })),
    ...SALES_PAGES.map((p) => ({ id: p.id as string, prefix: campaignPrefix('sales', p.id) })),
  ];
  const results = await Promise.all(
    pages.map(async ({ id, prefix }) => {
      const pattern = likePrefix(prefix);
      const rows = await db.$queryRaw`
        SELECT count(*)::int AS leads, count(*) FILTER (WHERE is_verified)::int AS verified
        FROM leads WHERE campaign_id LIKE ${pattern} OR first_campaign_id LIKE ${pattern}`;
      return { variantId: id, ...onlyRow(pageCountsRow, rows) };
    }),
  );
  return results;
}
