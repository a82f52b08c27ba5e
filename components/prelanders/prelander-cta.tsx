'use client';
/**
 * The pre-lander button (docs/product.md §2.10): a plain link to the sales page whose query is
 * computed from the visitor's address by prelanderTargetUrl. The static HTML carries the
 * default address; after hydration it carries the visitor's campaign and utm_* tags.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import {
  PRELANDER_VARIANTS,
  prelanderTargetUrl,
  type PrelanderVariantId,
} from '@/lib/campaigns/prelanders';

const subscribe = () => () => {};
const clientSearch = () => window.location.search;
const serverSearch = () => '';

/** Link to the variant's target page; `className` carries the button styles. */
export function PrelanderCta({
  variantId,
  className,
  children,
}: {
  variantId: PrelanderVariantId;
  className?: string;
  children: ReactNode;
}) {
  const search = useSyncExternalStore(subscribe, clientSearch, serverSearch);
  const href = prelanderTargetUrl(PRELANDER_VARIANTS[variantId], new URLSearchParams(search));
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
