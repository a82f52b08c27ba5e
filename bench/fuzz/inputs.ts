/**
 * Generated requests for the fuzzer, with fast-check: arbitrary JSON,
 * near-valid bodies (a valid one with one field mutated: another type, a huge or empty
 * string, unicode, control characters, huge numbers, prototype keys), wrong content types,
 * broken UTF-8, oversized bodies, and fuzzed query strings and path ids.
 */
import fc from 'fast-check';
import { endpointPath, type FuzzEndpoint } from './endpoints';

/** One generated request: what to send, and which kind of input it is (for the report). */
export interface FuzzRequest {
  kind: 'json' | 'near-valid' | 'content-type' | 'utf8' | 'oversized' | 'query' | 'path';
  path: string;
  body?: Uint8Array;
  contentType?: string;
}

const encode = (text: string) => new TextEncoder().encode(text);

/** Strings that break naive code: control characters, bidi marks, NUL, lone surrogates. */
const NASTY = [
  '\u0000',
  '\u0007\u001b[2J',
  '\u202e\u2066abc',
  '\ud800',
  '../../etc/passwd',
  '%00%ff',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '=HYPERLINK("x")',
  '\r\nSet-Cookie: x=1',
  '🦄'.repeat(300),
  ' ',
  '',
];
const nasty = fc.constantFrom(...NASTY);

/** A value to put where a valid one was. */
const mutatedValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 50 }),
  nasty,
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER * 1024, -0, 0.1 + 0.2),
  fc.constantFrom('9'.repeat(400), '1e99999', '-1', 'NaN', 'Infinity'),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 5 }),
  fc.constant('x'.repeat(5000)),
);

/** JSON text of `valid` with `key` set to `value`; prototype keys written literally. */
function withField(valid: Record<string, unknown>, key: string, value: unknown): string {
  const rest = Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key));
  const json = JSON.stringify(value) ?? 'null';
  const others = JSON.stringify(rest).slice(1, -1);
  return `{${JSON.stringify(key)}:${json}${others ? `,${others}` : ''}}`;
}

function nearValid(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = [...Object.keys(valid), '__proto__', 'constructor', 'prototype', 'extra'];
  const own = Object.keys(valid);
  return fc.oneof(
    fc.tuple(fc.constantFrom(...keys), mutatedValue).map(([k, v]) => withField(valid, k, v)),
    // The strings that broke things before (NUL, lone surrogates…), often, in every field.
    fc.tuple(fc.constantFrom(...keys), nasty).map(([k, v]) => withField(valid, k, v)),
    // A field missing (or, for a bodiless call, an empty object).
    own.length
      ? fc
          .constantFrom(...own)
          .map((k) =>
            JSON.stringify(Object.fromEntries(Object.entries(valid).filter(([key]) => key !== k))),
          )
      : fc.constant('{}'),
    // Prototype pollution through a nested object.
    fc.constant(withField(valid, '__proto__', { isAdmin: true, polluted: 'yes' })),
  );
}

function bodies(
  valid: Record<string, unknown> | undefined,
): fc.Arbitrary<Omit<FuzzRequest, 'path'>> {
  const base = valid ?? {};
  const json = (kind: FuzzRequest['kind']) => (text: string) => ({
    kind,
    body: encode(text),
    contentType: 'application/json',
  });
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .jsonValue()
        .map((v) => JSON.stringify(v) ?? 'null')
        .map(json('json')),
    },
    { weight: 6, arbitrary: nearValid(base).map(json('near-valid')) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
          '',
        )
        .map((contentType) => ({
          kind: 'content-type' as const,
          body: encode(JSON.stringify(base)),
          contentType,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
        kind: 'utf8' as const,
        body: new Uint8Array([...encode('{"a":"'), 0xff, 0xfe, 0xc3, ...bytes, ...encode('"}')]),
        contentType: 'application/json',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 65 * 1024, max: 2 * 1024 * 1024 }).map((size) => ({
        kind: 'oversized' as const,
        body: encode(`{"a":"${'x'.repeat(size)}"}`),
        contentType: 'application/json',
      })),
    },
  );
}

function queryString(valid: Record<string, string> | undefined): fc.Arbitrary<string> {
  const base = valid ?? {};
  const keys = [...Object.keys(base), 'page', 'limit', '__proto__', 'constructor'];
  return fc
    .tuple(fc.constantFrom(...keys), fc.oneof(fc.string(), nasty, fc.constant('9'.repeat(50))))
    .map(([k, v]) => {
      const params = new URLSearchParams(base);
      params.set(k, v);
      return `?${params}`;
    });
}

/** Path ids that name nothing or are malformed. */
const pathId = fc.oneof(
  fc.string({ minLength: 1 }),
  nasty.filter((s) => s !== ''),
  fc.uuid(),
);

/** Requests for `endpoint`: bodies for methods that carry one, queries and path ids for all. */
export function requestsFor(endpoint: FuzzEndpoint): fc.Arbitrary<FuzzRequest> {
  const path = endpointPath(endpoint);
  const parts: fc.Arbitrary<FuzzRequest>[] = [
    queryString(endpoint.query).map((q) => ({ kind: 'query' as const, path: `${path}${q}` })),
  ];
  if (endpoint.params) {
    const names = Object.keys(endpoint.params);
    parts.push(
      fc.tuple(fc.constantFrom(...names), pathId).map(([name, value]) => ({
        kind: 'path' as const,
        path: endpointPath(endpoint, { ...endpoint.params, [name]: value }),
      })),
    );
  }
  if (endpoint.method !== 'GET') {
    const withBodies = bodies(endpoint.body).map((b) => ({ ...b, path }));
    return fc.oneof(
      { weight: 1, arbitrary: fc.oneof(...parts) },
      { weight: 4, arbitrary: withBodies },
    );
  }
  return fc.oneof(...parts);
}

/**
 * Each hostile string in each field of the valid body (and query), hostile string by hostile
 * string, so that even a small sample tries every one of them (the ones that found bugs).
 */
function everyNastyField(endpoint: FuzzEndpoint): FuzzRequest[] {
  const path = endpointPath(endpoint);
  const out: FuzzRequest[] = [];
  for (const value of NASTY) {
    for (const key of Object.keys(endpoint.body ?? {})) {
      out.push({
        kind: 'near-valid',
        path,
        body: encode(withField(endpoint.body!, key, value)),
        contentType: 'application/json',
      });
    }
    for (const key of Object.keys(endpoint.query ?? {})) {
      const params = new URLSearchParams(endpoint.query);
      params.set(key, value);
      out.push({ kind: 'query', path: `${path}?${params}` });
    }
  }
  return out;
}

/**
 * `count` requests for `endpoint`, reproducible from `seed`: up to half of them every hostile
 * string in every field, the rest generated.
 */
export function sampleRequests(endpoint: FuzzEndpoint, count: number, seed: number): FuzzRequest[] {
  const fixed = everyNastyField(endpoint).slice(0, Math.floor(count / 2));
  return [...fixed, ...fc.sample(requestsFor(endpoint), { numRuns: count - fixed.length, seed })];
}

/**
 * What is wrong with an answer, or null: a status ≥ 500, or an error without the
 * `{error: {code, message}}` shape (HTML pages of the unsubscribe link excepted on success).
 */
export function answerProblem(
  status: number,
  contentType: string | null,
  text: string,
): string | null {
  if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
  if (status < 400) return null;
  if (!contentType?.includes('application/json')) return `status ${status} without JSON`;
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code === 'string' && typeof body.error?.message === 'string')
      return null;
  } catch {
    // reported below
  }
  return `status ${status} not in the {error: {code, message}} shape: ${text.slice(0, 200)}`;
}
