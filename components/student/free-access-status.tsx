'use client';
/**
 * Free-access status (docs/product.md §1, §2.6): place number "n. X di 500" and expiry date in
 * Italian, or a plain note that the free places are taken.
 */
import { useFormatter, useTranslations } from 'next-intl';
import { Gift, Info } from 'lucide-react';
import { hasFreeAccess, type StudentLead } from '@/lib/contracts/leads';

/** The status card of the lead's free access. */
export function FreeAccessStatus({ lead }: { lead: StudentLead }) {
  const t = useTranslations('student.freeAccess');
  const format = useFormatter();

  if (!hasFreeAccess(lead) || !lead.freeAccessExpiresAt) {
    return (
      <section className="flex items-start gap-3 rounded-xl border border-border bg-card p-5">
        <Info className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div>
          <h2 className="font-semibold">{t('fullTitle')}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('fullText')}</p>
        </div>
      </section>
    );
  }

  const expiry = new Date(lead.freeAccessExpiresAt);
  return (
    <section className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-success-soft/60 p-5">
      <Gift className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
      <div>
        <h2 className="font-semibold text-success">{t('activeTitle')}</h2>
        {lead.registrationNumber ? (
          <p className="mt-1 text-sm font-medium">
            {t('number', { number: lead.registrationNumber })}
          </p>
        ) : null}
        <p className="mt-1 text-sm">
          {t('expires', {
            date: format.dateTime(expiry, { day: 'numeric', month: 'long', year: 'numeric' }),
          })}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{t('noCharge')}</p>
      </div>
    </section>
  );
}
