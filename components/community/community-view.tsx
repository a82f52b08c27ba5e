/**
 * The welcome/community page /benvenuto (docs/product.md §2.7): member number and
 * profile progress, the six ebook PDFs, resources, the consultation booking dialog and the
 * risk notices. Server component; the islands get only the messages they use.
 */
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { ArrowRight, BookOpen, Users } from '@/components/ui/server-icons';
import { ConsultationDialog } from '@/components/consultation/consultation-dialog';
import { RiskNotice } from '@/components/landing/risk-notice';
import { PageShell } from '@/components/layout/page-shell';
import { Badge } from '@/components/ui/badge';
import { EBOOKS } from '@/lib/catalog/ebooks';
import { pickMessages } from '@/lib/i18n/client-messages';
import { EbookDownloadLink } from './ebook-download-link';
import { ProfileProgress } from './profile-progress';

const RESOURCES = [
  { key: 'guide', href: '/guida-trading' },
  { key: 'forex', href: '/forex-trading' },
  { key: 'crypto', href: '/guida-crypto-educativa' },
  { key: 'analysis', href: '/analisi-mercati-educazione' },
  { key: 'brokers', href: '/broker-comparison' },
] as const;

/** The community page content. */
export async function CommunityView() {
  const [t, tBooks, messages] = await Promise.all([
    getTranslations('community'),
    getTranslations('ebooks'),
    getMessages(),
  ]);
  return (
    <PageShell>
      <NextIntlClientProvider
        messages={pickMessages(messages, ['community', 'consultation', 'validation'])}
      >
        <div className="grid gap-8">
          <header className="grid gap-3">
            <Badge variant="secondary" className="w-fit">
              <Users aria-hidden="true" />
              {t('badge')}
            </Badge>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
            <p className="max-w-2xl text-muted-foreground">{t('intro')}</p>
          </header>
          <ProfileProgress />

          <section
            aria-labelledby="consultation-title"
            className="grid gap-3 rounded-xl border border-primary/30 bg-primary/5 p-5 sm:p-6"
          >
            <h2 id="consultation-title" className="text-lg font-semibold">
              {t('consultation.title')}
            </h2>
            <p className="max-w-2xl text-sm">{t('consultation.text')}</p>
            <div>
              <ConsultationDialog />
            </div>
          </section>

          <section aria-labelledby="ebooks-title" className="grid gap-4">
            <div>
              <h2 id="ebooks-title" className="text-lg font-semibold">
                {t('ebooks.title')}
              </h2>
              <p className="text-sm text-muted-foreground">{t('ebooks.text')}</p>
            </div>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {EBOOKS.map((ebook) => {
                const title = tBooks(`items.${ebook.id}.title`);
                return (
                  <li
                    key={ebook.id}
                    className="flex flex-col justify-between gap-3 rounded-xl border border-border bg-card p-4"
                  >
                    <div className="flex items-start gap-3">
                      <BookOpen
                        className="mt-0.5 size-5 shrink-0 text-primary"
                        aria-hidden="true"
                      />
                      <div>
                        <h3 className="leading-snug font-semibold">{title}</h3>
                        <p className="text-xs text-muted-foreground">
                          {tBooks(`levels.${ebook.level}`)}
                        </p>
                      </div>
                    </div>
                    <EbookDownloadLink
                      id={ebook.id}
                      variant="outline"
                      label={`${t('ebooks.download')}: ${title}`}
                    >
                      {t('ebooks.download')}
                    </EbookDownloadLink>
                  </li>
                );
              })}
            </ul>
          </section>

          <section aria-labelledby="resources-title" className="grid gap-4">
            <h2 id="resources-title" className="text-lg font-semibold">
              {t('resources.title')}
            </h2>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {RESOURCES.map(({ key, href }) => (
                <li key={key}>
                  <Link
                    href={href}
                    className="group flex h-full flex-col gap-1 rounded-xl border border-border bg-card p-4 hover:border-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    <span className="flex items-center gap-1 font-semibold text-primary">
                      {t(`resources.items.${key}.title`)}
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {t(`resources.items.${key}.text`)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </NextIntlClientProvider>
      <div className="mt-10 [&>section]:px-0 [&>section]:pb-0">
        <RiskNotice />
      </div>
    </PageShell>
  );
}
