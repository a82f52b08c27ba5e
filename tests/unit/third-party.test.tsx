/**
 * GA4 and the pixel never see an old link's phone (components/tracking/third-party.ts): it is
 * moved to sessionStorage and out of the address before either loads, and GA4's page view of
 * the load names the page through publicUrl (lib/site/public-url.ts).
 */
import { applyGoogleConsent, applyPixelConsent } from '@/components/tracking/third-party';

type Win = Window & { dataLayer?: IArguments[]; gtag?: unknown; fbq?: unknown; _fbq?: unknown };
const win = window as Win;

beforeEach(() => {
  delete win.dataLayer;
  delete win.gtag;
  delete win.fbq;
  delete win._fbq;
  document.head.innerHTML = '';
  window.sessionStorage.clear();
  window.history.replaceState(
    null,
    '',
    '/verify-sms?phone=%2B393471234567&redirect=%2Fdashboard&campaign=FB_AD_01&utm_source=facebook',
  );
});

const commands = () => (win.dataLayer ?? []).map((entry) => Array.from(entry));

/** The address at the moment each third-party script was added to the page. */
function addressesAtScriptLoad(): Map<string, string> {
  const seen = new Map<string, string>();
  const append = document.head.appendChild.bind(document.head);
  jest.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement) seen.set(node.src, window.location.href);
    return append(node);
  });
  return seen;
}

/** Lets the module that moves the phone load (a dynamic import) and run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => jest.restoreAllMocks());

describe('GA4', () => {
  it("sends the load's page view with publicUrl's page_location, and loads after the phone left the address", async () => {
    const loaded = addressesAtScriptLoad();
    applyGoogleConsent('G-TEST123456', true, true);
    await settle();
    expect([...loaded.keys()]).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST123456',
    ]);
    expect([...loaded.values()][0]).not.toContain('3471234567');
    expect(window.location.search).toBe(
      '?redirect=%2Fdashboard&campaign=FB_AD_01&utm_source=facebook',
    );
    expect(window.sessionStorage.getItem('verify-phone')).toBe('+393471234567');
    expect(commands()).toContainEqual(['config', 'G-TEST123456', { send_page_view: false }]);
    expect(commands()).toContainEqual([
      'event',
      'page_view',
      {
        page_location: 'http://localhost/verify-sms?campaign=FB_AD_01&utm_source=facebook',
        send_to: 'G-TEST123456',
      },
    ]);
    expect(JSON.stringify(commands())).not.toMatch(/3471234567|redirect/);
  });

  it('loads nothing and leaves the address alone without analytics consent', async () => {
    applyGoogleConsent('G-TEST123456', false, false);
    await settle();
    expect(win.dataLayer).toBeUndefined();
    expect(window.location.search).toContain('phone=');
  });
});

describe('the pixel', () => {
  it('is loaded only once the phone has left the address it reads', async () => {
    const loaded = addressesAtScriptLoad();
    applyPixelConsent('1234567890', true);
    expect(typeof win.fbq).toBe('function');
    await settle();
    expect([...loaded.keys()]).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    expect([...loaded.values()][0]).not.toContain('3471234567');
    expect(window.location.href).not.toContain('3471234567');
    expect(window.sessionStorage.getItem('verify-phone')).toBe('+393471234567');
  });
});
