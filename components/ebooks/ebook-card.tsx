/**
 * One ebook of the catalogue: category, level, title, author, description, topics, and the
 * pages and reading time of the PDF served (`fact`, read from the guide itself:
 * lib/catalog/guide-facts.ts), with a «Campione» badge while it is the generated sample. No rating or download figure: those are about people, and a fixed one would be
 * invented (docs/decisions.md §5); the real count of downloads is in the live figures.
 * `action` is the card's call to action (register on the landing page; a note in the student area).
 */
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { BookOpen, Clock } from '@/components/ui/server-icons';
import { Badge } from '@/components/ui/badge';
import type { Ebook } from '@/lib/catalog/ebooks';
import { readingTime, type GuideFact } from '@/lib/catalog/guide-facts';
import { runtimeKeys } from '@/lib/i18n/message-keys';

/** A catalogue card. */
export function EbookCard({
  ebook,
  fact,
  action,
}: {
  ebook: Ebook;
  fact: GuideFact;
  action?: ReactNode;
}) {
  const t = useTranslations('ebooks');
  const item = `items.${ebook.id}` as const;
  const time = readingTime(fact.pages);
  return (
    <article className="flex h-full flex-col rounded-xl border border-border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="secondary">{t(`categories.${ebook.category}`)}</Badge>
        <Badge variant="outline">{t(`levels.${ebook.level}`)}</Badge>
        {fact.sample ? (
          <Badge variant="outline" title={t('sampleNote')} data-testid="guide-sample">
            {t('sample')}
          </Badge>
        ) : null}
      </div>
      <h3 className="mt-4 text-lg leading-snug font-semibold">{t(`${item}.title`)}</h3>
      <p className="mt-1 text-xs text-muted-foreground">
        {t('authorLabel')}:{' '}
        <span className="font-medium text-foreground">{t(`authors.${ebook.author}`)}</span>
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{t(`${item}.description`)}</p>
      <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t('topicsLabel')}>
        {ebook.topics.map((topic) => (
          <li key={topic} className="rounded-md bg-muted px-2 py-1 text-xs text-muted-foreground">
            {runtimeKeys(t)(`${item}.topics.${topic}`)}
          </li>
        ))}
      </ul>
      <dl className="mt-5 grid grid-cols-2 gap-x-3 gap-y-2 border-t border-border pt-4 text-xs text-muted-foreground">
        <Figure
          icon={<BookOpen aria-hidden="true" />}
          label={t('pagesLabel')}
          value={t('pages', { count: fact.pages })}
        />
        <Figure
          icon={<Clock aria-hidden="true" />}
          label={t('readTimeLabel')}
          value={
            'hours' in time ? t('readTime', time) : t('readTimeMinutes', { minutes: time.minutes })
          }
        />
      </dl>
      {action ? <div className="mt-5 pt-1">{action}</div> : null}
    </article>
  );
}

function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1.5 [&_svg]:size-3.5 [&_svg]:shrink-0">
      {icon}
      <dt className="sr-only">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
