'use client';
/**
 * The "request information" button of a paid offer and its answer:
 * the server's message in a status line; without a verified number, how to get one with a
 * link home; otherwise the error in an alert. Messages: `offers.request`.
 */
import Link from 'next/link';
import { PlainButton } from '@/components/ui/plain-button';
import type { OfferKind } from '@/lib/offers';
import type { OfferRequestCopy } from './offer-copy';
import { useOfferRequest } from './use-offer-request';

interface OfferRequestProps {
  offer: OfferKind;
  /** Disables the button (e.g. no places left this month). */
  disabled?: boolean;
  /** Runs after every answer of the server. */
  onSettled?: () => void;
  /**
   * Extra classes of the button (page theme); a colour that replaces the variant's is marked
   * important (components/ui/plain-button.tsx).
   */
  buttonClassName?: string;
  /** Where a visitor without a verified number registers (default the Italian home). */
  registerHref?: string;
  /** The texts (messages `offers.request`, ./offer-copy.ts). */
  copy: OfferRequestCopy;
  /** The page's language, that the server's answer comes back in. */
  language: string;
}

/** Button, status line and error for one offer. */
export function OfferRequest({
  offer,
  disabled,
  onSettled,
  buttonClassName,
  registerHref = '/',
  copy: t,
  language,
}: OfferRequestProps) {
  const { state, send } = useOfferRequest(offer, { language, failed: t.failed }, onSettled);
  const busy = state.status === 'sending' || state.status === 'done';

  return (
    <div className="grid gap-3">
      <PlainButton
        className={buttonClassName ? `w-fit ${buttonClassName}` : 'w-fit'}
        disabled={disabled || busy}
        onClick={send}
      >
        {state.status === 'sending' ? t.sending : t.button}
      </PlainButton>
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {state.status === 'done' ? state.message : null}
      </p>
      {state.status === 'unauthorized' ? (
        <p role="alert" className="text-sm">
          {t.unauthorized}{' '}
          <Link href={registerHref} className="font-semibold text-primary underline">
            {t.home}
          </Link>
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
