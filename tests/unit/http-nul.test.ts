/**
 * Unstorable text (found by the fuzzer): PostgreSQL text cannot hold U+0000,
 * and Prisma's query protocol rejects lone surrogates, so either in a JSON body (or a NUL in a
 * query value) reached the database as a 500 (the funnel filter; admin sign-in). The route
 * wrapper now refuses them as a 4xx before the handler runs.
 */
import * as z from 'zod/mini';
import { NextRequest } from 'next/server';
import { withJson } from '@/lib/server/http/route';

const handler = jest.fn(async () => new Response(null, { status: 204 }));
const endpoint = withJson(
  { body: z.object({ name: z.string() }), query: z.object({ q: z.optional(z.string()) }) },
  handler,
);

function send(path: string, body: string) {
  const request = new NextRequest(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000' },
    body,
  });
  return endpoint(request, { params: Promise.resolve({}) });
}

beforeEach(() => handler.mockClear());

describe('NUL in input', () => {
  it('refuses a NUL inside a JSON string with 422, before the handler', async () => {
    const res = await send('/api/x', '{"name":"Giu\\u0000lia"}');
    expect(res.status).toBe(422);
    expect((await res.json()).error.code).toBe('validation_failed');
    expect(handler).not.toHaveBeenCalled();
  });

  it('refuses a NUL inside a JSON key', async () => {
    expect((await send('/api/x', '{"name":"a","\\u0000":1}')).status).toBe(422);
  });

  it('refuses a lone surrogate (not Unicode) in a JSON string or key with 422', async () => {
    expect((await send('/api/x', '{"name":"Giu\\ud800lia"}')).status).toBe(422);
    expect((await send('/api/x', '{"name":"a","\\udfff":1}')).status).toBe(422);
    // A well-formed pair is fine.
    expect((await send('/api/x', '{"name":"\\ud83e\\udd84"}')).status).toBe(204);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('refuses a NUL in a query value with 400', async () => {
    const res = await send('/api/x?q=%00', '{"name":"Giulia"}');
    expect(res.status).toBe(400);
    expect(handler).not.toHaveBeenCalled();
  });

  it('accepts the same input without the NUL', async () => {
    expect((await send('/api/x?q=rossi', '{"name":"Giulia"}')).status).toBe(204);
  });
});
