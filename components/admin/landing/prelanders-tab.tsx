'use client';
/** Pre-landers tab (docs/product.md §2.14): the eight variants. */
import { LandingPagesTab } from './landing-pages-tab';

export function PrelandersTab() {
  return <LandingPagesTab kind="prelander" />;
}
