/**
 * The admin session token read by proxy.ts and every admin handler (lib/server/auth/admin-token.ts).
 * Decoded tokens are remembered per process; what was refused stays refused:
 * an expired token, though read before, and a token altered by one character.
 */
import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import { adminCookieName, readAdminToken } from '@/lib/server/auth/admin-token';
import { authSecret } from '@/lib/server/auth/secret';

const request = (token: string) =>
  new NextRequest('http://localhost:3000/api/leads', {
    headers: { cookie: `${adminCookieName()}=${token}` },
  });

const token = (sid: string, maxAge: number) =>
  encode({ token: { sid }, secret: authSecret(), maxAge });

afterEach(() => jest.useRealTimers());

it('refuses a token once it has expired, although it was accepted before', async () => {
  jest.useFakeTimers({
    now: new Date('2026-11-24T08:00:00Z'),
    doNotFake: ['nextTick', 'setImmediate'],
  });
  const value = await token('6f1c1c52-2a4b-4d1e-9c51-000000000001', 60);
  expect(await readAdminToken(request(value))).toMatchObject({ sid: expect.any(String) });
  expect(await readAdminToken(request(value))).toMatchObject({ sid: expect.any(String) });
  jest.setSystemTime(new Date('2026-11-24T08:02:00Z'));
  expect(await readAdminToken(request(value))).toBeNull();
});

it('refuses an altered token after the genuine one was read', async () => {
  const value = await token('6f1c1c52-2a4b-4d1e-9c51-000000000002', 3600);
  expect(await readAdminToken(request(value))).not.toBeNull();
  const last = value.at(-2) === 'A' ? 'B' : 'A';
  expect(await readAdminToken(request(`${value.slice(0, -2)}${last}${value.at(-1)}`))).toBeNull();
  expect(await readAdminToken(request(`${value}x`))).toBeNull();
});
