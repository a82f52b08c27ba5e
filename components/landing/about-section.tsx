/**
 * About (#chi-siamo, docs/product.md §2.2 "lazily loaded about section"): the heading is rendered on
 * the server, so the page's outline and the anchor exist at once; the text and the platform's
 * figures (real counts, GET /api/stats/community) load in a small island when the section
 * nears the screen, into a reserved height so nothing below jumps.
 */
import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { useTranslations } from 'next-intl';
import { LazyAbout } from './lazy-about';
import { SectionHeading } from './section-heading';

/** The about section with its lazy content. */
export function AboutSection() {
  const t = useTranslations('home.about');
  const { home } = useMessages();
  return (
    <section
      id="chi-siamo"
      aria-labelledby="chi-siamo-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-14 sm:px-6 md:py-20"
    >
      <SectionHeading id="chi-siamo-title" eyebrow={t('eyebrow')} title={t('title')} />
      <NextIntlClientProvider locale={useLocale()} messages={{ home: { about: home.about } }}>
        <LazyAbout />
      </NextIntlClientProvider>
    </section>
  );
}
