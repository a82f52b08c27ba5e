import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { CookieConsent } from '@/components/consent/cookie-consent';
import type { ConsentLabels } from '@/components/consent/consent-labels';
import { CookiePreferencesButton } from '@/components/consent/cookie-preferences-button';
import it_ from '@/messages/it.json';
import { trackPixelEvent } from '@/lib/browser/pixel';

const labels = it_.consent as unknown as ConsentLabels;
const links = { privacy: '/privacy-policy', cookies: '/cookie-policy' };
const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 201 }));

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const sentBody = () =>
  JSON.parse((fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit])[1].body as string);

function renderBanner() {
  return render(
    <>
      <CookieConsent labels={labels} links={links} policyVersion="2026-11-01" />
      <CookiePreferencesButton label={it_.consent.footerButton} />
    </>,
  );
}

describe('CookieConsent', () => {
  it('has the pixel take an event reported right after marketing consent', async () => {
    render(
      <CookieConsent labels={labels} links={links} policyVersion="2026-11-01" pixelId="123" />,
    );
    const accept = await screen.findByRole('button', { name: 'Accetta tutti' });
    // In the same task as the click, as the partner panel does when opened at once.
    act(() => fireEvent.click(accept));
    trackPixelEvent('ViewContent', { content_name: 'partner_offer' });
    const fbq = (window as unknown as { fbq?: { queue: unknown[][] } }).fbq;
    expect(fbq?.queue.at(-1)).toEqual(['track', 'ViewContent', { content_name: 'partner_offer' }]);
    delete (window as unknown as { fbq?: unknown }).fbq;
    delete (window as unknown as { _fbq?: unknown })._fbq;
    document.head.querySelectorAll('script[src*="facebook"]').forEach((s) => s.remove());
  });

  it('shows the short notice with reject as a primary action next to accept', async () => {
    renderBanner();
    const dialog = await screen.findByRole('dialog', { name: labels.dialogLabel });
    expect(dialog).toHaveTextContent('Questo sito utilizza i cookie');
    const reject = screen.getByRole('button', { name: 'Rifiuta tutti' });
    const accept = screen.getByRole('button', { name: 'Accetta tutti' });
    expect(reject.className).toBe(accept.className);
    expect(screen.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
  });

  it('closing keeps only necessary cookies and records the close', async () => {
    renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: /Chiudi/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem('cookie-preferences')!)).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
    expect(fetchMock).toHaveBeenCalledWith('/api/consent', expect.anything());
    expect(sentBody()).toMatchObject({ action: 'close', policyVersion: '2026-11-01' });
  });

  it('saves the toggled categories and reopens from the footer with them', async () => {
    renderBanner();
    await userEvent.click(await screen.findByRole('button', { name: 'Gestisci preferenze' }));
    expect(screen.getByRole('switch', { name: 'Necessari' })).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Marketing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salva preferenze' }));
    expect(sentBody()).toMatchObject({
      action: 'save',
      categories: { marketing: true, analytics: false },
    });
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Preferenze cookie' }));
    expect(screen.getByRole('heading', { name: 'Preferenze cookie' })).toHaveFocus();
    expect(screen.getByRole('switch', { name: 'Marketing' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('stays hidden with a valid stored choice', async () => {
    localStorage.setItem('cookie-consent', 'true');
    localStorage.setItem(
      'cookie-preferences',
      JSON.stringify({ necessary: true, analytics: false, marketing: false, functional: false }),
    );
    localStorage.setItem(
      'cookie-consent-meta',
      JSON.stringify({ decidedAt: new Date().toISOString(), policyVersion: '2026-11-01' }),
    );
    renderBanner();
    await act(() => Promise.resolve());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is in the pre-rendered HTML, marked so a stored choice can hide it before it paints', () => {
    const html = renderToString(
      <CookieConsent labels={labels} links={links} policyVersion="2026-11-01" />,
    );
    expect(html).toContain('data-cookie-banner=""');
    expect(html).toContain('data-prerendered=""');
    expect(html).toContain(labels.rejectAll);
    // Until React hydrates, the buttons cannot act: they say so instead of ignoring a tap.
    expect(html.match(/aria-disabled="true"/g)).toHaveLength(4);
  });

  it('drops the pre-rendered mark once the browser has read the stored choice', async () => {
    renderBanner();
    await act(() => Promise.resolve());
    expect(screen.getByRole('dialog')).not.toHaveAttribute('data-prerendered');
    expect(screen.getByRole('button', { name: 'Rifiuta tutti' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});
