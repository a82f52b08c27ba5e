/**
 * The SMS verification page (docs/product.md §2.5) for one locale: a static shell whose form reads
 * the address in the browser. Served at /verify-sms (Italian) and /sms-bestaetigung (German).
 * The form's texts are read here and handed to it (./verify-copy.ts): no use-intl in the
 * browser (docs/benchmarks.md "Page weight").
 */
import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Smartphone } from '@/components/ui/server-icons';
import { PageShell } from '@/components/layout/page-shell';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormPlaceholder } from '@/components/verification/form-placeholder';
import { VerifySmsView } from '@/components/verification/verify-sms-view';
import { verifyCopy } from '@/components/verification/verify-copy';
import type { IslandTranslator } from '@/lib/i18n/island-copy';
import type { Locale } from '@/lib/i18n/locales';
import { HOME_PATHS } from '@/lib/site/routes';

export async function VerifySmsPage({ locale }: { locale: Locale }) {
  setRequestLocale(locale);

  const [t, all] = await Promise.all([getTranslations('verification'), getTranslations()]);
  return (
    <PageShell width="narrow">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Smartphone className="size-6" aria-hidden="true" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            {t('title')}
          </CardTitle>
          <CardDescription>{t('subtitle')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<FormPlaceholder label={t('loading')} />}>
            <VerifySmsView
              home={HOME_PATHS[locale]}
              copy={verifyCopy(all as unknown as IslandTranslator, locale)}
            />
          </Suspense>
        </CardContent>
      </Card>
    </PageShell>
  );
}
