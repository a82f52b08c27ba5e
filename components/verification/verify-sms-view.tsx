'use client';
/**
 * Client island of /verify-sms (SPEC.md §2.5): reads phone, redirect, campaign, source and
 * sent from the address. Without a phone it goes back to the home page.
 */
import { useEffect } from 'react';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ArrowLeft } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { STUDENT_DASHBOARD_PATH, phoneFromQuery, safeRedirect } from '@/lib/campaign';
import { VerifyCodeForm } from './verify-code-form';

/** Registration page address (`home`) that keeps the campaign and source of this visit. */
function backToRegistration(home: string, campaign: string | null, source: string | null) {
  const params = new URLSearchParams();
  if (campaign) params.set('campaign', campaign);
  if (source) params.set('source', source);
  const query = params.toString();
  return query ? `${home}?${query}` : home;
}

/**
 * Verification form for the phone named in the address. `home`: the registration page of the
 * page's language that "back to registration" leads to (lib/routes.ts HOME_PATHS).
 */
export function VerifySmsView({ home = '/' }: { home?: string }) {
  const t = useTranslations('verification');
  const router = useRouter();
  const params = useSearchParams();
  const phone = phoneFromQuery(params.get('phone'));
  const redirect = safeRedirect(params.get('redirect'), STUDENT_DASHBOARD_PATH);
  const smsSent = params.get('sent') !== '0';

  useEffect(() => {
    if (!phone) router.replace('/');
  }, [phone, router]);

  if (!phone) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label={t('loading')} />
      </div>
    );
  }

  return (
    <div className="grid gap-8">
      <VerifyCodeForm phone={phone} redirect={redirect} smsSent={smsSent} />
      <Link
        href={backToRegistration(home, params.get('campaign'), params.get('source'))}
        className="inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('back')}
      </Link>
    </div>
  );
}
