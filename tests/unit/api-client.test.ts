import { ApiError, apiRequest, errorMessage } from '@/lib/browser/api-client';

function respond(status: number, body: string, headers: Record<string, string> = {}) {
  const fetchMock = jest.fn().mockResolvedValue(new Response(body || null, { status, headers }));
  global.fetch = fetchMock;
  return fetchMock;
}

describe('apiRequest', () => {
  it('sends JSON with credentials and the page language', async () => {
    const fetchMock = respond(201, JSON.stringify({ leadId: 'abc' }));
    await expect(apiRequest('POST', '/api/leads', { a: 1 }, { locale: 'de' })).resolves.toEqual({
      leadId: 'abc',
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/leads');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Accept-Language': 'de',
    });
  });

  it('sends no body and no content type without a body', async () => {
    const fetchMock = respond(200, '{}');
    await apiRequest('GET', '/api/leads/1', undefined, { locale: 'it' });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('marks a background refresh (a poll) so it does not count as activity', async () => {
    const fetchMock = jest.fn().mockImplementation(async () => new Response('{}'));
    global.fetch = fetchMock;
    await apiRequest('GET', '/api/admin/visitors', undefined, { background: true });
    await apiRequest('GET', '/api/admin/visitors');
    const headers = fetchMock.mock.calls.map(([, init]) => (init as RequestInit).headers);
    expect(headers[0]).toMatchObject({ 'X-Background-Refresh': '1' });
    expect(headers[1]).not.toHaveProperty('X-Background-Refresh');
  });

  it('turns the error body into an ApiError', async () => {
    respond(
      429,
      JSON.stringify({
        error: { code: 'resend_too_soon', message: 'Attendi 42 secondi', retryAfter: 42 },
      }),
    );
    const error = await apiRequest('POST', '/api/resend-sms', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'resend_too_soon',
      message: 'Attendi 42 secondi',
      retryAfter: 42,
      fromServer: true,
    });
    expect(errorMessage(error, 'fallback')).toBe('Attendi 42 secondi');
  });

  it('keeps field messages of a 422', async () => {
    respond(
      422,
      JSON.stringify({
        error: { code: 'validation_failed', message: 'x', fields: { email: 'Email non valida' } },
      }),
    );
    const error = (await apiRequest('POST', '/api/leads', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.fields).toEqual({ email: 'Email non valida' });
  });

  it("reports '{status}: {body}' for a body that is not an error object, and hides it from people", async () => {
    respond(502, 'Bad gateway', { 'Retry-After': '30' });
    const error = (await apiRequest('GET', '/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('502: Bad gateway');
    expect(error.retryAfter).toBe(30);
    expect(errorMessage(error, 'Si è verificato un errore. Riprova.')).toBe(
      'Si è verificato un errore. Riprova.',
    );
  });

  it('maps a network failure to status 0', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('fetch failed'));
    const error = (await apiRequest('GET', '/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 0, code: 'network_error' });
  });
});
