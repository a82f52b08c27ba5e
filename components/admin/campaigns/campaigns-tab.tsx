'use client';
/** Facebook campaigns tab (ISSUE 8). Being built. */
export function CampaignsTab() {
  return null;
}
