/**
 * The Conversions API card of the webhooks tab: its settings, and its own delivery log with
 * Meta's answer per attempt.
 */
import { screen } from '@testing-library/react';
import type { Delivery } from '@/lib/contracts/admin/deliveries';
import { MetaCapiCard } from '@/components/admin/webhooks/meta-capi-card';
import { jsonResponse, mockFetch, renderAdmin } from './support/render';

const delivered: Delivery = {
  id: 'msg_0123456789abcdefghjkmnpqrs',
  channel: 'meta',
  eventType: 'Lead',
  status: 'delivered',
  attemptCount: 1,
  nextAttemptAt: null,
  lastError: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  deliveredAt: '2026-11-25T10:00:01.000Z',
  subject: null,
  attempts: [
    {
      attemptNo: 1,
      startedAt: '2026-11-25T10:00:00.500Z',
      durationMs: 120,
      statusCode: 200,
      ok: true,
      error: null,
      responseSnippet: 'events_received=1 fbtrace_id=AbC',
    },
  ],
};

describe('Meta Conversions API card', () => {
  it("shows the pixel, the endpoint, the test code and the log's events_received", async () => {
    const fetchMock = mockFetch().mockImplementation(async () =>
      jsonResponse(200, { deliveries: [delivered] }),
    );
    renderAdmin(
      <MetaCapiCard
        meta={{
          enabled: true,
          pixelId: '123456789012345',
          url: 'https://graph.facebook.com/v24.0/123456789012345/events',
          testEventCode: 'TEST4242',
        }}
      />,
    );
    expect(screen.getByText('Attiva')).toBeInTheDocument();
    expect(screen.getByText('123456789012345')).toBeInTheDocument();
    expect(screen.getByText(/TEST4242/)).toBeInTheDocument();
    expect(await screen.findByText(/events_received=1/)).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/deliveries?channel=meta');
  });

  it("explains a failed event's error in Italian and keeps Meta's words", async () => {
    const raw = 'Meta error 100: Invalid parameter';
    const failed: Delivery = {
      ...delivered,
      status: 'failed',
      lastError: raw,
      deliveredAt: null,
      attempts: [{ ...delivered.attempts[0]!, ok: false, statusCode: 400, error: raw }],
    };
    mockFetch().mockImplementation(async () => jsonResponse(200, { deliveries: [failed] }));
    renderAdmin(
      <MetaCapiCard meta={{ enabled: true, pixelId: '1', url: null, testEventCode: null }} />,
    );
    expect(
      await screen.findByText('Meta ha rifiutato la richiesta come non valida.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Controlla l'ID del pixel in META_PIXEL_ID/)).toBeInTheDocument();
    expect(screen.getByText(raw, { selector: 'details code' })).toBeInTheDocument();
  });

  it('says how to turn it on when it is off', async () => {
    mockFetch().mockImplementation(async () => jsonResponse(200, { deliveries: [] }));
    renderAdmin(
      <MetaCapiCard meta={{ enabled: false, pixelId: null, url: null, testEventCode: null }} />,
    );
    expect(screen.getByText('Non configurata')).toBeInTheDocument();
    expect(screen.getByText(/META_CAPI_ACCESS_TOKEN/)).toBeInTheDocument();
    expect(await screen.findByText('Ancora nessun messaggio.')).toBeInTheDocument();
  });
});
