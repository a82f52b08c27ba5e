/**
 * Certifications (#certificazioni): the three study paths that end with a completion
 * certificate, and a plain statement of what that certificate is (and is not).
 */
import { useTranslations } from 'next-intl';
import { Award } from '@/components/ui/server-icons';
import { SectionHeading } from './section-heading';

const PATHS = ['foundations', 'analysis', 'risk'] as const;

/** The certifications section. */
export function CertificationsSection() {
  const t = useTranslations('home.certifications');
  return (
    <section
      id="certificazioni"
      aria-labelledby="certificazioni-title"
      className="mx-auto max-w-6xl px-4 py-14 sm:px-6 md:py-20"
    >
      <SectionHeading
        id="certificazioni-title"
        eyebrow={t('eyebrow')}
        title={t('title')}
        subtitle={t('subtitle')}
      />
      <ol className="mt-10 grid gap-5 md:grid-cols-3">
        {PATHS.map((path, index) => (
          <li
            key={path}
            className="flex gap-4 rounded-xl border border-border bg-card p-6 shadow-sm"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-navy text-sm font-bold text-white">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{t(`paths.${path}.title`)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(`paths.${path}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mx-auto mt-8 flex max-w-3xl items-start gap-3 rounded-lg bg-muted p-4 text-sm text-muted-foreground">
        <Award className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <span>{t('note')}</span>
      </p>
    </section>
  );
}
