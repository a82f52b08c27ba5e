/**
 * "Informazioni importanti" (docs/product.md §2.2): the conditions of the free access, the SMS
 * verification, what a certificate is, where the figures and testimonials come from, and that
 * nothing guarantees gains. Its own section before the risk notice. Static.
 */
import { useTranslations } from 'next-intl';
import { Info } from '@/components/ui/server-icons';
import { textList } from '@/lib/i18n/message-lists';

/** The important-information section. */
export function ImportantInfo() {
  const t = useTranslations('home.important');
  return (
    <section
      aria-labelledby="important-title"
      className="mx-auto max-w-6xl px-4 pt-14 pb-6 sm:px-6 md:pt-20"
    >
      <div className="rounded-xl border border-border bg-card p-6 text-sm sm:p-8">
        <h2 id="important-title" className="flex items-center gap-2 text-lg font-bold">
          <Info className="size-5 shrink-0 text-primary" aria-hidden="true" />
          {t('title')}
        </h2>
        <ul className="mt-4 grid list-disc gap-2 pl-5 text-muted-foreground">
          {textList(t, 'items').map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
