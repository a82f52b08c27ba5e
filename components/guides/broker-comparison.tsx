/**
 * The broker comparison page (docs/product.md §2.12), served at /broker-comparison (canonical) and
 * /broker-trading-online: affiliate disclosure, criteria, profiles, the tier table, red
 * flags, steps to choose, a checklist and a call to action.
 */
import { useTranslations } from 'next-intl';
import { BadgeInfo, OctagonAlert } from '@/components/ui/server-icons';
import { BrokerProfiles } from './broker-profiles';
import { BrokerTable } from './broker-table';
import { GuidePage } from './guide-page';
import { CardGrid, CheckList, GuideSection } from './guide-section';
import { cardList, textList } from '@/lib/i18n/message-lists';
import { TableOfContents } from './table-of-contents';

const SECTION_IDS = [
  'criteri',
  'profili',
  'confronto',
  'segnali-allarme',
  'come-scegliere',
  'checklist',
] as const;

/** The whole broker comparison page. */
export function BrokerComparison() {
  const t = useTranslations('guides.brokers');
  const disclosure = (
    <div className="mt-6 flex items-start gap-3 rounded-lg border border-white/20 bg-white/10 p-4 text-sm text-slate-100">
      <BadgeInfo className="mt-0.5 size-5 shrink-0 text-emerald-300" aria-hidden="true" />
      <p>
        <strong className="font-semibold text-white">{t('disclosure.title')}: </strong>
        {t('disclosure.text')}
      </p>
    </div>
  );
  return (
    <GuidePage
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={t('intro')}
      heroExtra={disclosure}
      cta={{ title: t('cta.title'), text: t('cta.text'), button: t('cta.button') }}
    >
      <TableOfContents items={SECTION_IDS.map((id) => ({ id, label: t(`tocItems.${id}`) }))} />
      <GuideSection id="criteri" title={t('criteria.title')}>
        <CardGrid items={cardList(t, 'criteria.items')} />
      </GuideSection>
      <GuideSection id="profili" title={t('profiles.title')}>
        <BrokerProfiles />
      </GuideSection>
      <GuideSection id="confronto" title={t('table.title')}>
        <BrokerTable />
      </GuideSection>
      <GuideSection id="segnali-allarme" title={t('redFlags.title')}>
        <ul className="grid gap-3">
          {textList(t, 'redFlags.items').map((flag) => (
            <li key={flag} className="flex items-start gap-3">
              <OctagonAlert
                className="mt-0.5 size-5 shrink-0 text-destructive"
                aria-hidden="true"
              />
              <span>{flag}</span>
            </li>
          ))}
        </ul>
      </GuideSection>
      <GuideSection id="come-scegliere" title={t('steps.title')}>
        <ol className="grid gap-4">
          {cardList(t, 'steps.items').map((step, index) => (
            <li key={step.title} className="flex items-start gap-4">
              <span
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-navy">{step.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground sm:text-base">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </GuideSection>
      <GuideSection id="checklist" title={t('checklist.title')}>
        <CheckList items={textList(t, 'checklist.items')} />
      </GuideSection>
    </GuidePage>
  );
}
