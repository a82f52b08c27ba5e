/**
 * Testimonials of the campaign pages (docs/product.md §2.10, §3 "Testimonial"): the published ones in
 * the page's language (with the consent sentence), else three study stories labelled as
 * illustrative (components/landing/testimonial-cards.tsx).
 */
import { useTranslations } from 'next-intl';
import { recordList } from '@/lib/i18n/message-lists';
import { SectionHeading } from '@/components/landing/section-heading';
import { TestimonialCards } from '@/components/landing/testimonial-cards';
import type { PublicTestimonial } from '@/lib/contracts/testimonials';

/** The campaign page's testimonials; `published` from pageTestimonials. */
export function TestimonialsSection({
  published = [],
}: {
  published?: readonly PublicTestimonial[];
}) {
  const t = useTranslations('campaigns.common.testimonials');
  const items = recordList(t, 'items', ['name', 'place', 'course', 'text']);
  return (
    <section aria-labelledby="testimonials-title" className="border-y border-border bg-card">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <SectionHeading id="testimonials-title" eyebrow={t('eyebrow')} title={t('title')} />
        <TestimonialCards
          tone="background"
          published={published}
          examples={items.map((item) => ({
            name: item.name,
            detail: `${item.place} · ${item.course}`,
            text: item.text,
          }))}
        />
      </div>
    </section>
  );
}
