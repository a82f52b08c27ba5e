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

/** afterPaintRewrite's rewrite of a pre-rendered page, its stylesheet's copy dropped too. */
function prerenderedRewrite(res) {
  const afterPaint = afterPaintRewrite(res);
  return afterPaint && ((body) => ({ body: stylesheetOnce(afterPaint(body).body) }));
}
