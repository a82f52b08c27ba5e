/**
 * Frame of the app pages outside the landing (verification, student area, thanks): a slim
 * header with the brand (a link to the home page of the page's language), a centred main area,
 * and the educational note.
 */
import type { ReactNode } from 'react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { GraduationCap } from '@/components/ui/server-icons';
import { isLocale } from '@/lib/i18n/locales';
import { HOME_PATHS } from '@/lib/site/routes';
import { cn } from '@/lib/utils';

/** Page frame; `width` picks a narrow (forms) or wide (dashboards) main column. */
export function PageShell({
  children,
  width = 'wide',
}: {
  children: ReactNode;
  width?: 'narrow' | 'wide';
}) {
  const t = useTranslations('common');
  const locale = useLocale();
  // The brand leads home in the page's language (the German pages' home is their campaign).
  const home = HOME_PATHS[isLocale(locale) ? locale : 'it'];
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <Link
            href={home}
            className="flex items-center gap-2 rounded-md font-bold text-navy focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <span className="flex size-9 items-center justify-center rounded-lg bg-navy text-white">
              <GraduationCap className="size-5" aria-hidden="true" />
            </span>
            {t('brand')}
          </Link>
        </div>
      </header>
      <main
        id="contenuto"
        className={cn(
          'mx-auto w-full flex-1 px-4 py-8 sm:px-6 sm:py-12',
          width === 'narrow' ? 'max-w-lg' : 'max-w-6xl',
        )}
      >
        {children}
      </main>
      <footer className="border-t border-border bg-card">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-muted-foreground sm:px-6">
          {t('footer.educationalNote')}
        </p>
      </footer>
    </div>
  );
}
