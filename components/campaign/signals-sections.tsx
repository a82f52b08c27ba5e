/**
 * Sections of /segnali-trading-educazione (docs/product.md §2.10): the note that the "signals"
 * are teaching examples, the technical-versus-fundamental table and the 4-step path.
 */
import { useTranslations } from 'next-intl';
import { recordList } from '@/lib/i18n/message-lists';
import { InfoCards } from './info-cards';

const NS = 'campaigns.tradingSignals' as const;

/** Disclaimer, comparison table and learning steps. */
export function SignalsSections() {
  const t = useTranslations(NS);
  const rows = recordList(t, 'comparison.rows', ['aspect', 'technical', 'fundamental']);
  return (
    <>
      <div className="mx-auto max-w-4xl px-4 pb-10 sm:px-6">
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-warning-soft p-4 text-sm font-medium text-amber-950"
        >
          {t('disclaimer')}
        </p>
      </div>
      <section
        aria-labelledby="comparison-title"
        className="mx-auto max-w-5xl px-4 pb-14 sm:px-6 md:pb-20"
      >
        <h2
          id="comparison-title"
          className="text-center text-2xl font-bold tracking-tight sm:text-3xl"
        >
          {t('comparison.title')}
        </h2>
        <p className="mt-3 text-center text-muted-foreground">{t('comparison.subtitle')}</p>
        {/* Scrolls sideways on a phone: focusable so keyboard users can scroll it too. */}
        <div
          className="mt-8 overflow-x-auto rounded-xl border border-border bg-card focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          role="region"
          aria-labelledby="comparison-caption"
          tabIndex={0}
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption id="comparison-caption" className="sr-only">
              {t('comparison.caption')}
            </caption>
            <thead className="bg-muted">
              <tr>
                <th scope="col" className="p-3 font-semibold">
                  {t('comparison.headers.aspect')}
                </th>
                <th scope="col" className="p-3 font-semibold">
                  {t('comparison.headers.technical')}
                </th>
                <th scope="col" className="p-3 font-semibold">
                  {t('comparison.headers.fundamental')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.aspect} className="border-t border-border">
                  <th scope="row" className="p-3 font-semibold">
                    {row.aspect}
                  </th>
                  <td className="p-3">{row.technical}</td>
                  <td className="p-3">{row.fundamental}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <InfoCards namespace={NS} block="steps" theme="green" steps />
    </>
  );
}
