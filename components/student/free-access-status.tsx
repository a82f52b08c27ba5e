'use client';
/**
 * Free-access status (docs/product.md §1, §2.6): place number "n. X di 500" and expiry date in
 * Italian, or a plain note that the free places are taken.
 */
import { hasFreeAccess, type StudentLead } from '@/lib/contracts/leads';
import { fillText } from '@/lib/i18n/fill-text';
import type { StudentCopy } from './student-copy';
import { Gift, Info } from './student-icons';

/** The expiry date as next-intl wrote it ("20 maggio 2027"), in i18n/request.ts's time zone. */
function longDate(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(date);
}

/** The status card of the lead's free access. */
export function FreeAccessStatus({ lead, copy }: { lead: StudentLead; copy: StudentCopy }) {
  const t = copy.freeAccess;

  if (!hasFreeAccess(lead) || !lead.freeAccessExpiresAt) {
    return (
      <section className="flex items-start gap-3 rounded-xl border border-border bg-card p-5">
        <Info className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div>
          <h2 className="font-semibold">{t.fullTitle}</h2>
          <p className="mt-1 text-sm text-muted-foreground">{t.fullText}</p>
        </div>
      </section>
    );
  }

  const expiry = new Date(lead.freeAccessExpiresAt);
  return (
    <section className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-success-soft/60 p-5">
      <Gift className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
      <div>
        <h2 className="font-semibold text-success">{t.activeTitle}</h2>
        {lead.registrationNumber ? (
          <p className="mt-1 text-sm font-medium">
            {fillText(t.number, { number: lead.registrationNumber })}
          </p>
        ) : null}
        <p className="mt-1 text-sm">
          {fillText(t.expires, { date: longDate(expiry, copy.language) })}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{t.noCharge}</p>
      </div>
    </section>
  );
}
