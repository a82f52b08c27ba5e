/** Thank-you page (docs/product.md §2.6). Static shell; the island reads leadId and phone. */
import { Suspense } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageShell } from '@/components/layout/page-shell';
import { ThankYouView } from '@/components/thank-you/thank-you-view';
import { ClientMessages } from '@/components/layout/client-messages';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { pageMetadata } from '@/lib/seo/page-metadata';

export function generateMetadata() {
  return pageMetadata('it', 'thankYou', '/grazie', { noIndex: true });
}

export default async function ThankYouPage() {
  setRequestLocale('it');
  const t = await getTranslations('thankYou');
  return (
    <PageShell width="narrow">
      <Card>
        <CardContent className="pt-8 sm:pt-10">
          <Suspense
            fallback={
              <div className="flex justify-center py-16">
                <Spinner className="size-8 text-primary" label={t('loading')} />
              </div>
            }
          >
            <ClientMessages namespaces={['thankYou']}>
              <ThankYouView />
            </ClientMessages>
          </Suspense>
        </CardContent>
      </Card>
    </PageShell>
  );
}
