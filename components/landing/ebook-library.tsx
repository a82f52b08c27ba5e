/** The library section of the home page (#biblioteca): the six catalogue ebooks. */
import { useTranslations } from 'next-intl';
import { ArrowRight } from '@/components/ui/server-icons';
import { EBOOKS } from '@/lib/catalog/ebooks';
import type { GuideFacts } from '@/lib/catalog/guide-facts';
import { EbookCard } from '@/components/ebooks/ebook-card';
import { SectionHeading } from './section-heading';

/** Six ebook cards, each inviting to register; `guides`: what each PDF served is. */
export function EbookLibrary({ guides }: { guides: GuideFacts }) {
  const t = useTranslations('home.library');
  return (
    <section
      id="biblioteca"
      aria-labelledby="biblioteca-title"
      className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20"
    >
      <SectionHeading
        id="biblioteca-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('subtitle')}
      />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {EBOOKS.map((ebook) => (
          <li key={ebook.id}>
            <EbookCard
              ebook={ebook}
              fact={guides[ebook.id]}
              action={
                <a
                  href="#hero-form"
                  className="inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {t('cta')}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </a>
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
