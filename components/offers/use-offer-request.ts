'use client';
/**
 * "Request information" on a paid offer: POST /api/offers/requests
 * with the shared body. A new request fires the pixel event InitiateCheckout with the offer's
 * price (sent only after marketing consent, lib/browser/pixel.ts); a repeat on the same day does not.
 * Plain state, no React Query: the German welcome page does not load it.
 */
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ApiError, apiRequest, errorMessage } from '@/lib/browser/api-client';
import { EDUCATION_ACCOUNT_EUR, PREMIUM_PLAN_EUR_PER_YEAR, type OfferKind } from '@/lib/offers';
import { trackPixelEvent } from '@/lib/browser/pixel';
import type { OfferRequestBody, OfferRequestResponse } from '@/lib/contracts/offers';

/** Price of each offer in euro, the value of the pixel event. */
const OFFER_VALUE_EUR: Record<OfferKind, number> = {
  premium: PREMIUM_PLAN_EUR_PER_YEAR,
  education_de: EDUCATION_ACCOUNT_EUR,
};

/** Where the request stands: `done` carries the server's message (new or already asked). */
export type OfferRequestState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; created: boolean; message: string }
  | { status: 'unauthorized' }
  | { status: 'failed'; code: string; message: string };

/** The state and `send()`; `onSettled` runs after every answer (e.g. to reload the places). */
export function useOfferRequest(offer: OfferKind, onSettled?: () => void) {
  const locale = useLocale();
  const t = useTranslations('offers.request');
  const [state, setState] = useState<OfferRequestState>({ status: 'idle' });

  async function send() {
    setState({ status: 'sending' });
    const body: OfferRequestBody = { offer };
    try {
      const answer = await apiRequest<OfferRequestResponse>('POST', '/api/offers/requests', body, {
        locale,
      });
      if (answer.created) {
        trackPixelEvent('InitiateCheckout', {
          content_name: offer,
          value: OFFER_VALUE_EUR[offer],
          currency: 'EUR',
        });
      }
      setState({ status: 'done', created: answer.created, message: answer.message });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setState({ status: 'unauthorized' });
      else {
        const code = error instanceof ApiError ? error.code : 'unknown';
        setState({ status: 'failed', code, message: errorMessage(error, t('failed')) });
      }
    }
    onSettled?.();
  }

  return { state, send };
}
