/** Glossary (#glossario): six terms a beginner meets first, defined with their risk. Static. */
import { useTranslations } from 'next-intl';
import { recordList } from '@/lib/i18n/message-lists';
import { SectionHeading } from './section-heading';

/** The glossary section. */
export function GlossarySection() {
  const t = useTranslations('home.glossary');
  return (
    <section
      id="glossario"
      aria-labelledby="glossario-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-14 sm:px-6 md:py-20"
    >
      <SectionHeading id="glossario-title" eyebrow={t('eyebrow')} title={t('title')} />
      <dl className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {recordList(t, 'terms', ['term', 'definition']).map(({ term, definition }) => (
          <div key={term} className="rounded-xl border border-border bg-card p-5">
            <dt className="font-semibold">{term}</dt>
            <dd className="mt-2 text-sm text-muted-foreground">{definition}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
