'use client';
/** Pre-landers tab (ISSUE 8). Being built. */
export function PrelandersTab() {
  return null;
}
