/**
 * The /login and /anmelden screen (docs/product.md §2.8): email/password form, the SMS way in for leads without a
 * password, a link to register, and the risk notices. Server component; the two forms are
 * client islands that get their texts as props (./login-copy.ts).
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LogIn } from '@/components/ui/server-icons';
import { RiskNotice } from '@/components/landing/risk-notice';
import { PageShell } from '@/components/layout/page-shell';
import { Card, CardContent } from '@/components/ui/card';
import type { Locale } from '@/lib/i18n/locales';
import { REGISTER_PATHS } from '@/lib/site/routes';
import type { IslandTranslator } from '@/lib/i18n/island-copy';
import { loginCopy } from './login-copy';
import { LoginForm } from './login-form';
import { SmsLogin } from './sms-login';

/** The login page content in `locale` (/login, /anmelden); the request's locale is set. */
export async function LoginView({ locale }: { locale: Locale }) {
  const [t, all] = await Promise.all([getTranslations('login'), getTranslations()]);
  const copy = loginCopy(all as unknown as IslandTranslator);
  return (
    <PageShell width="narrow">
      <Card>
        <CardContent className="grid gap-6 pt-8 sm:pt-10">
          <header className="grid justify-items-center gap-2 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <LogIn className="size-6" aria-hidden="true" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
            <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
          </header>
          <LoginForm copy={copy} locale={locale} />
          <hr className="border-border" />
          <SmsLogin copy={copy} locale={locale} />
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
      <div className="mt-8 [&>section]:px-0 [&>section]:pb-0">
        <RiskNotice />
      </div>
    </PageShell>
  );
}
