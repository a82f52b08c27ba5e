/**
 * Compliance (docs/product.md §2.2): what the platform is and is not (education, not investment
 * services), what it discloses of the partner broker, data protection and the minimum age,
 * with links to the legal pages. Static.
 */
import type { ComponentType, SVGProps } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BadgeCheck, GraduationCap, Lock, UserCheck } from '@/components/ui/server-icons';
import { SectionHeading } from './section-heading';

const ITEMS = [
  ['education', GraduationCap],
  ['brokers', BadgeCheck],
  ['privacy', Lock],
  ['age', UserCheck],
] as const satisfies ReadonlyArray<readonly [string, ComponentType<SVGProps<SVGSVGElement>>]>;

const LINKS = [
  ['/normative-consob', 'consob'],
  ['/gdpr-compliance', 'gdpr'],
  ['/disclaimer-educativo', 'disclaimer'],
] as const;

/** The compliance section. */
export function ComplianceSection() {
  const t = useTranslations('home.compliance');
  return (
    <section id="conformita" aria-labelledby="conformita-title" className="bg-muted/50">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20">
        <SectionHeading id="conformita-title" eyebrow={t('eyebrow')} title={t('title')} />
        <ul className="mt-10 grid gap-5 sm:grid-cols-2">
          {ITEMS.map(([key, Icon]) => (
            <li key={key} className="flex gap-4 rounded-xl border border-border bg-card p-6">
              <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
              <div>
                <h3 className="font-semibold">{t(`items.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{t(`items.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {LINKS.map(([href, key]) => (
            <li key={href}>
              <Link
                href={href}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                {t(`links.${key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
