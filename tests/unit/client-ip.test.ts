import { clientIp, truncateIp } from '@/lib/server/client-ip';
import { forwardedFor } from '@/scripts/forwarded-for.mjs';

const request = (xff?: string) =>
  new Request('http://localhost:3000/api/leads', {
    headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
  });

describe('truncateIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['198.51.100.0', '198.51.100.0'],
    ['10.1.2.255', '10.1.2.0'],
    ['255.255.255.255', '255.255.255.0'],
  ])('keeps the /24 network of IPv4 %s', (ip, expected) => {
    expect(truncateIp(ip)).toBe(expected);
  });

  it.each([
    ['2001:db8:abcd:12:34::1', '2001:db8:abcd::'],
    ['2001:0db8:abcd:ffff:ffff:ffff:ffff:ffff', '2001:db8:abcd::'],
    ['2a01:4f8:c17:1234::2', '2a01:4f8:c17::'],
    ['::1', '::'],
  ])('keeps the /48 network of IPv6 %s', (ip, expected) => {
    expect(truncateIp(ip)).toBe(expected);
  });

  it('unwraps an IPv4-mapped IPv6 address and truncates it as IPv4', () => {
    expect(truncateIp('::ffff:192.168.1.77')).toBe('192.168.1.0');
    expect(truncateIp('::ffff:c0a8:14d')).toBe('192.168.1.0');
  });

  it.each([
    '',
    'unknown',
    'not-an-ip',
    '999.1.1.1',
    '203.0.113.7:443',
    '[2001:db8::1]',
    '2001:db8::1/64',
    '1.2.3.4.5',
    '2001:db8:::1',
  ])('returns null for %j', (garbage) => {
    expect(truncateIp(garbage)).toBeNull();
  });
});

describe('clientIp', () => {
  it('reads the last X-Forwarded-For entry (no trusted proxy hops by default)', () => {
    expect(clientIp(request('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientIp(request('198.51.100.1, 10.0.0.2, 203.0.113.9'))).toBe('203.0.113.9');
  });

  it('ignores blanks and empty entries around the addresses', () => {
    expect(clientIp(request(' 198.51.100.1 ,  203.0.113.9 , '))).toBe('203.0.113.9');
  });

  it('normalises IPv6 and unwraps IPv4-mapped addresses', () => {
    expect(clientIp(request('2001:0db8:0000:0000:0000:0000:0000:0001'))).toBe('2001:db8::1');
    expect(clientIp(request('::ffff:203.0.113.5'))).toBe('203.0.113.5');
  });

  it("returns 'unknown' for garbage or a missing header", () => {
    expect(clientIp(request('not-an-ip'))).toBe('unknown');
    expect(clientIp(request('198.51.100.1, garbage'))).toBe('unknown');
    expect(clientIp(request(''))).toBe('unknown');
    expect(clientIp(request())).toBe('unknown');
  });

  it('skips TRUSTED_PROXY_HOPS entries from the right', () => {
    const saved = process.env.TRUSTED_PROXY_HOPS;
    process.env.TRUSTED_PROXY_HOPS = '1';
    try {
      jest.isolateModules(() => {
        const fresh = require('@/lib/server/client-ip') as typeof import('@/lib/server/client-ip');
        expect(fresh.clientIp(request('198.51.100.1, 203.0.113.9, 10.0.0.1'))).toBe('203.0.113.9');
        // Fewer entries than hops: the leftmost one.
        expect(fresh.clientIp(request('203.0.113.9'))).toBe('203.0.113.9');
      });
    } finally {
      if (saved === undefined) delete process.env.TRUSTED_PROXY_HOPS;
      else process.env.TRUSTED_PROXY_HOPS = saved;
    }
  });
});

describe('shorthand IPv4 forms', () => {
  it('are not taken for addresses', () => {
    expect(truncateIp('1.2.3')).toBeNull();
    expect(
      clientIp(new Request('http://localhost/', { headers: { 'x-forwarded-for': '1' } })),
    ).toBe('unknown');
  });
});

describe('forwardedFor (the production server, scripts/server.mjs)', () => {
  it('appends the TCP peer to the incoming chain, or sets it alone', () => {
    expect(forwardedFor(undefined, '203.0.113.7')).toBe('203.0.113.7');
    expect(forwardedFor('', '203.0.113.7')).toBe('203.0.113.7');
    expect(forwardedFor('198.51.100.1, 10.0.0.2', '10.0.0.1')).toBe(
      '198.51.100.1, 10.0.0.2, 10.0.0.1',
    );
    expect(forwardedFor(['198.51.100.1', ' 10.0.0.2 ,'], '::1')).toBe(
      '198.51.100.1, 10.0.0.2, ::1',
    );
  });

  it("appends 'unknown', never a header's value, when the socket has no address", () => {
    expect(forwardedFor('198.51.100.1', undefined)).toBe('198.51.100.1, unknown');
  });

  /** clientIp as the app sees it behind scripts/server.mjs, with `hops` trusted proxies. */
  function ipBehindServer(hops: number, incoming: string | undefined, peer: string): string {
    const saved = process.env.TRUSTED_PROXY_HOPS;
    process.env.TRUSTED_PROXY_HOPS = String(hops);
    try {
      let ip = '';
      jest.isolateModules(() => {
        const fresh = require('@/lib/server/client-ip') as typeof import('@/lib/server/client-ip');
        ip = fresh.clientIp(request(forwardedFor(incoming, peer)));
      });
      return ip;
    } finally {
      if (saved === undefined) delete process.env.TRUSTED_PROXY_HOPS;
      else process.env.TRUSTED_PROXY_HOPS = saved;
    }
  }

  it('with no trusted proxy, yields the TCP peer whatever X-Forwarded-For says', () => {
    for (const forged of [undefined, '1.2.3.4', '1.2.3.4, 5.6.7.8', 'garbage', ', ,']) {
      expect(ipBehindServer(0, forged, '203.0.113.7')).toBe('203.0.113.7');
    }
    expect(ipBehindServer(0, '1.2.3.4', '::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('behind N proxies, yields the N-th entry from the right of the chain they built', () => {
    // One proxy (nginx: X-Forwarded-For $remote_addr) at 10.0.0.1; the client is 198.51.100.9.
    expect(ipBehindServer(1, '198.51.100.9', '10.0.0.1')).toBe('198.51.100.9');
    // Two proxies appending: CDN saw 198.51.100.9 (and a forged entry before it), LB 10.0.0.2.
    expect(ipBehindServer(2, '6.6.6.6, 198.51.100.9, 10.0.0.2', '10.0.0.1')).toBe('198.51.100.9');
  });
});
