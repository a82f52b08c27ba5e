/**
 * The /guida-trading page (docs/product.md §2.12): the beginner guide to online trading with a
 * table of contents over its eight sections, the docs/product.md §9 risk rules and a call to
 * download the ebook (registration form on the home page).
 */
import { Fragment } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { BookOpen } from '@/components/ui/server-icons';
import { Button } from '@/components/ui/button';
import { REGISTRATION_HREF } from './guide-cta';
import { GuidePage } from './guide-page';
import { CheckList, GuideSection, Paragraphs } from './guide-section';
import type { Messages } from '@/lib/i18n/locales';
import { runtimeKeys } from '@/lib/i18n/message-keys';
import { textList } from '@/lib/i18n/message-lists';
import { RiskRules } from './risk-rules';
import { TableOfContents } from './table-of-contents';

/** Anchor ids of the guide's sections (docs/product.md §2.12) and their message keys, in order. */
export const TRADING_GUIDE_SECTIONS = [
  ['cos-e-trading', 'cosETrading'],
  ['come-iniziare', 'comeIniziare'],
  ['broker-italia', 'brokerItalia'],
  ['strumenti-finanziari', 'strumentiFinanziari'],
  ['strategie-trading', 'strategieTrading'],
  ['analisi-tecnica', 'analisiTecnica'],
  ['gestione-rischio', 'gestioneRischio'],
  ['errori-evitare', 'erroriEvitare'],
] as const;

type Sections = Messages['guides']['tradingGuide']['sections'];
/** Sections whose copy ends with bullet points. */
type WithPoints = {
  [K in keyof Sections]: Sections[K] extends { points: object } ? K : never;
}[keyof Sections];

/** The whole trading guide page. */
export function TradingGuide() {
  const t = useTranslations('guides.tradingGuide');
  // Optional part of a section: asked at runtime (lib/i18n/message-keys.ts), read typed.
  const hasPoints = (key: keyof Sections): key is WithPoints =>
    runtimeKeys(t).has(`sections.${key}.points.0`);
  const toc = TRADING_GUIDE_SECTIONS.map(([id, key]) => ({
    id,
    label: t(`sections.${key}.title`),
  }));
  return (
    <GuidePage
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={t('intro')}
      cta={{ title: t('cta.title'), text: t('cta.text'), button: t('cta.button') }}
    >
      <TableOfContents items={toc} />
      {TRADING_GUIDE_SECTIONS.map(([id, key]) => {
        const base = `sections.${key}` as const;
        return (
          <Fragment key={id}>
            <GuideSection id={id} title={t(`${base}.title`)}>
              <Paragraphs items={textList(t, `${base}.body`)} />
              {hasPoints(key) ? <CheckList items={textList(t, `sections.${key}.points`)} /> : null}
              {id === 'broker-italia' ? (
                <p>
                  <Link
                    href="/broker-comparison"
                    className="font-semibold text-primary underline underline-offset-4"
                  >
                    {t('brokerLink')}
                  </Link>
                </p>
              ) : null}
              {id === 'gestione-rischio' ? <RiskRules /> : null}
            </GuideSection>
            {id === 'strumenti-finanziari' ? <EbookCallout /> : null}
          </Fragment>
        );
      })}
    </GuidePage>
  );
}

/** The call to download the free ebook. */
function EbookCallout() {
  const t = useTranslations('guides.tradingGuide.ebook');
  return (
    <aside
      aria-labelledby="ebook-title"
      className="flex flex-col gap-5 rounded-xl border border-emerald-200 bg-success-soft p-6 sm:flex-row sm:items-center sm:p-8"
    >
      <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-accent text-white">
        <BookOpen className="size-7" aria-hidden="true" />
      </span>
      <div className="flex-1">
        <h2 id="ebook-title" className="text-xl font-bold text-navy">
          {t('title')}
        </h2>
        <p className="mt-2 text-sm text-foreground/90 sm:text-base">{t('text')}</p>
      </div>
      <Button asChild variant="accent" size="lg" className="self-start sm:self-center">
        <Link href={REGISTRATION_HREF}>{t('button')}</Link>
      </Button>
    </aside>
  );
}
