/**
 * An ebook card rendered on the server and handed to a client island, so that the
 * catalogue's texts never travel as client messages; the island only orders them.
 */
import type { ReactNode } from 'react';
import type { EbookId } from '@/lib/catalog/ebooks';

export interface LibraryItem {
  id: EbookId;
  card: ReactNode;
}
