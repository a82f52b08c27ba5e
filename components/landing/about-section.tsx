/**
 * About (#chi-siamo, docs/product.md §2.2 "lazily loaded about section"): the heading is rendered on
 * the server, so the page's outline and the anchor exist at once; the text and the platform's
 * figures (real counts, GET /api/stats/community) load in a small island when the section
 * nears the screen, into a reserved height so nothing below jumps.
 */
import { useTranslations } from 'next-intl';
import { placeholders } from '@/lib/i18n/fill-text';
import { textList } from '@/lib/i18n/message-lists';
import { LazyAbout, type AboutTexts } from './lazy-about';
import { SectionHeading } from './section-heading';

/** The about section with its lazy content. */
export function AboutSection() {
  const t = useTranslations('home.about');
  const count = placeholders('count');
  const rating = placeholders('average', 'count');
  // Translated here, handed over as props: the island ships no messages and no use-intl.
  const texts: AboutTexts = {
    paragraphs: textList(t, 'paragraphs'),
    more: t('more'),
    loading: t('loading'),
    figuresLabel: t('figuresLabel'),
    students: { one: t('students.one', count), other: t('students.other', count) },
    downloads: { one: t('downloads.one', count), other: t('downloads.other', count) },
    rating: { one: t('rating.one', rating), other: t('rating.other', rating) },
  };
  return (
    <section
      id="chi-siamo"
      aria-labelledby="chi-siamo-title"
      className="mx-auto max-w-6xl scroll-mt-20 px-4 py-14 sm:px-6 md:py-20"
    >
      <SectionHeading id="chi-siamo-title" eyebrow={t('eyebrow')} title={t('title')} />
      <LazyAbout texts={texts} />
    </section>
  );
}
