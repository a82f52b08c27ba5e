/**
 * The route wrapper checks Origin by method: a bodyless POST or DELETE
 * (logout, erase, replay) from another site is refused before its handler runs.
 */
import { NextRequest } from 'next/server';
import { withJson } from '@/lib/server/http/route';

const handler = jest.fn(async () => new Response(null, { status: 204 }));
const endpoint = withJson({}, handler);

function send(method: string, origin?: string) {
  const request = new NextRequest('http://localhost:3000/api/admin/logout', {
    method,
    headers: { host: 'localhost:3000', ...(origin ? { origin } : {}) },
  });
  return endpoint(request, { params: Promise.resolve({}) });
}

beforeEach(() => handler.mockClear());

describe('Origin check by method', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'refuses a bodyless cross-site %s with 403 before the handler',
    async (method) => {
      const res = await send(method, 'https://evil.example');
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('forbidden_origin');
      expect(handler).not.toHaveBeenCalled();
    },
  );

  it('lets a same-origin bodyless POST through', async () => {
    const res = await send('POST', 'http://localhost:3000');
    expect(res.status).toBe(204);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not check Origin on GET (a read changes nothing)', async () => {
    const res = await send('GET', 'https://evil.example');
    expect(res.status).toBe(204);
  });
});
