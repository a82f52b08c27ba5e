/**
 * The last SMS in the back-office: the open detail of an unverified lead polls, so a failed
 * delivery receipt shows within seconds, and stops once the lead is verified; the funnel
 * names why the unverified are unverified.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { LeadDetailDialog } from '@/components/admin/leads/lead-detail-dialog';
import { LEAD_DETAIL_POLL_MS } from '@/components/admin/leads/use-lead-detail';
import { FunnelUnverified } from '@/components/admin/funnel/funnel-unverified';
import type { LastSms, LeadDetail } from '@/lib/contracts/admin/leads';
import { jsonResponse, mockFetch, renderAdmin } from './support/render';

const ID = '0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f';

const detail = (lastSms: LastSms | null, isVerified = false): { lead: LeadDetail } => ({
  lead: {
    id: ID,
    firstName: 'Mario',
    lastName: 'Rossi',
    email: 'mario.rossi@example.it',
    phone: '+393471110001',
    phoneDisplay: '+39 347 111 0001',
    experience: 'base',
    isVerified,
    priority: 'medium',
    campaignId: null,
    adSource: null,
    locale: 'it',
    createdAt: '2026-11-21T09:00:00.000Z',
    lastSms,
    verifiedAt: isVerified ? '2026-11-21T09:05:00.000Z' : null,
    isFreeAccess: false,
    freeAccessExpiresAt: null,
    registrationNumber: null,
    emailOptOutAt: null,
    lastTouch: {
      campaignId: null,
      source: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmContent: null,
      utmTerm: null,
      fbclid: null,
    },
    firstTouch: {
      landingPage: null,
      campaignId: null,
      source: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    },
    consents: [],
    consultations: [],
    notes: [],
    emails: [],
  },
});

const SENT: LastSms = {
  state: 'sent',
  errorCode: null,
  sentAt: '2026-11-21T09:00:01.000Z',
  receiptAt: null,
};

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  jest.useFakeTimers();
  fetchMock = mockFetch();
});
afterEach(() => jest.useRealTimers());

describe('lead detail', () => {
  it('shows a failed receipt within one poll while the lead is not verified', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, detail(SENT)));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        200,
        detail({ ...SENT, state: 'failed', errorCode: '5', receiptAt: '2026-11-21T09:00:09Z' }),
      ),
    );
    fetchMock.mockResolvedValue(jsonResponse(200, detail(SENT, true)));
    renderAdmin(<LeadDetailDialog id={ID} onClose={() => {}} />);
    expect(await screen.findByText(/SMS inviato, senza conferma/)).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(LEAD_DETAIL_POLL_MS));
    expect(
      await screen.findByText(/SMS non consegnato · codice di errore 5 · inviato il/),
    ).toBeInTheDocument();
    // The polls are background requests: they do not keep an idle admin session alive.
    const headers = fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(headers['X-Background-Refresh']).toBe('1');
    await act(() => jest.advanceTimersByTimeAsync(LEAD_DETAIL_POLL_MS));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    await act(() => jest.advanceTimersByTimeAsync(LEAD_DETAIL_POLL_MS * 3));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('lead detail contact', () => {
  it('shows the phone grouped for reading (dialled as E.164) and the language by name', async () => {
    jest.useRealTimers();
    fetchMock.mockResolvedValue(jsonResponse(200, detail(SENT)));
    renderAdmin(<LeadDetailDialog id={ID} onClose={() => {}} />);
    const phone = await screen.findByRole('link', { name: '+39 347 111 0001' });
    expect(phone).toHaveAttribute('href', 'tel:+393471110001');
    expect(screen.getByText('Lingua').nextSibling).toHaveTextContent(/^italiano$/);
  });
});

describe('funnel', () => {
  it('splits the unverified registrations by their last SMS', () => {
    renderAdmin(
      <FunnelUnverified
        unverified={{ smsNotDelivered: 3, smsUnconfirmed: 1, codeNotEntered: 2 }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Perché 6 registrati non sono verificati' }));
    expect(screen.getByText('SMS non arrivato').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('SMS consegnato, codice non inserito').nextSibling).toHaveTextContent(
      '2',
    );
  });
});
