'use client';
/** Dashboard tab (ISSUE 8). Being built. */
export function DashboardTab() {
  return null;
}
