/**
 * Server-rendered ebook cards for the student islands (see LibraryItem). Downloads arrive
 * in a later release, so each card says so instead of offering a file.
 */
import { getTranslations } from 'next-intl/server';
import { Clock } from 'lucide-react';
import type { LibraryItem } from '@/components/student/library-item';
import { EBOOKS } from '@/lib/catalog/ebooks';
import { EbookCard } from './ebook-card';

/** One card per catalogue ebook, in catalogue order. */
export async function buildLibraryItems(): Promise<LibraryItem[]> {
  const t = await getTranslations('student.library');
  const note = (
    <p className="flex items-center gap-2 rounded-md bg-muted px-3 py-2 text-xs font-medium text-muted-foreground">
      <Clock className="size-4 shrink-0" aria-hidden="true" />
      {t('downloadSoon')}
    </p>
  );
  return EBOOKS.map((ebook) => ({ id: ebook.id, card: <EbookCard ebook={ebook} action={note} /> }));
}
