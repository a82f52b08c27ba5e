/** GET /api/admin/campaigns (SPEC.md §7, §3 "Campaign summary"): leads per campaign id. */

/** One campaign; `adSource` is its most frequent source, `latestLead` an ISO time. */
export interface CampaignSummary {
  campaignId: string;
  adSource: string | null;
  leadCount: number;
  verifiedCount: number;
  latestLead: string | null;
}

/** Answer of GET /api/admin/campaigns: most leads first. */
export interface CampaignsResponse {
  campaigns: CampaignSummary[];
}
