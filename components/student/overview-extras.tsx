'use client';
/**
 * The lower part of the student area (GDPR): the premium plan card, the partner-
 * broker panel (when one is configured) and the lead's own data. Below the library, so it is
 * loaded after the overview (./student-overview.tsx) instead of with the page, together with
 * what only it needs (mutations, the offers' request logic).
 */
import type { ReactNode } from 'react';
import { PremiumPlanCard } from '@/components/offers/premium-plan-card';
import { AccountData } from './account-data';
import type { StudentCopy } from './student-copy';

/** `partnerPanel`: the partner-broker section, rendered on the server (absent: none configured). */
export default function OverviewExtras({
  partnerPanel,
  copy,
}: {
  partnerPanel?: ReactNode;
  copy: StudentCopy;
}) {
  return (
    <>
      <PremiumPlanCard copy={copy.premium} language={copy.language} />
      {partnerPanel}
      <AccountData copy={copy.account} language={copy.language} home={copy.links.home} />
    </>
  );
}
