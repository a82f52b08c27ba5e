'use client';
/**
 * The way out to the partner broker: a link to our redirect
 * PARTNER_REDIRECT_PATH, which records the click before sending the visitor on. The campaign
 * id (`cid` or `campaign` in the page address, lib/campaigns/campaign.ts) is added after hydration; the
 * static HTML carries the bare path. rel="sponsored noopener": a paid link, no opener.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { readAttribution } from '@/lib/campaigns/campaign';
import { PARTNER_REDIRECT_PATH } from '@/lib/partner-redirect';

const subscribe = () => () => {};
const clientSearch = () => window.location.search;
const serverSearch = () => '';

/** `/go/partner`, with `?campaign=<id>` when the page address names a campaign. */
export function partnerRedirectHref(search: string): string {
  const { campaignId } = readAttribution(new URLSearchParams(search));
  if (!campaignId) return PARTNER_REDIRECT_PATH;
  return `${PARTNER_REDIRECT_PATH}?${new URLSearchParams({ campaign: campaignId })}`;
}

/** The link, opening in a new tab; `className` carries the button styles. */
export function PartnerOfferLink({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const search = useSyncExternalStore(subscribe, clientSearch, serverSearch);
  return (
    <a
      href={partnerRedirectHref(search)}
      rel="sponsored noopener"
      target="_blank"
      className={className}
    >
      {children}
    </a>
  );
}
