// The client-address rule of the production server (scripts/server.mjs; DESIGN.md §6).
// Plain ESM so that node runs it without a build; types in forwarded-for.d.mts.

/**
 * The X-Forwarded-For header the app sees: the incoming chain (what the client and any
 * proxies in front claimed) with the TCP peer's address appended, exactly what a proxy
 * does. lib/server/client-ip.ts takes entry `length - 1 - TRUSTED_PROXY_HOPS`, so with 0
 * hops the client address is always the TCP peer's, whatever the client wrote, and with N
 * trusted proxies it is the N-th entry from the right of this chain.
 *
 * @param {string | string[] | undefined} incoming the request's X-Forwarded-For (Node joins
 *   repeated headers with ', '; an array is accepted too)
 * @param {string | undefined} peer the socket's remoteAddress; undefined when the socket is
 *   already closed, then 'unknown' is appended (never a header's value)
 * @returns {string} a comma-separated chain, blanks and empty entries removed
 */
export function forwardedFor(incoming, peer) {
  const chain = [incoming ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((entry) => entry.trim())
    .filter(Boolean);
  chain.push(peer || 'unknown');
  return chain.join(', ');
}
