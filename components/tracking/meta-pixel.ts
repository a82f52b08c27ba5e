/**
 * The Meta pixel (docs/product.md §4 "Applying consent"), apart from GA4's code
 * (./third-party.ts, loaded on demand): its `fbq` stub must exist as soon as marketing consent
 * is given, for the events the page reports right after (the partner panel's ViewContent).
 * Nothing here runs on import.
 */
import { withoutLegacyPhone } from '@/lib/browser/legacy-phone';

interface PixelStub {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: PixelStub;
  loaded: boolean;
  version: string;
}
type PixelWindow = Window & { fbq?: PixelStub; _fbq?: PixelStub };

/** Adds the async script `src` to the head, once. */
export function addScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Meta pixel: loaded and granted on marketing consent (window.fbq), revoked on withdrawal. */
export function applyPixelConsent(id: string, marketing: boolean): void {
  const win = window as PixelWindow;
  if (!marketing) {
    win.fbq?.('consent', 'revoke');
    return;
  }
  if (!win.fbq) {
    const stub = function fbqStub(...args: unknown[]) {
      if (stub.callMethod) stub.callMethod(...args);
      else stub.queue.push(args);
    } as PixelStub;
    stub.push = stub;
    stub.loaded = true;
    stub.version = '2.0';
    stub.queue = [];
    win.fbq = stub;
    win._fbq = win._fbq ?? stub;
    win.fbq('consent', 'grant');
    win.fbq('init', id);
    win.fbq('track', 'PageView');
    // The pixel reads the address itself: it loads once no old ?phone= is left in it (the
    // stub queues until then).
    withoutLegacyPhone(() => addScript('https://connect.facebook.net/en_US/fbevents.js'));
    return;
  }
  win.fbq('consent', 'grant');
}
