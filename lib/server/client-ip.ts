/**
 * The client's IP address and its truncated form for storage.
 * Next sets X-Forwarded-For to the socket address when no proxy did; behind
 * TRUSTED_PROXY_HOPS proxies the client is that many entries from the right.
 */
import 'server-only';
import ipaddr from 'ipaddr.js';
import { env } from '@/env';

/** Strict check: dotted four-part IPv4 or IPv6 (ipaddr.isValid also takes forms like '1.2.3'). */
function isIpAddress(value: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(value) || ipaddr.IPv6.isValid(value);
}

/** Client IP as a normalised string (IPv4-mapped IPv6 unwrapped), or 'unknown'. */
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
