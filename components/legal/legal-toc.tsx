/** Table of contents of a legal page (docs/product.md §2.12): numbered anchors to its sections. */
import { useTranslations } from 'next-intl';
import { runtimeKeys } from '@/lib/i18n/message-keys';
import type { LegalPageKey } from './legal-pages';

/** The ordered list of section links; `page` is the message namespace under `legal`. */
export function LegalToc({ page, sections }: { page: LegalPageKey; sections: readonly string[] }) {
  const t = useTranslations('legal');
  return (
    <nav
      aria-labelledby="indice-title"
      className="rounded-xl border border-border bg-card p-5 text-sm shadow-sm"
    >
      <h2 id="indice-title" className="font-semibold tracking-wide text-navy uppercase">
        {t('common.toc')}
      </h2>
      <ol className="mt-3 space-y-1">
        {sections.map((id, index) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="text-primary tabular-nums">{index + 1}.</span>
              <span className="min-w-0">{runtimeKeys(t)(`${page}.sections.${id}.title`)}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
