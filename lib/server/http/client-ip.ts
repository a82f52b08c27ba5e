/**
 * The client's IP address, the subject of per-address limits and the truncated form kept in
 * storage (docs/decisions.md §6).
 * Route handlers cannot see the socket, so the address comes from X-Forwarded-For as the
 * production server (server/index.mjs) rewrites it: the incoming chain with the TCP peer's
 * address appended, so the last entry is always the peer. clientIp walks that chain from the
 * right: an entry is believed only while the hop to its right is a trusted proxy
 * (TRUSTED_PROXIES), and at most TRUSTED_PROXY_HOPS hops are skipped. A client reaching the
 * port directly is therefore its own TCP peer, whatever it wrote in the header.
 * Not safe under plain `next start`, which keeps an incoming X-Forwarded-For and only fills
 * it in when absent: the last entry would then be the client's own claim.
 */
import 'server-only';
import ipaddr from 'ipaddr.js';
import { env } from '@/env';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Strict check: dotted four-part IPv4 or IPv6 (ipaddr.isValid also takes forms like '1.2.3'). */
function isIpAddress(value: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(value) || ipaddr.IPv6.isValid(value);
}

/** An IPv4 address with a port, `1.2.3.4:5678`, or a bracketed IPv6 one, `[2001:db8::1]:443`. */
const WITH_PORT = /^(?:(\d{1,3}(?:\.\d{1,3}){3})|\[([0-9A-Fa-f:.]+)\])(?::(\d{1,5}))?$/;

/**
 * The address in an X-Forwarded-For entry, IPv4-mapped IPv6 unwrapped (a dual-stack socket
 * reports IPv4 so): a bare address, or one written with a port as some proxies and load
 * balancers do (`1.2.3.4:5678`, `[2001:db8::1]:443`, `[2001:db8::1]`). Null for anything else.
 */
function addressOf(entry: string): Address | null {
  if (isIpAddress(entry)) return ipaddr.process(entry);
  const match = WITH_PORT.exec(entry);
  if (!match || Number(match[3] ?? 0) > 65_535) return null;
  const address = match[1] ?? match[2]!;
  const valid = match[1]
    ? ipaddr.IPv4.isValidFourPartDecimal(address)
    : ipaddr.IPv6.isValid(address);
  return valid ? ipaddr.process(address) : null;
}

/**
 * A CIDR range as matched against unwrapped addresses: an IPv4-mapped IPv6 range
 * (::ffff:10.0.0.0/104) becomes the IPv4 range it covers.
 */
function parseRange(cidr: string): [Address, number] {
  const [address, bits] = ipaddr.parseCIDR(cidr);
  return address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress() && bits >= 96
    ? [address.toIPv4Address(), bits - 96]
    : [address, bits];
}

/** TRUSTED_PROXIES, parsed once; env.ts has already checked that each is a CIDR range. */
const trustedRanges = env.TRUSTED_PROXIES.map(parseRange);

/** Whether a hop is one of ours: its address lies in a TRUSTED_PROXIES range. */
function isTrustedProxy(address: Address): boolean {
  // ipaddr's match throws across kinds, so IPv4 addresses meet only IPv4 ranges.
  return trustedRanges.some(
    ([range, bits]) => range.kind() === address.kind() && address.match(range, bits),
  );
}

/**
 * The client's IP as a normalised string (IPv4-mapped IPv6 unwrapped), or 'unknown'.
 * Input: the request whose X-Forwarded-For server/index.mjs has rewritten (peer last).
 * From the right, each entry that is a trusted proxy's address is skipped, at most
 * TRUSTED_PROXY_HOPS of them, and the entry reached is the client: an untrusted hop ends the
 * walk, because what lies left of it was written by someone we do not trust. Fewer entries
 * than hops: the leftmost one. Entries may carry a port (`1.2.3.4:5678`, `[2001:db8::1]:443`).
 * An entry reached that is not an address (a proxy passing on junk) gives the TCP peer, the
 * last entry: junk neither earns a fresh rate-limit subject nor puts every such request in
 * one shared bucket. 'unknown' only when the peer itself is not an address (or the header is
 * missing, as under plain `next start` without a proxy); never throws.
 */
export function clientIp(request: Request): string {
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  let index = chain.length - 1;
  for (let skipped = 0; skipped < env.TRUSTED_PROXY_HOPS && index > 0; skipped++) {
    const hop = addressOf(chain[index]!);
    if (!hop || !isTrustedProxy(hop)) break;
    index--;
  }
  const client = index >= 0 ? addressOf(chain[index]!) : null;
  const peer = chain.length > 0 ? addressOf(chain[chain.length - 1]!) : null;
  return (client ?? peer)?.toString() ?? 'unknown';
}

/**
 * The subject of per-address limits: an IPv4 address as it is, an IPv6 address as its /64
 * network ('2001:db8:1:2::/64'), because one customer is handed a whole /64 (RFC 6177) and
 * would otherwise get 2^64 fresh addresses to spread guesses over. 'unknown' stays as it is.
 */
export function limitSubject(ip: string): string {
  if (!isIpAddress(ip)) return ip;
  const address = ipaddr.process(ip);
  return address.kind() === 'ipv4'
    ? address.toString()
    : `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toRFC5952String()}/64`;
}

/**
 * GDPR data minimisation: IPv4 to its /24 network (a.b.c.0), IPv6 to its /48 network.
 * Returns null for anything that is not an IP address.
 */
export function truncateIp(ip: string): string | null {
  if (!isIpAddress(ip)) return null;
  const address = ipaddr.process(ip);
  return address.kind() === 'ipv4'
    ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/24`).toString()
    : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/48`).toRFC5952String();
}
