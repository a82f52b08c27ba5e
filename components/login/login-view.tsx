/**
 * The /login and /anmelden screen (docs/product.md §2.8): email/password form, the SMS way in for leads without a
 * password, a link to register, and the risk notices. Server component; the two forms are
 * client islands that get only the `login` messages and the proof-of-work widget's `proof`.
 */
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { LogIn } from '@/components/ui/server-icons';
import { RiskNotice } from '@/components/landing/risk-notice';
import { PageShell } from '@/components/layout/page-shell';
import { Card, CardContent } from '@/components/ui/card';
import { pickMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import { REGISTER_PATHS } from '@/lib/site/routes';
import { LoginForm } from './login-form';
import { SmsLogin } from './sms-login';

/** The login page content in `locale` (/login, /anmelden); the request's locale is set. */
export async function LoginView({ locale }: { locale: Locale }) {
  const [t, messages] = await Promise.all([getTranslations('login'), getMessages()]);
  return (
    <PageShell width="narrow">
      <NextIntlClientProvider messages={pickMessages(messages, ['login', 'proof'])}>
        <Card>
          <CardContent className="grid gap-6 pt-8 sm:pt-10">
            <header className="grid justify-items-center gap-2 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
                <LogIn className="size-6" aria-hidden="true" />
              </span>
              <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
              <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
            </header>
            <LoginForm />
            <hr className="border-border" />
            <SmsLogin />
            <p className="text-center text-sm text-muted-foreground">
              {t('register')}{' '}
              <Link
                href={REGISTER_PATHS[locale]}
                className="font-semibold text-primary hover:underline"
              >
                {t('registerLink')}
              </Link>
            </p>
          </CardContent>
        </Card>
      </NextIntlClientProvider>
      <div className="mt-8 [&>section]:px-0 [&>section]:pb-0">
        <RiskNotice />
      </div>
    </PageShell>
  );
}
