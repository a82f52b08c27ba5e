/**
 * GA4 and the pixel never see an old link's phone (components/tracking/third-party.ts): it is
 * moved to sessionStorage and out of the address before either loads, and GA4's page view of
 * the load names the page through publicUrl (lib/public-url.ts).
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

describe('GA4', () => {
  it("sends the load's page view with publicUrl's page_location, after the phone left the address", () => {
    applyGoogleConsent('G-TEST123456', true, true);
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

  it('loads nothing and leaves the address alone without analytics consent', () => {
    applyGoogleConsent('G-TEST123456', false, false);
    expect(win.dataLayer).toBeUndefined();
    expect(window.location.search).toContain('phone=');
  });
});

describe('the pixel', () => {
  it('is loaded only once the phone has left the address it reads', () => {
    applyPixelConsent('1234567890', true);
    expect(typeof win.fbq).toBe('function');
    expect(window.location.href).not.toContain('3471234567');
    expect(window.sessionStorage.getItem('verify-phone')).toBe('+393471234567');
  });
});
