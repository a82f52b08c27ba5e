/**
 * Testimonials of the home page (#testimonianze, docs/product.md §2.2): the published ones (with the
 * consent sentence), else three examples labelled as illustrative (./testimonial-cards.tsx).
 */
import { useTranslations } from 'next-intl';
import type { PublicTestimonial } from '@/lib/contracts/testimonials';
import { recordList } from '@/lib/i18n/message-lists';
import { SectionHeading } from './section-heading';
import { TestimonialCards } from './testimonial-cards';

/** The home page's testimonials; `published` from pageTestimonials. */
export function HomeTestimonials({ published }: { published: readonly PublicTestimonial[] }) {
  const t = useTranslations('home.testimonials');
  const examples = recordList(t, 'items', ['name', 'detail', 'text']);
  return (
    <section
      id="testimonianze"
      aria-labelledby="testimonianze-title"
      className="border-y border-border bg-card"
    >
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <SectionHeading id="testimonianze-title" eyebrow={t('eyebrow')} title={t('title')} />
        <TestimonialCards tone="background" published={published} examples={examples} />
      </div>
    </section>
  );
}
