'use client';
/**
 * Client island of /grazie (docs/product.md §2.6, §4): reads leadId (else the stored one) and the
 * phone (an old link's `?phone=` is moved to sessionStorage and out of the address), fetches
 * the lead; free access with an expiry → confirmation card, otherwise a generic thanks
 * with the ebook PDF download (the `?ebook=` one, else the beginners' guide) and links onward.
 * Where the visitor continues depends on the lead's state, read here on the client (the page
 * stays static): GET /api/leads/{id} answers only the browser that verified the lead, so a
 * verified lead goes on to the student area; a lead the API does not show as verified goes to
 * the code page (docs/decisions.md §5b: the phone is verified before any lead content opens), which
 * needs the phone this tab registered with (sessionStorage, never the address).
 */
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import {
  parseEbookQuery,
  readAttribution,
  studentDashboardPath,
  verifySmsUrl,
} from '@/lib/campaigns/campaign';
import { EBOOK_FOR_QUERY } from '@/lib/catalog/ebooks';
import { EbookDownloadLink } from '@/components/community/ebook-download-link';
import { CircleCheck } from 'lucide-react';
import { hasFreeAccess } from '@/lib/contracts/leads';
import { useLead } from '@/components/student/use-lead';
import { useStoredLeadId } from '@/components/student/use-stored-lead-id';
import { buttonVariants, WRAPPING_BUTTON } from '@/components/ui/button-variants';
import { Spinner } from '@/components/ui/spinner';
import { useVerifyPhone } from '@/components/verification/use-verify-phone';
import { FreeAccessCard } from './free-access-card';

/** The thank-you content. */
export function ThankYouView() {
  const t = useTranslations('thankYou');
  const params = useSearchParams();
  const storedId = useStoredLeadId();
  const leadId = params.get('leadId')?.trim() || storedId || null;
  const phone = useVerifyPhone();
  const query = useLead(leadId);
  const ebook = parseEbookQuery(params.get('ebook'));

  if (storedId === undefined || (leadId && query.isPending)) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8 text-primary" label={t('loading')} />
      </div>
    );
  }

  const studentArea = studentDashboardPath(ebook);
  const verified = query.data?.isVerified === true;
  // The code page, only for a lead not verified in this browser and only with its phone.
  const verifyHref =
    !verified && phone
      ? verifySmsUrl({
          ...readAttribution(params),
          redirect: studentArea,
          smsSent: true,
        })
      : null;

  if (query.data && hasFreeAccess(query.data)) {
    return (
      <FreeAccessCard
        lead={query.data}
        continueHref={verifyHref ?? studentArea}
        continueLabel={verifyHref ? t('free.verify') : t('free.continue')}
      />
    );
  }

  return (
    <div className="grid justify-items-center gap-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
        <CircleCheck className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('generic.title')}</h1>
      <p className="max-w-md text-muted-foreground">{t('generic.text')}</p>
      {verifyHref ? (
        <Link
          href={verifyHref}
          className={buttonVariants({ size: 'lg', className: `mt-2 ${WRAPPING_BUTTON}` })}
        >
          {t('generic.verify')}
        </Link>
      ) : (
        <Link
          href={studentArea}
          className={buttonVariants({ size: 'lg', className: `mt-2 ${WRAPPING_BUTTON}` })}
        >
          {t('generic.studentArea')}
        </Link>
      )}
      <EbookDownloadLink
        id={ebook ? EBOOK_FOR_QUERY[ebook] : 'tradingBasics'}
        variant="outline"
        size="lg"
        className={WRAPPING_BUTTON}
      >
        {t('generic.ebook')}
      </EbookDownloadLink>
      <nav
        aria-label={t('generic.linksLabel')}
        className="flex flex-wrap justify-center gap-4 text-sm font-medium"
      >
        <Link href="/dashboard" className="text-primary hover:underline">
          {t('generic.dashboard')}
        </Link>
        <Link href="/benvenuto" className="text-primary hover:underline">
          {t('generic.community')}
        </Link>
        <Link href="/" className="text-primary hover:underline">
          {t('generic.home')}
        </Link>
      </nav>
    </div>
  );
}
