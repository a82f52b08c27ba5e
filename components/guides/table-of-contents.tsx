/** Table of contents of a guide (docs/product.md §2.12): a labelled nav of in-page anchor links. */
import { useTranslations } from 'next-intl';

export interface TocItem {
  /** Id of the section the link jumps to. */
  id: string;
  label: string;
}

/** Numbered list of links to the guide's sections. */
export function TableOfContents({ items }: { items: readonly TocItem[] }) {
  const t = useTranslations('guides.common');
  return (
    <nav
      id="indice"
      aria-labelledby="toc-title"
      className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
    >
      <h2 id="toc-title" className="text-lg font-bold text-navy">
        {t('tocTitle')}
      </h2>
      <ol className="mt-3 grid list-decimal gap-x-8 gap-y-2 pl-5 text-sm sm:grid-cols-2 sm:text-base">
        {items.map((item) => (
          <li key={item.id} className="pl-1 marker:font-semibold marker:text-primary">
            <a
              href={`#${item.id}`}
              className="rounded text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
