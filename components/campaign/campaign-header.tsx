/**
 * Slim header of the campaign, sales and German pages: skip link, brand (to the home
 * page of the page's language) and a button that scrolls to the form. Texts follow the page's locale, so German
 * pages get a German header. No client JavaScript.
 */
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { HOME_PATHS } from '@/lib/site/routes';
import { THEME_CLASSES, type CampaignTheme } from '@/components/forms/form-themes';
import { SkipLink } from '@/components/layout/skip-link';

/** Header; without `formAnchor` the call-to-action is hidden (pages without a form). */
export function CampaignHeader({
  theme,
  formAnchor,
}: {
  theme: CampaignTheme;
  formAnchor?: string;
}) {
  const t = useTranslations('common');
  const tc = useTranslations('campaigns.common');
  const home = HOME_PATHS[useLocale() as Locale];
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-card/95 backdrop-blur">
      <SkipLink label={t('skipToContent')} />
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          href={home}
          aria-label={`${t('brand')} – ${tc('homeLink')}`}
          className="flex min-w-0 items-center gap-2 rounded-md font-bold text-navy focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-navy text-sm text-white"
            aria-hidden="true"
          >
            AT
          </span>
          <span className="text-sm leading-tight sm:text-base">{t('brand')}</span>
        </Link>
        {formAnchor ? (
          <a
            href={`#${formAnchor}`}
            className={`inline-flex h-9 shrink-0 items-center rounded-md px-3 text-xs font-semibold sm:text-sm ${THEME_CLASSES[theme].button}`}
          >
            {tc('headerCta')}
          </a>
        ) : null}
      </div>
    </header>
  );
}
