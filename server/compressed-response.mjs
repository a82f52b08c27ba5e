// The production server's compression (server/index.mjs, through ./serve-response.mjs): the
// `compression` middleware (gzip, brotli or deflate as the browser asks, above 1 kB, for
// compressible types), as Next's own would, with two rules Next's file serving needs.
// 1. A byte range is a range of the identity bytes: a 206 (or any answer with a Content-Range)
//    is never compressed, so a Range request gets the exact bytes asked for, or, where Next
//    serves no ranges (pages), the whole answer, compressed, as a 200 (RFC 9110 §14.4).
// 2. A compressed answer is another representation, so it carries another entity tag: Next's
//    ETag with the encoding appended inside the quotes ("abc" → "abc-gzip"), as nginx and
//    Apache do. A download resumed with If-Range naming the compressed tag then gets the whole
//    answer again instead of identity bytes appended to compressed ones. If-None-Match is read
//    with the suffix taken off (the page did not change because it was compressed), and a 304
//    names the tag the client holds.
import compression from 'compression';

/** Encodings the middleware may choose, as they appear in the tag's suffix. */
const SUFFIX = /-(gzip|br|deflate)"$/;

/**
 * `etag` with `-encoding` inside its closing quote ('W/"abc"', 'gzip' → 'W/"abc-gzip"').
 * @param {string} etag
 * @param {string} encoding
 */
export function encodedTag(etag, encoding) {
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
function compressible(req, res) {
  return (
    res.statusCode !== 206 &&
    res.getHeader('content-range') === undefined &&
    compression.filter(req, res)
  );
}

const compress = compression({ filter: compressible });

/**
 * Sets up `res` to be compressed as its request accepts (see the module's note). Call before
 * anything else wraps `res`: its tag is set after the middleware has chosen the encoding.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function compressResponse(req, res) {
  // The encoding whose tags the client sent back: a 304 names that tag again.
  let heldEncoding;
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) {
    req.headers['if-none-match'] = ifNoneMatch
      .split(',')
      .map((tag) => {
        const match = SUFFIX.exec(tag.trim());
        if (!match) return tag;
        heldEncoding = match[1];
        return tag.trim().replace(SUFFIX, '"');
      })
      .join(',');
  }
  // Runs after the middleware's own head listener (which it wraps), so the chosen encoding is
  // set by then.
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function tagged(/** @type {any[]} */ ...args) {
    const etag = res.getHeader('etag');
    const encoding = res.statusCode === 304 ? heldEncoding : res.getHeader('content-encoding');
    if (typeof etag === 'string' && typeof encoding === 'string' && encoding !== 'identity') {
      res.setHeader('etag', encodedTag(etag, encoding));
    }
    return writeHead.apply(this, /** @type {any} */ (args));
  };
  compress(/** @type {any} */ (req), /** @type {any} */ (res), () => {});
}
