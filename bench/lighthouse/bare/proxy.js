// The bare twin runs no proxy: this one matches no path (without this file Next would bundle
// the repository root's proxy.ts, as it does instrumentation.ts).
export function proxy() {}

export const config = { matcher: ['/__bare-never'] };
