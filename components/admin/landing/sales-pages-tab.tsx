'use client';
/** Sales-pages tab (docs/product.md §2.14): the four sales pages. */
import { LandingPagesTab } from './landing-pages-tab';

export function SalesPagesTab() {
  return <LandingPagesTab kind="sales" />;
}
