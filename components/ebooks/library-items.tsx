/**
 * Server-rendered ebook cards for the student islands (see LibraryItem); the islands add
 * each card's PDF download button.
 */
import type { LibraryItem } from '@/components/student/library-item';
import { EBOOKS } from '@/lib/catalog/ebooks';
import { EbookCard } from './ebook-card';

/** One card per catalogue ebook, in catalogue order. */
export function buildLibraryItems(): LibraryItem[] {
  return EBOOKS.map((ebook) => ({ id: ebook.id, card: <EbookCard ebook={ebook} /> }));
}
