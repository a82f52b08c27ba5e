/** "What you learn" grid of a guide page (docs/product.md §2.10): items under `<namespace>.learn`. */
import { useTranslations } from 'next-intl';
import { cardList } from '@/lib/i18n/message-lists';
import { SectionHeading } from '@/components/landing/section-heading';
import type { GuideNamespace } from './guides';

/** Numbered cards of the guide's chapters. */
export function LearnSection({
  namespace,
  eyebrow,
}: {
  namespace: GuideNamespace;
  eyebrow: string;
}) {
  const t = useTranslations(namespace);
  const items = cardList(t, 'learn.items');
  return (
    <section
      aria-labelledby="learn-title"
      className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20"
    >
      <SectionHeading
        id="learn-title"
        eyebrow={eyebrow}
        title={t('learn.title')}
        subtitle={t.has('learn.subtitle') ? t('learn.subtitle') : undefined}
      />
      <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li
            key={item.title}
            className="flex gap-4 rounded-xl border border-border bg-card p-6 shadow-sm"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-navy text-sm font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
