'use client';
/** Funnel tab (ISSUE 8). Being built. */
export function FunnelTab() {
  return null;
}
