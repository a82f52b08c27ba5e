/**
 * What a Meta error the app stored means for the operator: the stored text (the spend import's
 * run error, a Conversions API attempt's error, both written as "Meta error <code>: <Meta's
 * message>" or as one of the app's own sentences) read into a kind, which the back-office
 * explains in Italian with what to do (messages/admin/common.json `metaErrors`), the raw text
 * kept for support. Codes from Meta's Graph API error reference: 190 and 102 an access token
 * no longer valid, 10 and 200–299 a permission missing, 100 and 803 a parameter or object Meta
 * does not know, 4, 17, 32, 613 and 80000–80014 rate limits, 1 and 2 temporary faults.
 */
export const META_ERROR_KINDS = [
  'token',
  'permission',
  'parameter',
  'rateLimit',
  'transient',
  'network',
  'format',
  'tooOld',
  'abandoned',
  'notConfigured',
  'unknown',
] as const;
export type MetaErrorKind = (typeof META_ERROR_KINDS)[number];

function kindOfCode(code: number): MetaErrorKind | null {
  if (code === 190 || code === 102) return 'token';
  if (code === 10 || (code >= 200 && code <= 299)) return 'permission';
  if (code === 100 || code === 803) return 'parameter';
  if ([4, 17, 32, 613].includes(code) || (code >= 80000 && code <= 80014)) return 'rateLimit';
  if (code === 1 || code === 2) return 'transient';
  return null;
}

/** The app's own sentences (lib/server/channels/meta, the spend import's run store). */
const SENTENCES: [RegExp, MetaErrorKind][] = [
  [/^Meta did not answer/, 'network'],
  [/Meta asks to wait/, 'rateLimit'],
  [
    /cannot read|too many pages|leaves the Graph API host|malformed Meta event|received no event/,
    'format',
  ],
  [/older than 7 days/, 'tooOld'],
  [/stopped before it ended/, 'abandoned'],
  [/not configured/, 'notConfigured'],
];

/** The kind of the stored error `raw`; 'unknown' for a text none of the rules reads. */
export function metaErrorKind(raw: string): MetaErrorKind {
  const coded = /^Meta error (\d+):/.exec(raw);
  const byCode = coded ? kindOfCode(Number(coded[1])) : null;
  if (byCode) return byCode;
  const http = /^Meta error: HTTP (\d{3})/.exec(raw);
  if (http)
    return Number(http[1]) >= 500 ? 'transient' : Number(http[1]) === 429 ? 'rateLimit' : 'unknown';
  return SENTENCES.find(([pattern]) => pattern.test(raw))?.[1] ?? 'unknown';
}
