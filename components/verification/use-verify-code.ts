'use client';
/**
 * POST /api/verify-sms as a React transition (docs/product.md §4 "Lead verification"), with the
 * browser's consent id: on a first verification the pixel's CompleteRegistration fires (the
 * server's event id; a sign-in by SMS code of a lead verified before fires nothing,
 * docs/sms.md), the lead id is stored (the student area reads the lead afresh when it opens), a
 * toast greets, and after 1.5 s the tab forgets the phone it verified and goes to `redirect`;
 * on failure a destructive toast with the server's message.
 */
import { useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/lib/browser/api-client';
import { storeLeadId } from '@/lib/browser/lead-storage';
import { forgetVerifyPhone } from '@/lib/browser/verify-phone';
import { consentIdBody } from '@/lib/browser/consent';
import { trackPixelEvent } from '@/lib/browser/pixel';
import { metaEventId } from '@/lib/meta/events';
import type { VerifyCodeInput } from '@/lib/validation/verification';
import type { VerifyResponse } from '@/lib/contracts/verification';
import type { VerifyCopy } from './verify-copy';

/** Delay between the success toast and navigation (docs/product.md §9). */
export const VERIFIED_REDIRECT_DELAY_MS = 1500;

/** `verify(input)` and whether a verification is running or done (button stays disabled). */
export function useVerifyCode(redirect: string, copy: VerifyCopy) {
  const router = useRouter();
  const [running, startTransition] = useTransition();
  const [verified, setVerified] = useState(false);

  const verify = (input: VerifyCodeInput) =>
    startTransition(async () => {
      let data: VerifyResponse;
      try {
        data = await apiRequest<VerifyResponse>(
          'POST',
          '/api/verify-sms',
          { ...input, ...consentIdBody(window.localStorage) },
          { locale: copy.language },
        );
      } catch (error) {
        toast({
          variant: 'destructive',
          title: copy.errorTitle,
          description: errorMessage(error, copy.errorFallback),
        });
        return;
      }
      setVerified(true);
      // A sign-in by SMS code (a lead verified before) is no new registration to report.
      if (data.firstVerification) {
        trackPixelEvent(
          'CompleteRegistration',
          undefined,
          metaEventId('CompleteRegistration', data.leadId),
        );
      }
      storeLeadId(data.leadId);
      toast({ title: data.firstVerification ? copy.success : data.message });
      setTimeout(() => {
        forgetVerifyPhone();
        router.push(redirect);
      }, VERIFIED_REDIRECT_DELAY_MS);
    });

  return { verify, pending: running || verified };
}
