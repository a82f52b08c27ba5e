/**
 * The /forex-trading page (docs/product.md §2.12): major pairs, trading sessions in Italian time,
 * strategies, the economic calendar, choosing an authorised broker, money management with
 * the docs/product.md §9 risk rules, and a call to action.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { DataTable } from './data-table';
import { GuidePage } from './guide-page';
import { CardGrid, CheckList, GuideSection, Paragraphs } from './guide-section';
import { cardList, recordList, textList } from '@/lib/i18n/message-lists';
import { RiskRules } from './risk-rules';
import { TableOfContents } from './table-of-contents';

const SECTION_IDS = [
  'coppie',
  'sessioni',
  'strategie',
  'calendario',
  'broker',
  'money-management',
] as const;

/** The whole forex guide page. */
export function ForexGuide() {
  const t = useTranslations('guides.forex');
  const pairs = recordList(t, 'majors.rows', ['pair', 'currencies', 'drivers'] as const);
  const sessions = recordList(t, 'sessions.rows', ['session', 'hours', 'notes'] as const);
  return (
    <GuidePage
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={t('intro')}
      cta={{ title: t('cta.title'), text: t('cta.text'), button: t('cta.button') }}
    >
      <TableOfContents items={SECTION_IDS.map((id) => ({ id, label: t(`tocItems.${id}`) }))} />
      <GuideSection id="coppie" title={t('majors.title')}>
        <p>{t('majors.intro')}</p>
        <DataTable
          id="forex-pairs"
          caption={t('majors.caption')}
          columns={[
            t('majors.columns.pair'),
            t('majors.columns.currencies'),
            t('majors.columns.drivers'),
          ]}
          rows={pairs.map((row) => [row.pair, row.currencies, row.drivers])}
        />
      </GuideSection>
      <GuideSection id="sessioni" title={t('sessions.title')}>
        <p>{t('sessions.intro')}</p>
        <DataTable
          id="forex-sessions"
          caption={t('sessions.caption')}
          columns={[
            t('sessions.columns.session'),
            t('sessions.columns.hours'),
            t('sessions.columns.notes'),
          ]}
          rows={sessions.map((row) => [row.session, row.hours, row.notes])}
        />
        <p>{t('sessions.overlap')}</p>
        <p className="rounded-lg border-l-4 border-primary bg-secondary px-4 py-3 text-sm text-secondary-foreground">
          {t('sessions.summerTime')}
        </p>
      </GuideSection>
      <GuideSection id="strategie" title={t('strategies.title')}>
        <p>{t('strategies.intro')}</p>
        <CardGrid items={cardList(t, 'strategies.items')} />
      </GuideSection>
      <GuideSection id="calendario" title={t('calendar.title')}>
        <Paragraphs items={textList(t, 'calendar.body')} />
        <h3 className="text-lg font-semibold text-navy">{t('calendar.eventsTitle')}</h3>
        <CheckList items={textList(t, 'calendar.events')} />
      </GuideSection>
      <GuideSection id="broker" title={t('broker.title')}>
        <Paragraphs items={textList(t, 'broker.body')} />
        <CheckList items={textList(t, 'broker.points')} />
        <p>
          <Link
            href="/broker-comparison"
            className="font-semibold text-primary underline underline-offset-4"
          >
            {t('broker.link')}
          </Link>
        </p>
      </GuideSection>
      <GuideSection id="money-management" title={t('money.title')}>
        <p>{t('money.intro')}</p>
        <RiskRules />
        <p className="rounded-lg border border-border bg-card p-4 text-sm sm:text-base">
          {t('money.example')}
        </p>
      </GuideSection>
    </GuidePage>
  );
}
