'use client';
/**
 * Download link of one ebook PDF (GET /ebooks/<id>.pdf). Records the
 * "first ebook downloaded" step of the profile bar. Labels come translated from the caller,
 * so server components can use it without client messages.
 */
import type { ReactNode } from 'react';
import type { ButtonProps } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Glyph } from '@/components/ui/glyph';
import type { EbookId } from '@/lib/catalog/ebooks';
import { setFlag } from './progress-flags';

/** The address of ebook `id`'s PDF. */
export function ebookPdfHref(id: EbookId): string {
  return `/ebooks/${id}.pdf`;
}

interface EbookDownloadLinkProps {
  id: EbookId;
  children: ReactNode;
  /** Accessible name when the visible text alone is ambiguous (e.g. includes the title). */
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/** A button-styled link that downloads the PDF (button classes only: no tailwind-merge). */
export function EbookDownloadLink({
  id,
  children,
  label,
  variant = 'default',
  size = 'sm',
  className,
}: EbookDownloadLinkProps) {
  return (
    <a
      href={ebookPdfHref(id)}
      download
      type="application/pdf"
      aria-label={label}
      onClick={() => setFlag('ebookDownloaded')}
      className={buttonVariants({ variant, size, className })}
    >
      <Glyph d="M12 15V3M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4m4-9 5 5 5-5" />
      {children}
    </a>
  );
}
