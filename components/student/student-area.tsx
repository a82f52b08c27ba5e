'use client';
/**
 * Client island of /student-dashboard and /lernbereich: the gate, then the exit (logout) and
 * the overview with `?ebook=` first. A lead of the other language is taken to its own area
 * (a German lead who opened /student-dashboard reads /lernbereich), with the same query.
 */
import { useEffect } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';
import { parseEbookQuery } from '@/lib/campaigns/campaign';
import type { PartnerBroker } from '@/lib/offers';
import { STUDENT_AREA_PATHS } from '@/lib/site/routes';
import { LeadGate } from './lead-gate';
import { LogoutButton } from './logout-button';
import type { LibraryItem } from './library-item';
import { StudentOverview } from './student-overview';

/** Replaces the page with `href` (the lead's own area), showing the loading state meanwhile. */
export function ToOwnArea({ href }: { href: string }) {
  const router = useRouter();
  const t = useTranslations('student');
  useEffect(() => router.replace(href), [router, href]);
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-8 text-primary" label={t('loading')} />
    </div>
  );
}

/**
 * The student area; `library` holds the server-rendered ebook cards, `partner` the configured
 * partner broker (null: no partner panel).
 */
export function StudentArea({
  library,
  partner = null,
}: {
  library: readonly LibraryItem[];
  partner?: PartnerBroker | null;
}) {
  const params = useSearchParams();
  const locale = useLocale();
  const ebook = parseEbookQuery(params.get('ebook'));
  return (
    <LeadGate>
      {(lead) =>
        lead.locale !== locale ? (
          <ToOwnArea
            href={`${STUDENT_AREA_PATHS[lead.locale]}${params.size ? `?${params.toString()}` : ''}`}
          />
        ) : (
          <div className="grid gap-4">
            <div className="flex justify-end">
              <LogoutButton />
            </div>
            <StudentOverview lead={lead} library={library} ebook={ebook} partner={partner} />
          </div>
        )
      }
    </LeadGate>
  );
}
