'use client';
/** Analytics tab (ISSUE 8). Being built. */
export function AnalyticsTab() {
  return null;
}
