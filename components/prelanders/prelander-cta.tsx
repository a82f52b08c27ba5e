'use client';
/**
 * The pre-lander button (docs/product.md §2.10): a plain link to the sales page whose query is
 * computed from the visitor's address by prelanderTargetUrl. The static HTML carries the
 * default address; after hydration it carries the visitor's campaign and utm_* tags.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import type { PrelanderVariant } from '@/lib/campaigns/prelanders';
import { prelanderTargetUrl } from '@/lib/campaigns/prelander-target';

const subscribe = () => () => {};
const clientSearch = () => window.location.search;
const serverSearch = () => '';

/** Link to `variant`'s target page (the variant itself, not its id: no table in the island); `className` carries the button styles. */
export function PrelanderCta({
  variant,
  className,
  children,
}: {
  variant: PrelanderVariant;
  className?: string;
  children: ReactNode;
}) {
  const search = useSyncExternalStore(subscribe, clientSearch, serverSearch);
  const href = prelanderTargetUrl(variant, new URLSearchParams(search));
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
