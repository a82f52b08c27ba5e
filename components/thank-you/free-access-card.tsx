'use client';
/**
 * Free-access confirmation of /grazie (SPEC.md §2.6): place number, expiry, and a continue
 * button to /verify-sms (the phone waits there in sessionStorage, not in the address).
 */
import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { ArrowRight, Gift } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import type { StudentLead } from '@/lib/contracts/leads';

/** The confirmation card; `continueHref` is where the button leads. */
export function FreeAccessCard({
  lead,
  continueHref,
}: {
  lead: StudentLead;
  continueHref: string;
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
        className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-2' })}
      >
        {t('continue')}
        <ArrowRight aria-hidden="true" />
      </Link>
    </div>
  );
}
