'use client';
/**
 * "Request information" on a paid offer: POST /api/offers/requests
 * with the shared body. A new request fires the pixel event InitiateCheckout with the offer's
 * price (sent only after marketing consent, lib/browser/pixel.ts); a repeat on the same day does not.
 * A React transition around the request: no React Query on the pages that show it.
 */
import { useState, useTransition } from 'react';
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

/**
 * The state and `send()`; `page.language` is the page's, `page.failed` the text of a failure
 * without the server's own; `onSettled` runs after every answer (e.g. to reload the places).
 */
export function useOfferRequest(
  offer: OfferKind,
  page: { language: string; failed: string },
  onSettled?: () => void,
) {
  const [state, setState] = useState<OfferRequestState>({ status: 'idle' });
  const [sending, startTransition] = useTransition();

  const send = () => startTransition(() => request());

  async function request() {
    const body: OfferRequestBody = { offer };
    try {
      const answer = await apiRequest<OfferRequestResponse>('POST', '/api/offers/requests', body, {
        locale: page.language,
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
        setState({ status: 'failed', code, message: errorMessage(error, page.failed) });
      }
    }
    onSettled?.();
  }

  return { state: sending ? ({ status: 'sending' } as const) : state, send };
}
