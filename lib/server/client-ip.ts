/**
 * The client's IP address and its truncated form for storage (DESIGN.md §6).
 * Route handlers cannot see the socket, so the address comes from X-Forwarded-For as the
 * production server (scripts/server.mjs) rewrites it: the incoming chain with the TCP peer's
 * address appended. The client is entry `length - 1 - TRUSTED_PROXY_HOPS`: with 0 hops the
 * TCP peer, whatever the client wrote; behind N trusted proxies that each append (or, for
 * the first, overwrite) the header, the N-th entry from the right.
 * Not safe under plain `next start`, which keeps an incoming X-Forwarded-For and only fills
 * it in when absent: a client could then pick its own address.
 */
import 'server-only';
import ipaddr from 'ipaddr.js';
import { env } from '@/env';

/** Strict check: dotted four-part IPv4 or IPv6 (ipaddr.isValid also takes forms like '1.2.3'). */
function isIpAddress(value: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(value) || ipaddr.IPv6.isValid(value);
}

/**
 * Client IP as a normalised string (IPv4-mapped IPv6 unwrapped), or 'unknown' when the
 * chosen entry is not an address. Fewer entries than hops: the leftmost one.
 */
export function clientIp(request: Request): string {
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const candidate = chain[Math.max(0, chain.length - 1 - env.TRUSTED_PROXY_HOPS)] ?? '';
  return isIpAddress(candidate) ? ipaddr.process(candidate).toString() : 'unknown';
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
