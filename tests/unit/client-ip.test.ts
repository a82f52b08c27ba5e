import { clientIp, limitSubject, truncateIp } from '@/lib/server/http/client-ip';
import { forwardedFor } from '@/server/forwarded-for.mjs';

const request = (xff?: string) =>
  new Request('http://localhost:3000/api/leads', {
    headers: xff === undefined ? {} : { 'x-forwarded-for': xff },
  });

type ClientIpModule = typeof import('@/lib/server/http/client-ip');

/** Runs `read` against a fresh client-ip module (and env.ts) loaded with these variables. */
function withEnv<T>(vars: Record<string, string>, read: (module: ClientIpModule) => T): T {
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  Object.assign(process.env, vars);
  try {
    let result: T | undefined;
    jest.isolateModules(() => {
      result = read(require('@/lib/server/http/client-ip') as ClientIpModule);
    });
    return result as T;
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/**
 * clientIp as the app sees it behind server/index.mjs: `incoming` is the X-Forwarded-For
 * that reached the server, `peer` its TCP peer, `hops` TRUSTED_PROXY_HOPS; TRUSTED_PROXIES
 * is the default (loopback and private ranges) unless `proxies` is given.
 */
function ipBehindServer(
  hops: number,
  incoming: string | undefined,
  peer: string,
  proxies?: string,
): string {
  return withEnv(
    { TRUSTED_PROXY_HOPS: String(hops), ...(proxies ? { TRUSTED_PROXIES: proxies } : {}) },
    ({ clientIp: fresh }) => fresh(request(forwardedFor(incoming, peer))),
  );
}

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

describe('limitSubject', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(limitSubject('203.0.113.7')).toBe('203.0.113.7');
    expect(limitSubject('203.0.113.8')).toBe('203.0.113.8');
    expect(limitSubject('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('gives every IPv6 address of one /64 the same subject', () => {
    const subjects = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:1234:5678:9abc:def0',
    ].map(limitSubject);
    expect(new Set(subjects)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('gives different /64 networks different subjects', () => {
    expect(limitSubject('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(limitSubject('2001:db8:1:3::1')).not.toBe(limitSubject('2001:db8:1:2::1'));
    expect(limitSubject('2001:db8:2:2::1')).not.toBe(limitSubject('2001:db8:1:2::1'));
  });

  it("leaves 'unknown' as it is", () => {
    expect(limitSubject('unknown')).toBe('unknown');
  });
});

describe('clientIp', () => {
  it('reads the last X-Forwarded-For entry (no trusted proxy hops by default)', () => {
    expect(clientIp(request('203.0.113.7'))).toBe('203.0.113.7');
    expect(clientIp(request('198.51.100.1, 10.0.0.2, 203.0.113.9'))).toBe('203.0.113.9');
    // Even a trusted proxy's address: with 0 hops nothing left of the peer is believed.
    expect(clientIp(request('198.51.100.1, 127.0.0.1'))).toBe('127.0.0.1');
  });

  it('ignores blanks and empty entries around the addresses', () => {
    expect(clientIp(request(' 198.51.100.1 ,  203.0.113.9 , '))).toBe('203.0.113.9');
  });

  it('normalises IPv6 and unwraps IPv4-mapped addresses', () => {
    expect(clientIp(request('2001:0db8:0000:0000:0000:0000:0000:0001'))).toBe('2001:db8::1');
    expect(clientIp(request('::ffff:203.0.113.5'))).toBe('203.0.113.5');
  });

  it("returns 'unknown' only when the peer itself is garbage, or without a header", () => {
    expect(clientIp(request('not-an-ip'))).toBe('unknown');
    expect(clientIp(request('198.51.100.1, garbage'))).toBe('unknown');
    expect(clientIp(request(''))).toBe('unknown');
    expect(clientIp(request())).toBe('unknown');
  });

  it('reads an entry written with a port as its address', () => {
    expect(clientIp(request('1.2.3.4:5678'))).toBe('1.2.3.4');
    expect(clientIp(request('[2001:db8::1]:443'))).toBe('2001:db8::1');
    expect(clientIp(request('[2001:DB8:0::1]'))).toBe('2001:db8::1');
    expect(clientIp(request('[::ffff:203.0.113.5]:80'))).toBe('203.0.113.5');
    for (const junk of ['1.2.3.4:99999', '1.2.3.4:', '[2001:db8::1]:x', '[1.2.3.4]:80', '1.2.3:80'])
      expect(clientIp(request(junk))).toBe('unknown');
    withEnv({ TRUSTED_PROXY_HOPS: '2' }, ({ clientIp: fresh }) => {
      // Proxies that write ports: the hops are still recognised as trusted ones.
      expect(fresh(request('198.51.100.7:50123, 10.0.0.2:8080, 127.0.0.1'))).toBe('198.51.100.7');
      expect(fresh(request('[2001:db8:1::7]:50123, [fd00::2]:443, ::1'))).toBe('2001:db8:1::7');
    });
  });

  it('skips trusted hops from the right, at most TRUSTED_PROXY_HOPS of them', () => {
    withEnv({ TRUSTED_PROXY_HOPS: '1' }, ({ clientIp: fresh }) => {
      expect(fresh(request('198.51.100.1, 203.0.113.9, 10.0.0.1'))).toBe('203.0.113.9');
      // Fewer entries than hops: the leftmost one.
      expect(fresh(request('203.0.113.9'))).toBe('203.0.113.9');
    });
  });

  it('gives the TCP peer, not a shared bucket, when a trusted proxy hands on garbage', () => {
    withEnv({ TRUSTED_PROXY_HOPS: '1' }, ({ clientIp: fresh }) => {
      expect(fresh(request('garbage, 127.0.0.1'))).toBe('127.0.0.1');
      expect(fresh(request('unknown, 10.1.2.3'))).toBe('10.1.2.3');
    });
    withEnv({ TRUSTED_PROXY_HOPS: '2' }, ({ clientIp: fresh }) => {
      expect(fresh(request('198.51.100.7, junk, 10.0.0.1'))).toBe('10.0.0.1');
      // Two clients behind two proxies sending junk do not share one subject.
      expect(fresh(request('junk, 10.0.0.1'))).not.toBe(fresh(request('junk, 10.0.0.2')));
    });
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

describe('forwardedFor (the production server, server/index.mjs)', () => {
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
    expect(ipBehindServer(1, '198.51.100.1', undefined as unknown as string)).toBe('unknown');
  });
});

describe('the client address behind server/index.mjs', () => {
  it.each([0, 1, 2, 5])(
    'a client reaching the port directly is its TCP peer, whatever it forges (hops %i)',
    (hops) => {
      for (const forged of [undefined, '1.2.3.4', '1.2.3.4, 5.6.7.8', '127.0.0.1', 'garbage']) {
        expect(ipBehindServer(hops, forged, '203.0.113.9')).toBe('203.0.113.9');
      }
    },
  );

  it('one trusted proxy (nginx on loopback appending its peer) yields the client', () => {
    // With X-Forwarded-For $remote_addr (overwrite), or appending to a header the client left out.
    expect(ipBehindServer(1, '198.51.100.7', '127.0.0.1')).toBe('198.51.100.7');
    // Appending (proxy_add_x_forwarded_for) to a header the client forged.
    expect(ipBehindServer(1, '1.2.3.4, 198.51.100.7', '127.0.0.1')).toBe('198.51.100.7');
    // Too many hops configured: the walk still stops at the first untrusted address.
    expect(ipBehindServer(2, '1.2.3.4, 198.51.100.7', '127.0.0.1')).toBe('198.51.100.7');
  });

  it('a proxy outside TRUSTED_PROXIES is the client, not a source of entries', () => {
    // The peer 203.0.113.50 claims to forward 198.51.100.7; it is not one of ours.
    expect(ipBehindServer(1, '198.51.100.7', '203.0.113.50')).toBe('203.0.113.50');
    // Loopback left out of the list: a proxy there is not believed either.
    expect(ipBehindServer(1, '198.51.100.7', '127.0.0.1', '10.0.0.0/8')).toBe('127.0.0.1');
  });

  it('two proxies where only the inner one is trusted: the outer one is the client', () => {
    // A CDN at 203.0.113.50 (public, not listed) appends the client 198.51.100.7 after a
    // forged entry; the load balancer 10.0.0.2 (private: trusted) appends the CDN.
    const incoming = '1.2.3.4, 198.51.100.7, 203.0.113.50';
    expect(ipBehindServer(2, incoming, '10.0.0.2')).toBe('203.0.113.50');
    // Listing the CDN's range makes it a trusted hop too.
    const withCdn = '10.0.0.0/8, 203.0.113.0/24';
    expect(ipBehindServer(2, incoming, '10.0.0.2', withCdn)).toBe('198.51.100.7');
    // …but never more than TRUSTED_PROXY_HOPS hops.
    expect(ipBehindServer(1, incoming, '10.0.0.2', withCdn)).toBe('203.0.113.50');
  });

  it('two trusted proxies appending: the client left of both', () => {
    expect(ipBehindServer(2, '6.6.6.6, 198.51.100.9, 10.0.0.2', '10.0.0.1')).toBe('198.51.100.9');
  });

  it('IPv6 peers: direct clients, loopback and unique-local proxies', () => {
    expect(ipBehindServer(1, '1.2.3.4', '2001:db8:5::9')).toBe('2001:db8:5::9');
    expect(ipBehindServer(1, '2001:db8:1::7', '::1')).toBe('2001:db8:1::7');
    expect(ipBehindServer(1, '198.51.100.7', 'fd12:3456::1')).toBe('198.51.100.7');
    expect(ipBehindServer(2, '1.2.3.4, 2001:db8:1::7', '2001:db8:ffff::1')).toBe(
      '2001:db8:ffff::1',
    );
    expect(ipBehindServer(1, '2001:db8:1::7', '2001:db8:ffff::1', '2001:db8:ffff::/48')).toBe(
      '2001:db8:1::7',
    );
  });

  it('IPv4-mapped IPv6 peers (a dual-stack socket) count as the IPv4 address', () => {
    expect(ipBehindServer(1, '1.2.3.4', '::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(ipBehindServer(2, '1.2.3.4', '::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(ipBehindServer(1, '198.51.100.7', '::ffff:127.0.0.1')).toBe('198.51.100.7');
    expect(ipBehindServer(1, '::ffff:198.51.100.7', '::ffff:10.1.2.3')).toBe('198.51.100.7');
    // A range written in the mapped form covers the plain IPv4 addresses too.
    expect(ipBehindServer(1, '198.51.100.7', '203.0.113.50', '::ffff:203.0.113.0/120')).toBe(
      '198.51.100.7',
    );
  });
});

describe('TRUSTED_PROXIES', () => {
  it('refuses anything but CIDR ranges, naming the variable', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const bad of ['10.0.0.5', '10.0.0.0/33', 'loopback', '10.0.0.0/8, fe80::1%eth0/64']) {
        expect(() => ipBehindServer(1, undefined, '127.0.0.1', bad)).toThrow(
          /Invalid environment variables/,
        );
        expect(JSON.stringify(error.mock.calls)).toContain('TRUSTED_PROXIES');
        error.mockClear();
      }
    } finally {
      error.mockRestore();
    }
  });
});
