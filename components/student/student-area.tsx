'use client';
/** Client island of /student-dashboard: the gate, then the overview with `?ebook=` first. */
import { useSearchParams } from 'next/navigation';
import { parseEbookQuery } from '@/lib/campaign';
import { LeadGate } from './lead-gate';
import type { LibraryItem } from './library-item';
import { StudentOverview } from './student-overview';

/** The student area; `library` holds the server-rendered ebook cards. */
export function StudentArea({ library }: { library: readonly LibraryItem[] }) {
  const ebook = parseEbookQuery(useSearchParams().get('ebook'));
  return (
    <LeadGate>{(lead) => <StudentOverview lead={lead} library={library} ebook={ebook} />}</LeadGate>
  );
}
