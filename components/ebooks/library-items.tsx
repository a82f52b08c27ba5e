/**
 * Server-rendered ebook cards for the student islands (see LibraryItem); the islands add
 * each card's PDF download button.
 */
import type { LibraryItem } from '@/components/student/library-item';
import { EBOOKS } from '@/lib/catalog/ebooks';
import type { GuideFacts } from '@/lib/catalog/guide-facts';
import { EbookCard } from './ebook-card';

/** One card per catalogue ebook, in catalogue order, with what `guides` says of each PDF. */
export function buildLibraryItems(guides: GuideFacts): LibraryItem[] {
  return EBOOKS.map((ebook) => ({
    id: ebook.id,
    card: <EbookCard ebook={ebook} fact={guides[ebook.id]} />,
  }));
}
