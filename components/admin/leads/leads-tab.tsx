'use client';
/** Leads tab (ISSUE 8). Being built. */
export function LeadsTab() {
  return null;
}
