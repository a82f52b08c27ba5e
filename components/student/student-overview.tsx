'use client';
/**
 * Content of the student area: greeting, free-access status, the ebook chosen by the
 * campaign (`?ebook=`) first and highlighted, then the rest of the library.
 */
import { useTranslations } from 'next-intl';
import { BadgeCheck, Sparkles } from 'lucide-react';
import { EBOOK_FOR_QUERY } from '@/lib/catalog/ebooks';
import type { EbookQuery } from '@/lib/campaign';
import { FreeAccessStatus } from './free-access-status';
import type { LibraryItem } from './library-item';
import type { StudentLead } from './lead-types';

interface StudentOverviewProps {
  lead: StudentLead;
  library: readonly LibraryItem[];
  ebook?: EbookQuery | null;
}

/** Greeting, access status and library. */
export function StudentOverview({ lead, library, ebook = null }: StudentOverviewProps) {
  const t = useTranslations('student');
  const highlightedId = ebook ? EBOOK_FOR_QUERY[ebook] : null;
  const highlighted = library.find((item) => item.id === highlightedId);
  const others = library.filter((item) => item !== highlighted);

  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('greeting', { firstName: lead.firstName })}
        </h1>
        <p className="text-muted-foreground">{t('intro')}</p>
        {lead.isVerified ? (
          <p className="inline-flex items-center gap-1.5 text-sm font-medium text-success">
            <BadgeCheck className="size-4" aria-hidden="true" />
            {t('verified')}
          </p>
        ) : null}
      </header>

      <FreeAccessStatus lead={lead} />

      {highlighted ? (
        <section aria-labelledby="recommended-title" className="grid gap-3">
          <h2 id="recommended-title" className="flex items-center gap-2 text-lg font-semibold">
            <Sparkles className="size-5 text-primary" aria-hidden="true" />
            {t('recommended')}
          </h2>
          <div
            className="rounded-xl ring-2 ring-primary ring-offset-2 ring-offset-background"
            data-highlighted={highlighted.id}
          >
            {highlighted.card}
          </div>
        </section>
      ) : null}

      <section aria-labelledby="library-title" className="grid gap-4">
        <div>
          <h2 id="library-title" className="text-lg font-semibold">
            {t('library.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('library.subtitle')}</p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((item) => (
            <li key={item.id} data-ebook={item.id}>
              {item.card}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
