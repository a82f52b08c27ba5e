'use client';
/** Live visitors tab (ISSUE 8). Being built. */
export function VisitorsTab() {
  return null;
}
