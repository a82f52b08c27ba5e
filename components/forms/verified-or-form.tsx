'use client';
/**
 * A registration form (`children`, server-rendered) that gives way to the verified-lead panel
 * (./guide-ready.tsx) once this browser's lead is known to be verified: the home page's twin
 * of what the campaign pages do (./campaign-form-fields.tsx). The panel speaks the lead's
 * language and leads to its student area, whatever the page's language.
 */
import { Suspense, type ReactNode } from 'react';
import { ebookFor } from '@/lib/campaigns/campaign';
import type { GuideReadyCopy } from './guide-ready';
import { LazyGuideReady } from './lazy-guide-ready';
import { useVerifiedLeadLocale } from './use-verified-lead';

/** `copies`: the panel's texts in both languages; `locale`: the page's. */
export function VerifiedOrForm({
  copies,
  locale,
  children,
}: {
  copies: Record<'it' | 'de', GuideReadyCopy>;
  locale: 'it' | 'de';
  children: ReactNode;
}) {
  const leadLocale = useVerifiedLeadLocale(locale);
  if (!leadLocale) return children;
  // Client-only: the lead is known after an effect, never while rendering on the server.
  const campaign = new URLSearchParams(window.location.search).get('campaign');
  // The form stays until the panel's code has loaded.
  return (
    <Suspense fallback={children}>
      <div
        lang={leadLocale}
        className="rounded-lg border bg-card p-6 text-card-foreground shadow-xl"
      >
        <LazyGuideReady
          copy={copies[leadLocale]}
          ebook={ebookFor(window.location.pathname, campaign)}
          locale={leadLocale}
          buttonClass="bg-accent text-accent-foreground hover:bg-accent-hover"
        />
      </div>
    </Suspense>
  );
}
