'use client';
/**
 * Cookie banner island (docs/product.md §2.4, §4): a non-blocking bottom dialog with the short
 * notice and the detailed panel, plus the consented third-party scripts. The close "X" of
 * the notice keeps only necessary cookies (Garante 2021) and is recorded as 'close'.
 */
import { useEffect, useId, useRef } from 'react';
import { ConsentedScripts } from '@/components/tracking/consented-scripts';
import type { ConsentLabels, ConsentLinks } from './consent-labels';
import { ConsentNotice } from './consent-notice';
import { ConsentPanel } from './consent-panel';
import { useCookieConsent } from './use-cookie-consent';

interface CookieConsentProps {
  labels: ConsentLabels;
  links: ConsentLinks;
  policyVersion: string;
  gaId?: string;
  pixelId?: string;
}

/** The banner and the scripts its choices allow. */
export function CookieConsent({ labels, links, policyVersion, gaId, pixelId }: CookieConsentProps) {
  const consent = useCookieConsent(policyVersion);
  const headingId = useId();
  const returnFocus = useRef<HTMLElement | null>(null);
  const { view } = consent;

  // Focus: to the heading when the person opens the banner (footer button) or switches view
  // inside it; back to the opener when it closes. Never stolen on page load.
  const previousView = useRef(view);
  useEffect(() => {
    const previous = previousView.current;
    previousView.current = view;
    if (previous === view) return;
    if (view === 'hidden') {
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected) target.focus();
      return;
    }
    const active = document.activeElement;
    if (previous === 'hidden') {
      if (!(active instanceof HTMLElement) || active === document.body) return;
      returnFocus.current = active;
    }
    document.getElementById(headingId)?.focus({ preventScroll: true });
  }, [view, headingId]);

  const onPanel = view === 'panel';
  return (
    <>
      {view !== 'hidden' && (
        <div
          role="dialog"
          aria-modal="false"
          aria-label={labels.dialogLabel}
          data-cookie-banner=""
          data-prerendered={consent.prerendered ? '' : undefined}
          onKeyDown={(e) => e.key === 'Escape' && onPanel && consent.showNotice()}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[85dvh] overflow-y-auto border-t border-border bg-card p-4 shadow-[0_-8px_30px_rgba(15,23,42,0.18)] sm:inset-x-4 sm:bottom-4 sm:mx-auto sm:max-w-3xl sm:rounded-xl sm:border sm:p-6"
        >
          <div className="relative">
            <button
              type="button"
              onClick={onPanel ? consent.showNotice : consent.close}
              aria-label={onPanel ? labels.back : labels.close}
              aria-disabled={consent.prerendered ? 'true' : undefined}
              title={onPanel ? labels.back : labels.close}
              className="absolute -top-1 -right-1 inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                aria-hidden="true"
              >
                <path d="M18 6 6 18M6 6l12 12" />
              </svg>
            </button>
            {onPanel ? (
              <ConsentPanel
                labels={labels}
                headingId={headingId}
                draft={consent.draft}
                onChange={consent.setDraft}
                onRejectAll={consent.rejectAll}
                onSave={consent.save}
                onAcceptAll={consent.acceptAll}
              />
            ) : (
              <ConsentNotice
                labels={labels}
                links={links}
                headingId={headingId}
                pending={consent.prerendered}
                onManage={consent.showPanel}
                onRejectAll={consent.rejectAll}
                onAcceptAll={consent.acceptAll}
              />
            )}
          </div>
          {/* Last, so the stylesheet can keep the notice invisible until it is parsed whole
              (app/public.css says why). */}
          <span data-banner-end="" hidden />
        </div>
      )}
      <ConsentedScripts granted={consent.granted} gaId={gaId} pixelId={pixelId} />
    </>
  );
}
