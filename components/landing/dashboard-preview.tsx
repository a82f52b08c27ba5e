/**
 * Learning-dashboard preview (#corsi, docs/product.md §2.2): what the student area looks like, a
 * labelled example of modules with their progress, and what it offers. Static.
 */
import { useTranslations } from 'next-intl';
import { CircleCheck, LayoutDashboard } from '@/components/ui/server-icons';
import { recordList, textList } from '@/lib/i18n/message-lists';
import { SectionHeading } from './section-heading';

/** The dashboard preview section. */
export function DashboardPreview() {
  const t = useTranslations('home.dashboard');
  const modules = recordList(t, 'modules', ['title', 'progress', 'percent']);
  return (
    <section
      id="corsi"
      aria-labelledby="corsi-title"
      className="border-y border-border bg-card scroll-mt-20"
    >
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading
            id="corsi-title"
            eyebrow={t('eyebrow')}
            title={t('title')}
            subtitle={t('subtitle')}
          />
          <ul className="mx-auto mt-8 grid max-w-md gap-3">
            {textList(t, 'points').map((point) => (
              <li key={point} className="flex items-start gap-3 text-sm">
                <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <figure className="rounded-xl border border-border bg-background p-5 shadow-sm">
          <p className="flex items-center gap-2 text-sm font-semibold">
            <LayoutDashboard className="size-4 text-primary" aria-hidden="true" />
            {t('previewLabel')}
          </p>
          <ul className="mt-4 grid gap-4">
            {modules.map((module) => (
              <li key={module.title} className="grid gap-1.5">
                <div className="flex justify-between gap-3 text-sm">
                  <span className="font-medium">{module.title}</span>
                  <span className="shrink-0 text-muted-foreground">{module.progress}</span>
                </div>
                <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${module.percent}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
          <figcaption className="mt-4 text-xs text-muted-foreground">{t('previewNote')}</figcaption>
        </figure>
      </div>
    </section>
  );
}
