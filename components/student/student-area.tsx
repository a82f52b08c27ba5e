'use client';
/** Client island of /student-dashboard: the gate, then the exit (logout) and the overview with
 * `?ebook=` first. */
import { useSearchParams } from 'next/navigation';
import { parseEbookQuery } from '@/lib/campaign';
import type { PartnerBroker } from '@/lib/offers';
import { LeadGate } from './lead-gate';
import { LogoutButton } from './logout-button';
import type { LibraryItem } from './library-item';
import { StudentOverview } from './student-overview';

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
  const ebook = parseEbookQuery(useSearchParams().get('ebook'));
  return (
    <LeadGate>
      {(lead) => (
        <div className="grid gap-4">
          <div className="flex justify-end">
            <LogoutButton />
          </div>
          <StudentOverview lead={lead} library={library} ebook={ebook} partner={partner} />
        </div>
      )}
    </LeadGate>
  );
}
