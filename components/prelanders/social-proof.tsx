/** Testimonials of the topic as fixed copy, with the "individual experience" note (§2.10). */
import { useTranslations } from 'next-intl';
import { Quote } from 'lucide-react';
import { SectionHeading } from '@/components/landing/section-heading';
import type { PrelanderTopic } from './prelander-content';

const QUOTES = ['t1', 't2', 't3'] as const;

/** Three testimonials of `topic`. */
export function SocialProof({ topic }: { topic: PrelanderTopic }) {
  const t = useTranslations(`prelanders.topics.${topic}.proof`);
  const common = useTranslations('prelanders.common');
  return (
    <section aria-labelledby="proof-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <SectionHeading
        id="proof-title"
        eyebrow={common('proofEyebrow')}
        title={common('proofTitle')}
      />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {QUOTES.map((key) => (
          <li key={key}>
            <figure className="h-full rounded-xl border border-border bg-card p-6">
              <Quote className="size-6 text-primary" aria-hidden="true" />
              <blockquote className="mt-3 text-sm">{t(`${key}.quote`)}</blockquote>
              <figcaption className="mt-4 text-sm font-semibold">{t(`${key}.name`)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-6 max-w-3xl text-center text-xs text-muted-foreground">
        {common('proofNote')}
      </p>
    </section>
  );
}
