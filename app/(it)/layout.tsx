/** Root layout of the Italian pages: <html lang="it"> (docs/decisions.md §2). */
import type { ReactNode } from 'react';
import { RootDocument, rootMetadata, rootViewport } from '@/components/layout/root-document';
import '../public.css';

export const generateMetadata = () => rootMetadata('it');
export const viewport = rootViewport;

export default function ItalianLayout({ children }: { children: ReactNode }) {
  return <RootDocument locale="it">{children}</RootDocument>;
}
