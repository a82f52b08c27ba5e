/**
 * The pre-lander's testimonials (docs/product.md §2.10): the published ones in the page's language
 * (with the consent sentence), else the topic's three examples, labelled as illustrative
 * (components/landing/testimonial-cards.tsx).
 */
import { useTranslations } from 'next-intl';
import { SectionHeading } from '@/components/landing/section-heading';
import { TestimonialCards } from '@/components/landing/testimonial-cards';
import type { PublicTestimonial } from '@/lib/contracts/testimonials';
import type { PrelanderTopic } from './prelander-content';

const QUOTES = ['t1', 't2', 't3'] as const;

/** The testimonials of a pre-lander on `topic`; `published` from pageTestimonials. */
export function SocialProof({
  topic,
  published = [],
}: {
  topic: PrelanderTopic;
  published?: readonly PublicTestimonial[];
}) {
  const t = useTranslations(`prelanders.topics.${topic}.proof`);
  const common = useTranslations('prelanders.common');
  return (
    <section aria-labelledby="proof-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <SectionHeading
        id="proof-title"
        eyebrow={common('proofEyebrow')}
        title={common('proofTitle')}
      />
      <TestimonialCards
        published={published}
        examples={QUOTES.map((key) => ({ name: t(`${key}.name`), text: t(`${key}.quote`) }))}
      />
    </section>
  );
}
