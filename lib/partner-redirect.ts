/**
 * Our redirect to the partner broker: records the click, then sends the visitor on. Apart from
 * ./offers.ts so that the link's island does not carry the offers' lists (docs/benchmarks.md).
 */
export const PARTNER_REDIRECT_PATH = '/go/partner';
