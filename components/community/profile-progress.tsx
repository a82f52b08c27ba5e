'use client';
/**
 * Member number and profile-completion bar of /benvenuto (docs/product.md §2.7, made true per
 * docs/decisions.md §5): the steps are computed — registered and phone verified from the lead this
 * browser verified (GET /api/leads/{id}), ebook downloaded and consultation booked from this
 * browser's records. Without a known lead the steps show without a figure.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { CircleCheck, Circle } from 'lucide-react';
import { useLead } from '@/components/student/use-lead';
import { useStoredLeadId } from '@/components/student/use-stored-lead-id';
import { useFlag } from './progress-flags';

export const PROFILE_STEPS = [
  'registered',
  'phoneVerified',
  'ebookDownloaded',
  'consultationBooked',
] as const;

/** Member number (when the lead has one) and the four steps. */
export function ProfileProgress() {
  const t = useTranslations('community');
  const leadId = useStoredLeadId();
  const lead = useLead(leadId ?? null).data;
  const steps: Record<(typeof PROFILE_STEPS)[number], boolean> = {
    registered: Boolean(lead),
    phoneVerified: Boolean(lead?.isVerified),
    ebookDownloaded: useFlag('ebookDownloaded'),
    consultationBooked: useFlag('consultationBooked'),
  };
  const done = PROFILE_STEPS.filter((step) => steps[step]).length;
  const total = PROFILE_STEPS.length;

  return (
    <section
      aria-labelledby="progress-title"
      className="grid gap-4 rounded-xl border border-border bg-card p-5 sm:p-6"
    >
      {lead?.registrationNumber ? (
        <p className="text-sm font-semibold text-primary">
          {t('member', { number: lead.registrationNumber })}
        </p>
      ) : null}
      <h2 id="progress-title" className="text-lg font-semibold">
        {t('progress.title')}
      </h2>
      {lead ? (
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t('progress.summary', { done, total })}</p>
          <div
            role="progressbar"
            aria-label={t('progress.label')}
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
            aria-valuetext={t('progress.summary', { done, total })}
            className="h-2.5 overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-success transition-[width]"
              style={{ width: `${(done / total) * 100}%` }}
            />
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t('memberUnknown')}{' '}
          <Link href="/login" className="font-semibold text-primary hover:underline">
            {t('loginLink')}
          </Link>
        </p>
      )}
      <ul className="grid gap-2 sm:grid-cols-2">
        {PROFILE_STEPS.map((step) => (
          <li key={step} className="flex items-center gap-2 text-sm" data-done={steps[step]}>
            {steps[step] ? (
              <CircleCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
            ) : (
              <Circle className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
            )}
            <span>{t(`progress.steps.${step}`)}</span>
            <span className="sr-only">
              ({steps[step] ? t('progress.done') : t('progress.todo')})
            </span>
          </li>
        ))}
      </ul>
      {lead ? null : <p className="text-xs text-muted-foreground">{t('progress.unknown')}</p>}
    </section>
  );
}
