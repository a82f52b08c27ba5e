/** "Inside the guide": the four main chapters of the topic's guide (docs/product.md §2.10). */
import { useTranslations } from 'next-intl';
import { SectionHeading } from '@/components/landing/section-heading';
import type { PrelanderTopic } from './prelander-content';

const CHAPTERS = ['c1', 'c2', 'c3', 'c4'] as const;

/** Chapter list of `topic`'s guide. */
export function GuideContents({ topic }: { topic: PrelanderTopic }) {
  const t = useTranslations(`prelanders.topics.${topic}.inside`);
  const common = useTranslations('prelanders.common');
  return (
    <section aria-labelledby="inside-title" className="border-y border-border bg-card">
      <div className="mx-auto max-w-4xl px-4 py-14 sm:px-6">
        <SectionHeading
          id="inside-title"
          eyebrow={common('insideEyebrow')}
          title={t('title')}
          subtitle={t('subtitle')}
        />
        <ol className="mt-10 grid gap-4">
          {CHAPTERS.map((key, index) => (
            <li key={key} className="flex gap-4 rounded-xl bg-background p-5">
              <span
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary font-bold text-secondary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{t(`items.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{t(`items.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
