/**
 * How imported Meta spend is linked to our campaign ids (leads.campaign_id, the `cid` /
 * `campaign` / `utm_campaign` the URL generators write: lib/campaigns/urls.ts). Each generated
 * URL is the destination of one Meta ad; Meta's insights do not return destinations, so the
 * link is made by name: the ad's name, else its ad set's, else its campaign's carries our id,
 * either
 * - in square brackets, any id: `Donne 25-45 [FB_AD_07]`, `Retargeting [newsletter-nov]`; or
 * - as a word shaped like a generated id: `FB_AD_07 – Donne 25-45`, `FB_PL_PROFITS_03 video`,
 *   `SP_TRADING_12`.
 * A name with neither links nothing: that spend shows as unmapped. Pure; no server imports.
 */

const BRACKETED = /\[([A-Za-z0-9_.-]{1,120})\]/;
/** FB_AD_07, FB_PL_PROFITS_03, SP_TRADING_12: a prefix, upper-case parts, two digits. */
const GENERATED = /(?<![A-Za-z0-9_])((?:FB|SP)_[A-Z0-9]+(?:_[A-Z0-9]+)*_\d{2})(?![A-Za-z0-9_])/;

/** Our campaign id carried by one Meta name (brackets first), or null. */
export function campaignIdInName(name: string | null | undefined): string | null {
  if (!name) return null;
  return BRACKETED.exec(name)?.[1] ?? GENERATED.exec(name)?.[1] ?? null;
}

/** The names of one insights row, most specific first by what its level has. */
export interface MetaNames {
  adName?: string | null;
  adsetName?: string | null;
  campaignName: string;
}

/** Our campaign id of a row: from the ad's name, else the ad set's, else the campaign's. */
export function mappedCampaignId(names: MetaNames): string | null {
  return (
    campaignIdInName(names.adName) ??
    campaignIdInName(names.adsetName) ??
    campaignIdInName(names.campaignName)
  );
}
