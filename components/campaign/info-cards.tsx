/** A titled grid of cards (or numbered steps) read from messages: `<namespace>.<key>`. */
import { useTranslations } from 'next-intl';
import { cardList } from '@/lib/i18n/message-lists';
import { THEME_CLASSES, type CampaignTheme } from '@/components/forms/form-themes';

interface InfoCardsProps {
  namespace: 'campaigns.marketAnalysis' | 'campaigns.germanCrypto' | 'campaigns.tradingSignals';
  /** Key of an object with `title` and `items` (array of { title, text }). */
  block: 'markets' | 'path' | 'compliance' | 'steps';
  theme: CampaignTheme;
  /** Numbered steps instead of plain cards. */
  steps?: boolean;
}

/** A section with a heading and 3–4 cards. */
export function InfoCards({ namespace, block, theme, steps = false }: InfoCardsProps) {
  const t = useTranslations(namespace);
  const items = cardList(t, `${block}.items`);
  const id = `${block}-title`;
  const List = steps ? 'ol' : 'ul';
  const colours = THEME_CLASSES[theme];
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 pb-14 sm:px-6 md:pb-20">
      <h2 id={id} className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
        {t(`${block}.title`)}
      </h2>
      <List
        className={`mt-8 grid gap-5 sm:grid-cols-2 ${items.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}
      >
        {items.map((item, index) => (
          <li
            key={item.title}
            className={`rounded-xl border p-6 ${colours.soft} ${colours.border}`}
          >
            <h3 className="font-semibold">
              {steps ? <span className="mr-2">{index + 1}.</span> : null}
              {item.title}
            </h3>
            <p className="mt-2 text-sm">{item.text}</p>
          </li>
        ))}
      </List>
    </section>
  );
}
