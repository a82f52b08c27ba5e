/**
 * GA4 (Consent Mode v2) and the Meta pixel (./meta-pixel.ts), injected from the app's own
 * bundle (no inline script, so the CSP needs no extra allowance). GA4's part loads only when
 * there is a consent to apply (./consented-scripts.tsx). Called only after the matching consent
 * (docs/product.md §4 "Applying consent"); nothing here runs on import.
 * Neither sees personal data in the page's address (README "Security"): an old link's
 * `?phone=` is moved to sessionStorage before either script is loaded, and GA4's page view of the
 * load gets its `page_location` / `page_referrer` from publicUrl (lib/site/public-url.ts). The
 * pixel, and GA4 on later in-app page changes, read the address itself, which holds none.
 */
import { publicUrl } from '@/lib/site/public-url';
import { withoutLegacyPhone } from '@/lib/browser/legacy-phone';
import { addScript } from './meta-pixel';

export { applyPixelConsent } from './meta-pixel';

type Command = (...args: unknown[]) => void;
type TrackingWindow = Window & {
  dataLayer?: unknown[];
  gtag?: Command;
} & Record<string, unknown>;

const w = () => window as unknown as TrackingWindow;

/** GA4 tags whose start was queued (their script may wait for an old ?phone= to leave). */
const startedTags = new Set<string>();

/** gtag() with Consent Mode v2 defaults: every storage denied until updated. */
function gtag(): Command {
  const win = w();
  if (!win.gtag) {
    win.dataLayer = win.dataLayer ?? [];
    win.gtag = function gtagShim() {
      // gtag.js reads the Arguments object itself, not an array copy.
      // eslint-disable-next-line prefer-rest-params
      win.dataLayer!.push(arguments);
    };
    win.gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
  }
  return win.gtag;
}

/** GA4's page fields from publicUrl: what GA would otherwise read from the address itself. */
export function gaPageFields(): { page_location?: string; page_referrer?: string } {
  const fields: { page_location?: string; page_referrer?: string } = {};
  const location = publicUrl(window.location.href);
  if (location) fields.page_location = location;
  const referrer = document.referrer ? publicUrl(document.referrer) : null;
  if (referrer) fields.page_referrer = referrer;
  return fields;
}

/** Consent Mode v2 update from the visitor's choice; loads gtag.js on analytics consent. */
export function applyGoogleConsent(id: string, analytics: boolean, marketing: boolean): void {
  const win = w();
  if (!analytics && !win.gtag) return; // never loaded, nothing to tell
  const state = (on: boolean) => (on ? 'granted' : 'denied');
  win[`ga-disable-${id}`] = !analytics; // after a withdrawal GA sends nothing at all
  gtag()('consent', 'update', {
    analytics_storage: state(analytics),
    ad_storage: state(marketing),
    ad_user_data: state(marketing),
    ad_personalization: state(marketing),
  });
  if (!analytics) return;
  const src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  if (!startedTags.has(id) && !document.querySelector(`script[src="${src}"]`)) {
    startedTags.add(id);
    gtag()('js', new Date());
    // The load's page_view carries the publicUrl fields as event parameters (set in `config`
    // they would stick to every later event, the history-change page views included).
    gtag()('config', id, { send_page_view: false });
    gtag()('event', 'page_view', { ...gaPageFields(), send_to: id });
    withoutLegacyPhone(() => addScript(src));
  }
}
