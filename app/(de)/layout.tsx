/** Root layout of the German pages: <html lang="de"> (docs/decisions.md §2). */
import type { ReactNode } from 'react';
import { RootDocument, rootMetadata, rootViewport } from '@/components/layout/root-document';
import '../public.css';

export const generateMetadata = () => rootMetadata('de');
export const viewport = rootViewport;

export default function GermanLayout({ children }: { children: ReactNode }) {
  return <RootDocument locale="de">{children}</RootDocument>;
}
