// What server/index.mjs does to every response before Next writes it: compression
// (./compressed-response.mjs), then one hold that either replaces a failed page with the
// unavailable page (./unavailable-page.mjs) or rewrites a whole pre-rendered page so that its
// scripts start after the first paint (./scripts-after-paint.mjs) and its inlined stylesheet
// travels once (./stylesheet-once.mjs). Kept apart from the server so that tests drive the
// same steps with a stand-in for Next.
//
// HEAD is answered as GET without the body (RFC 9110 §9.3.2): Next sends a HEAD the length of
// the page as it rendered it, but GET sends the page rewritten, or compressed without a length.
// Handed to Next as a GET, the response goes through the same steps and announces the same
// head (Node itself drops the body of an answer to HEAD).
import { createHash } from 'node:crypto';
import { compressResponse } from './compressed-response.mjs';
import { holdResponse } from './hold-response.mjs';
import { afterPaintRewrite } from './scripts-after-paint.mjs';
import { stylesheetOnce } from './stylesheet-once.mjs';
import { unavailableInstead } from './unavailable-page.mjs';

/**
 * Prepares `req` and `res` before they are handed to Next (see the module's note).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ appDir: string }} options appDir: the build's .next/server/app (pages' languages)
 */
export function prepareResponse(req, res, { appDir }) {
  if (req.method === 'HEAD') req.method = 'GET';
  compressResponse(req, res);
  // Only a GET can carry a page: the API's POSTs (the tracker's, on every visit) keep Node's
  // own methods.
  if (req.method !== 'GET') return;
  holdResponse(res, (held) => unavailableInstead(req, held, appDir) ?? prerenderedRewrite(held));
}

// A pre-rendered page is the same bytes for every visitor until it regenerates (the CSP in
// next.config.ts uses no per-request nonce), so its rewrite is kept, keyed by a digest of the
// page: a landing view costs a hash of its bytes, not two passes of regular expressions and
// JSON over them.
// Kept as bytes, oldest out first: 256 pages (the build pre-renders about 170) of ~50 kB each
// stay near 13 MB.
const REWRITTEN = new Map();
const REWRITTEN_MAX = 256;

/** afterPaintRewrite's rewrite of a pre-rendered page, its stylesheet's copy dropped too. */
function prerenderedRewrite(res) {
  const afterPaint = afterPaintRewrite(res);
  if (!afterPaint) return undefined;
  return (body) => {
    const key = createHash('sha256').update(body).digest('base64');
    let rewritten = REWRITTEN.get(key);
    if (rewritten === undefined) {
      rewritten = Buffer.from(stylesheetOnce(afterPaint(body).body));
      if (REWRITTEN.size >= REWRITTEN_MAX) REWRITTEN.delete(REWRITTEN.keys().next().value);
      REWRITTEN.set(key, rewritten);
    }
    return { body: rewritten };
  };
}
