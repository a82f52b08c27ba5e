/**
 * Content of the partner-offer panel (docs/product.md §2.2, §9): the broker as the
 * operator configured it (name, regulator, authorisation number), the lawful terms (minimum
 * deposit, activation time), the affiliate disclosure, the ESMA CFD risk warning with the
 * broker's own share of losing retail accounts, and the link through our redirect.
 * No bonuses or other benefits: see lib/offers.ts for why. Renders on the server (home page)
 * or in a client island (student area) alike.
 */
import { useTranslations } from 'next-intl';
import { ExternalLink, TriangleAlert } from '@/components/ui/server-icons';
import { buttonVariants } from '@/components/ui/button';
import {
  PARTNER_ACTIVATION_HOURS,
  PARTNER_MIN_DEPOSIT_EUR,
  type PartnerBroker,
} from '@/lib/offers';
import { PartnerOfferLink } from './partner-offer-link';

/** The terms, disclosure, risk warning and link of `partner`. */
export function PartnerOfferDetails({ partner }: { partner: PartnerBroker }) {
  const t = useTranslations('offers.partner');
  const terms = [
    [t('regulator'), partner.regulator],
    [t('authorisation'), partner.authorisation],
    [t('deposit'), t('depositValue', { amount: PARTNER_MIN_DEPOSIT_EUR })],
    [t('activation'), t('activationValue', { hours: PARTNER_ACTIVATION_HOURS })],
  ] as const;

  return (
    <div className="grid gap-4 rounded-xl border border-border bg-card p-5 text-sm sm:p-6">
      <h3 className="text-lg font-semibold">{partner.name}</h3>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {terms.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="rounded-lg border border-amber-300 bg-warning-soft p-4 text-amber-950">
        <p className="flex items-center gap-2 font-bold">
          <TriangleAlert className="size-4 shrink-0 text-warning" aria-hidden="true" />
          {t('riskTitle')}
        </p>
        <p className="mt-2 font-semibold">{t('risk', { percent: partner.retailLossPercent })}</p>
      </div>
      <p className="text-muted-foreground">{t('affiliate', { name: partner.name })}</p>
      <PartnerOfferLink
        className={buttonVariants({
          className: 'h-auto min-h-10 w-fit max-w-full py-2 text-left whitespace-normal',
        })}
      >
        {t('cta', { name: partner.name })}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">{t('newTab')}</span>
      </PartnerOfferLink>
    </div>
  );
}
