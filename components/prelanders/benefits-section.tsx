/** "Why start here": four benefits of the topic's guide (docs/product.md §2.10, fixed copy). */
import { useTranslations } from 'next-intl';
import { CircleCheck } from '@/components/ui/server-icons';
import { SectionHeading } from '@/components/landing/section-heading';
import type { PrelanderTopic } from './prelander-content';

const ITEMS = ['b1', 'b2', 'b3', 'b4'] as const;

/** Benefits of `topic`. */
export function BenefitsSection({ topic }: { topic: PrelanderTopic }) {
  const t = useTranslations(`prelanders.topics.${topic}.benefits`);
  const common = useTranslations('prelanders.common');
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
      <SectionHeading
        id="benefits-title"
        eyebrow={common('benefitsEyebrow')}
        title={t('title')}
        subtitle={t('subtitle')}
      />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2">
        {ITEMS.map((key) => (
          <li key={key} className="flex gap-4 rounded-xl border border-border bg-card p-5">
            <CircleCheck className="mt-0.5 size-6 shrink-0 text-accent" aria-hidden="true" />
            <div>
              <h3 className="font-semibold">{t(`items.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(`items.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
