/** See forwarded-for.mjs: the incoming X-Forwarded-For chain with the TCP peer appended. */
export function forwardedFor(
  incoming: string | string[] | undefined,
  peer: string | undefined,
): string;
