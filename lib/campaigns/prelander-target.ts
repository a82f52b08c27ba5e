/**
 * The pre-lander button's address (docs/product.md §2.10), apart from the variants' table
 * (./prelanders.ts) so that the button's island does not carry the table: it gets its
 * variant as a prop (docs/benchmarks.md "Page weight").
 */
import type { PrelanderVariant } from './prelanders';

/** Query parameters as read from the visitor's address (URLSearchParams fits). */
export interface QueryReader {
  get(name: string): string | null;
  forEach(callback: (value: string, key: string) => void): void;
}

/** Parameters carried over unchanged so the sales page's form keeps the attribution. */
const KEPT_PARAM = /^(utm_[a-z_]+|fbclid)$/;

/**
 * The button's address (docs/product.md §2.10): `target?campaign=…&source=…[&step=2]`, where
 * campaign is the address's non-blank `campaign` or the variant default, followed by every
 * utm_* and fbclid parameter the visitor arrived with.
 */
export function prelanderTargetUrl(variant: PrelanderVariant, current: QueryReader): string {
  const params = new URLSearchParams();
  params.set('campaign', current.get('campaign')?.trim() || variant.defaultCampaign);
  params.set('source', variant.source);
  if (variant.step !== null) params.set('step', String(variant.step));
  current.forEach((value, key) => {
    if (KEPT_PARAM.test(key) && value.trim() && !params.has(key)) params.set(key, value.trim());
  });
  return `${variant.target}?${params.toString()}`;
}
