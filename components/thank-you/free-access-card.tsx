'use client';
/**
 * Free-access confirmation of /grazie (docs/product.md §2.6): place number, expiry, and the continue
 * button (to the student area for a verified lead, else to the code page, where the phone
 * waits in this tab's sessionStorage: ThankYouView).
 */
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { ArrowRight, Gift } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants, WRAPPING_BUTTON } from '@/components/ui/button-variants';
import type { StudentLead } from '@/lib/contracts/leads';

/** The confirmation card; `continueHref` is where the button labelled `continueLabel` leads. */
export function FreeAccessCard({
  lead,
  continueHref,
  continueLabel,
}: {
  lead: StudentLead;
  continueHref: string;
  continueLabel: string;
}) {
  const t = useTranslations('thankYou.free');
  const format = useFormatter();
  const expiry = lead.freeAccessExpiresAt ? new Date(lead.freeAccessExpiresAt) : null;
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
        <Gift className="size-7" aria-hidden="true" />
      </span>
      <Badge variant="success">{t('badge')}</Badge>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('title', { firstName: lead.firstName })}
      </h1>
      {lead.registrationNumber ? (
        <p className="font-medium">{t('number', { number: lead.registrationNumber })}</p>
      ) : null}
      {expiry ? (
        <p className="text-muted-foreground">
          {t('expires', {
            date: format.dateTime(expiry, { day: 'numeric', month: 'long', year: 'numeric' }),
          })}
        </p>
      ) : null}
      <Link
        href={continueHref}
        className={buttonVariants({
          variant: 'accent',
          size: 'lg',
          className: `mt-2 ${WRAPPING_BUTTON}`,
        })}
      >
        {continueLabel}
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}
