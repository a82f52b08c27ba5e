'use client';
/**
 * Client island of /verify-sms and /sms-bestaetigung (docs/product.md §2.5): redirect, campaign,
 * source and sent come from the address; the phone from this tab's sessionStorage
 * (lib/browser/verify-phone.ts), never from the address, so it survives a reload. An old
 * link's `?phone=` is stored and removed from the address at once. When the tab does not know
 * the phone (a new tab, storage unavailable) the page says so and asks for the number.
 */
import { Suspense, lazy, useState } from 'react';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { Glyph } from '@/components/ui/glyph';
import { FormPlaceholder } from './form-placeholder';
import { STUDENT_DASHBOARD_PATH, safeRedirect } from '@/lib/campaigns/campaign';
import { readVerifyChannels, rememberVerifyPhone } from '@/lib/browser/verify-phone';
import { useVerifyPhone } from './use-verify-phone';
import type { VerifyCopy } from './verify-copy';
import { VerifyCodeForm } from './verify-code-form';

/** Asked only when the tab does not know the phone: loaded then, not with the page. */
const PhoneUnknown = lazy(() =>
  import('./phone-unknown').then((module) => ({ default: module.PhoneUnknown })),
);

/** Registration page address (`home`) that keeps the campaign and source of this visit. */
function backToRegistration(home: string, campaign: string | null, source: string | null) {
  const params = new URLSearchParams();
  if (campaign) params.set('campaign', campaign);
  if (source) params.set('source', source);
  const query = params.toString();
  return query ? `${home}?${query}` : home;
}

/**
 * Verification form for the phone this tab registered or logged in with. `home`: the
 * registration page of the page's language that "back to registration" leads to
 * (lib/site/routes.ts HOME_PATHS). With Vonage Verify the channels of the code come from the
 * answer that sent it (kept with the phone), so this static page is the same for every driver.
 * `copy`: the texts, read on the server (./verify-copy.ts).
 */
export function VerifySmsView({ home = '/', copy }: { home?: string; copy: VerifyCopy }) {
  const params = useSearchParams();
  const phone = useVerifyPhone();
  // True once the person typed the number here (the tab did not know it).
  const [typed, setTyped] = useState(false);
  const redirect = safeRedirect(params.get('redirect'), STUDENT_DASHBOARD_PATH);
  const smsSent = params.get('sent') !== '0';

  const onTyped = (value: string) => {
    setTyped(true);
    rememberVerifyPhone(value);
  };

  const loading = <FormPlaceholder label={copy.loading} />;
  if (phone === undefined) return loading;

  return (
    <div className="grid gap-8">
      {phone === null ? (
        <Suspense fallback={loading}>
          <PhoneUnknown onPhone={onTyped} copy={copy} />
        </Suspense>
      ) : (
        <VerifyCodeForm
          phone={phone}
          redirect={redirect}
          smsSent={smsSent}
          typed={typed}
          workflow={readVerifyChannels()}
          copy={copy}
        />
      )}
      <Link
        href={backToRegistration(home, params.get('campaign'), params.get('source'))}
        className="inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Glyph d="m12 19-7-7 7-7M19 12H5" className="size-4" />
        {copy.back}
      </Link>
    </div>
  );
}
