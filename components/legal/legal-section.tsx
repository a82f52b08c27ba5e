/**
 * One numbered section of a legal page: heading "n. Title" with the anchor id, then the
 * blocks `b1`, `b2`, … of `legal.<page>.sections.<id>` in order — a block with items
 * (`bN.i1`, `bN.i2`, …) is a bulleted list, any other block a paragraph. `extra` (e.g. a
 * table) is rendered after the blocks.
 */
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { runtimeKeys } from '@/lib/i18n/message-keys';
import type { LegalPageKey } from './legal-pages';
import { legalRichValues } from './legal-rich';

interface LegalSectionProps {
  page: LegalPageKey;
  /** The reader's language: links to other legal pages stay in it. */
  locale: Locale;
  /** One of LEGAL_PAGES[page].sections. */
  id: string;
  number: number;
  extra?: ReactNode;
}

/** A numbered section, its heading linked from the table of contents. */
export function LegalSection({ page, locale, id, number, extra }: LegalSectionProps) {
  // Section and block keys come from the catalogue's shape (legal-pages.ts, b1, b1.i1, …).
  const legal = runtimeKeys(useTranslations('legal'));
  const base = `${page}.sections.${id}`;
  const t = {
    has: (key: string) => legal.has(`${base}.${key}`),
    rich: (key: string) => legal.rich(`${base}.${key}`, values),
  };
  const values = legalRichValues(locale);
  const blocks: ReactNode[] = [];
  for (let n = 1; t.has(`b${n}`); n++) {
    const key = `b${n}`;
    if (t.has(`${key}.i1`)) {
      const items: ReactNode[] = [];
      for (let i = 1; t.has(`${key}.i${i}`); i++) {
        items.push(<li key={i}>{t.rich(`${key}.i${i}`)}</li>);
      }
      blocks.push(
        <ul key={key} className="list-disc space-y-2 pl-6 marker:text-primary">
          {items}
        </ul>,
      );
    } else {
      blocks.push(<p key={key}>{t.rich(key)}</p>);
    }
  }

  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      data-legal-section={number}
      className="scroll-mt-24 border-t border-border pt-8 first:border-t-0 first:pt-0"
    >
      <h2 id={`${id}-title`} className="flex gap-2 text-xl font-bold text-navy sm:text-2xl">
        <span className="text-primary tabular-nums">{number}.</span>
        <span className="min-w-0">{legal(`${base}.title`)}</span>
      </h2>
      <div className="mt-4 space-y-4 text-base leading-7 text-slate-700">
        {blocks}
        {extra}
      </div>
    </section>
  );
}
