/**
 * The /about page (docs/product.md §2.12): mission, offerings, values, why choose us, team roles,
 * compliance notice, contact details and a call to action to the home registration form.
 */
import { useTranslations } from 'next-intl';
import { Clock, Mail, Scale } from '@/components/ui/server-icons';
import { GuidePage } from './guide-page';
import { CardGrid, CheckList, GuideSection, Paragraphs } from './guide-section';
import { cardList, textList } from '@/lib/i18n/message-lists';

/** The whole about page. */
export function AboutPage() {
  const t = useTranslations('guides.about');
  return (
    <GuidePage
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={t('intro')}
      cta={{ title: t('cta.title'), text: t('cta.text'), button: t('cta.button') }}
    >
      <GuideSection id="missione" title={t('mission.title')}>
        <Paragraphs items={textList(t, 'mission.body')} />
      </GuideSection>
      <GuideSection id="cosa-offriamo" title={t('offerings.title')}>
        <p>{t('offerings.intro')}</p>
        <CardGrid items={cardList(t, 'offerings.items')} columns={3} />
      </GuideSection>
      <GuideSection id="valori" title={t('values.title')}>
        <CardGrid items={cardList(t, 'values.items')} />
      </GuideSection>
      <GuideSection id="perche-noi" title={t('why.title')}>
        <CheckList items={textList(t, 'why.items')} />
      </GuideSection>
      <GuideSection id="team" title={t('team.title')}>
        <p>{t('team.intro')}</p>
        <CardGrid items={cardList(t, 'team.roles')} />
      </GuideSection>
      <section
        id="conformita"
        aria-labelledby="conformita-title"
        className="rounded-xl border border-amber-300 bg-warning-soft p-6 text-amber-950 sm:p-8"
      >
        <h2 id="conformita-title" className="flex items-center gap-2 text-xl font-bold">
          <Scale className="size-5 shrink-0 text-warning" aria-hidden="true" />
          {t('compliance.title')}
        </h2>
        <div className="mt-3 space-y-3 text-sm sm:text-base">
          <Paragraphs items={textList(t, 'compliance.body')} />
        </div>
      </section>
      <GuideSection id="contatti" title={t('contact.title')}>
        <p>{t('contact.text')}</p>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl border border-border bg-card p-5">
            <dt className="flex items-center gap-2 text-sm font-semibold text-navy">
              <Mail className="size-5 shrink-0 text-primary" aria-hidden="true" />
              {t('contact.emailLabel')}
            </dt>
            <dd className="mt-2 break-all">
              <a
                href={`mailto:${t('contact.email')}`}
                className="rounded text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {t('contact.email')}
              </a>
            </dd>
          </div>
          <div className="rounded-xl border border-border bg-card p-5">
            <dt className="flex items-center gap-2 text-sm font-semibold text-navy">
              <Clock className="size-5 shrink-0 text-primary" aria-hidden="true" />
              {t('contact.hoursLabel')}
            </dt>
            <dd className="mt-2">{t('contact.hours')}</dd>
          </div>
        </dl>
      </GuideSection>
    </GuidePage>
  );
}
