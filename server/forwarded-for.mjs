// The X-Forwarded-For hop of the production server (server/index.mjs); docs/decisions.md §6. Plain
// ESM so that node runs it without a build (and the standalone directory holds it beside the
// server: deploy/assemble.sh); types in forwarded-for.d.mts.

/**
 * The X-Forwarded-For header the next hop sees: the incoming chain (what the client and any
 * proxies in front claimed) with the TCP peer's address appended, as a proxy does. The last
 * entry is therefore always the peer, which the sender cannot choose; lib/server/http/client-ip.ts
 * walks the chain from there and believes an entry only while the hop to its right is a
 * trusted proxy (TRUSTED_PROXIES), skipping at most TRUSTED_PROXY_HOPS of them.
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
