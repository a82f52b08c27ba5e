'use client';
/**
 * Visitor session (docs/product.md §4, §7): a session id in localStorage 'visitor_session_id'; the
 * first view of each page load posts the full record, client-side page changes and a 30 s
 * heartbeat post the page, and leaving sends a beacon. Location is resolved on the server;
 * failures are swallowed (docs/product.md §8). Renders nothing.
 *
 * Experiments: a view of a page under an experiment (its marker, lib/browser/experiment.ts)
 * carries `experiment: { id, variant }`, the exposure the server keeps on the session. With
 * analytics consent the variant is also kept in the cookie `ab_<id>` so that the proxy serves
 * it again; without it nothing is written, and withdrawing it deletes those cookies.
 */
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import {
  CONSENT_CHANGED_EVENT,
  randomId,
  readConsent,
  type CookieCategories,
} from '@/lib/browser/consent';
import {
  forgetExperimentVariants,
  keepExperimentVariant,
  readExperimentMarker,
} from '@/lib/browser/experiment';
import { STORAGE_KEYS } from '@/lib/browser/storage-keys';
import { withoutLegacyPhone } from '@/lib/browser/legacy-phone';

/** Heartbeat interval (docs/product.md §9). */
export const HEARTBEAT_MS = 30_000;

function sessionId(): string | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.visitorSessionId);
    if (stored && /^[\w-]{8,64}$/.test(stored)) return stored;
    const created = randomId();
    window.localStorage.setItem(STORAGE_KEYS.visitorSessionId, created);
    return created;
  } catch {
    return null; // storage blocked: no tracking
  }
}

const currentPage = () => `${window.location.pathname}${window.location.search}`.slice(0, 512);

function post(path: string, body: unknown): void {
  void fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}

/** Whether the stored cookie choice, still valid now, grants analytics (false if unreadable). */
function analyticsGranted(policyVersion: string): boolean {
  try {
    const stored = readConsent(window.localStorage, policyVersion, new Date());
    return stored.status === 'valid' && stored.categories.analytics;
  } catch {
    return false;
  }
}

/** The tracking island; rendered once per root layout. */
export function VisitorTracker({ policyVersion }: { policyVersion: string }) {
  const pathname = usePathname();
  const session = useRef<string | null>(null);
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    const id = session.current ?? (session.current = sessionId());
    if (!id || lastPath.current === pathname) return;
    const experiment = readExperimentMarker();
    const exposure = experiment ? { experiment } : {};
    if (lastPath.current === null) {
      const referrer = document.referrer.slice(0, 512) || 'Direct';
      // An old link's ?phone= leaves the address before the page is recorded (and before this
      // request's Referer carries it).
      withoutLegacyPhone(() =>
        post('/api/track-visitor', {
          sessionId: id,
          currentPage: currentPage(),
          referrer,
          ...exposure,
        }),
      );
    } else {
      post('/api/track-page', { sessionId: id, page: currentPage(), ...exposure });
    }
    if (experiment && analyticsGranted(policyVersion)) keepExperimentVariant(experiment);
    lastPath.current = pathname;
  }, [pathname, policyVersion]);

  // A choice made on this page applies at once: consent keeps the shown variant, a refusal or
  // a withdrawal deletes every variant cookie.
  useEffect(() => {
    const onConsent = (event: Event) => {
      const granted = (event as CustomEvent<CookieCategories | undefined>).detail;
      const experiment = readExperimentMarker();
      if (!granted?.analytics) forgetExperimentVariants();
      else if (experiment) keepExperimentVariant(experiment);
    };
    window.addEventListener(CONSENT_CHANGED_EVENT, onConsent);
    return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onConsent);
  }, []);

  useEffect(() => {
    const heartbeat = window.setInterval(() => {
      if (session.current)
        post('/api/track-page', { sessionId: session.current, page: currentPage() });
    }, HEARTBEAT_MS);
    const leave = () => {
      if (!session.current) return;
      const body = JSON.stringify({ sessionId: session.current, page: '', isActive: false });
      if (!navigator.sendBeacon?.('/api/track-page', body)) {
        post('/api/track-page', JSON.parse(body));
      }
    };
    const back = (event: PageTransitionEvent) => {
      if (event.persisted && session.current) {
        post('/api/track-page', { sessionId: session.current, page: currentPage() });
      }
    };
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.clearInterval(heartbeat);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
    };
  }, []);

  return null;
}
