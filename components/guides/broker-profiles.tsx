/** Beginner and expert profiles of the broker comparison page (docs/product.md §2.12). */
import { useTranslations } from 'next-intl';
import { GraduationCap, LineChart } from '@/components/ui/server-icons';
import { CheckList } from './guide-section';
import { textList } from '@/lib/i18n/message-lists';

const PROFILES = [
  ['beginner', GraduationCap],
  ['expert', LineChart],
] as const;

/** Two cards, one per trader profile, each with what to look for in a broker. */
export function BrokerProfiles() {
  const t = useTranslations('guides.brokers.profiles');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {PROFILES.map(([key, Icon]) => (
        <article key={key} className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
          <h3 className="flex items-center gap-2 text-lg font-bold text-navy">
            <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
            {t(`${key}.title`)}
          </h3>
          <p className="mt-2 text-sm text-muted-foreground">{t(`${key}.text`)}</p>
          <div className="mt-4 text-sm">
            <CheckList items={textList(t, `${key}.points`)} />
          </div>
        </article>
      ))}
    </div>
  );
}
