'use client';
/**
 * Client island of /student-dashboard and /lernbereich: the gate, then the exit (logout) and
 * the overview with `?ebook=` first. A lead of the other language is taken to its own area
 * (a German lead who opened /student-dashboard reads /lernbereich), with the same query.
 */
import { useEffect, type ReactNode } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { Spinner } from '@/components/ui/spinner';
import { parseEbookQuery } from '@/lib/campaigns/campaign';
import { LeadGate } from './lead-gate';
import { LogoutButton } from './logout-button';
import type { LibraryItem } from './library-item';
import type { StudentCopy } from './student-copy';
import { StudentOverview } from './student-overview';

/** Replaces the page with `href` (the lead's own area), showing the loading state meanwhile. */
export function ToOwnArea({ href, loading }: { href: string; loading: string }) {
  const router = useRouter();
  useEffect(() => router.replace(href), [router, href]);
  return (
    <div className="flex justify-center py-16">
      <Spinner className="size-8 text-primary" label={loading} />
    </div>
  );
}

/**
 * The student area; `library` holds the server-rendered ebook cards, `partnerPanel` the
 * server-rendered partner-broker section (absent: none configured), `copy` the texts
 * (./student-copy.ts).
 */
export function StudentArea({
  library,
  partnerPanel,
  copy,
}: {
  library: readonly LibraryItem[];
  partnerPanel?: ReactNode;
  copy: StudentCopy;
}) {
  const params = useSearchParams();
  const locale = copy.language;
  const ebook = parseEbookQuery(params.get('ebook'));
  return (
    <LeadGate copy={copy}>
      {(lead) =>
        lead.locale !== locale ? (
          <ToOwnArea
            href={`${copy.links.areas[lead.locale]}${params.size ? `?${params.toString()}` : ''}`}
            loading={copy.loading}
          />
        ) : (
          <div className="grid gap-4">
            <div className="flex justify-end">
              <LogoutButton copy={copy} />
            </div>
            <StudentOverview
              lead={lead}
              library={library}
              ebook={ebook}
              partnerPanel={partnerPanel}
              copy={copy}
            />
          </div>
        )
      }
    </LeadGate>
  );
}
