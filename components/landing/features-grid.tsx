/**
 * "What you get" grid of the home page: six features of the platform (fixed copy). The
 * webinars and community cards are the footer's #webinar and #community anchors.
 */
import type { ComponentType, SVGProps } from 'react';
import { useTranslations } from 'next-intl';
import {
  BookOpen,
  Calendar,
  ChartLine,
  ShieldCheck,
  Users,
  Video,
} from '@/components/ui/server-icons';
import { SectionHeading } from './section-heading';

/** Cards a footer anchor lands on. */
const ANCHORS: Partial<Record<string, string>> = { webinars: 'webinar', community: 'community' };

const FEATURES = [
  ['ebooks', BookOpen],
  ['videos', Video],
  ['webinars', Calendar],
  ['analysis', ChartLine],
  ['risk', ShieldCheck],
  ['community', Users],
] as const satisfies ReadonlyArray<readonly [string, ComponentType<SVGProps<SVGSVGElement>>]>;

/** The features section. */
export function FeaturesGrid() {
  const t = useTranslations('home.features');
  return (
    <section aria-labelledby="features-title" className="border-y border-border bg-card">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <SectionHeading
          id="features-title"
          eyebrow={t('eyebrow')}
          title={t('title')}
          subtitle={t('subtitle')}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(([key, Icon]) => (
            <li
              key={key}
              id={ANCHORS[key]}
              className="scroll-mt-20 rounded-xl border border-border bg-background p-6"
            >
              <span className="flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 font-semibold">{t(`items.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{t(`items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
