'use client';
/** Sales-pages tab (ISSUE 8). Being built. */
export function SalesPagesTab() {
  return null;
}
