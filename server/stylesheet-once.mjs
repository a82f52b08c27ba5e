// The inlined stylesheet once per pre-rendered page (next.config.ts `inlineCss`).
//
// With inlineCss, Next writes the stylesheet into the page's <head> as
// `<style data-precedence="next" data-href="/_next/static/….css">` and again, as a text row, in
// the RSC payload the page carries for hydration (`self.__next_f.push([1,"…"])`), where the
// same element is `["$","style",…,{"precedence":"next","href":"….css","children":"$7"}]` and
// row 7 is `7:T<length in hex>,<the CSS>`: about 11 kB gzip twice (docs/benchmarks.md). React
// hydrates a <style> with `precedence` and `href` as a resource found by its href
// (`style[data-href]` already in the document) and never reads its text, so the payload's copy
// is emptied here (`7:T0,`): the <style> in the head stays as it is, and a client-side
// navigation fetches its own payload (not rewritten) with the text. Only a row whole inside one
// push is emptied; anything else leaves the page unchanged.

// A build with NEXT_DEPLOYMENT_ID (docs/deploy.md) adds `?dpl=<id>` to the href, in the head
// (`&` written as `&amp;`) and in the payload alike.
const STYLE_HREF =
  /<style data-precedence="[^"<>]+" data-href="(\/_next\/static\/[^"<>?]+\.css(?:\?[^"<>]*)?)">/g;
const PUSH = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;

/** What Next escapes in the payload's JSON when it writes it into a <script> (htmlEscapeJsonString). */
const HTML_ESCAPES = {
  '&': '\\u0026',
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const htmlEscapeJson = (json) => json.replace(/[&<>\u2028\u2029]/g, (c) => HTML_ESCAPES[c]);

/** RegExp-safe `text`. */
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `payload` (one push's decoded text) with the text rows of the inlined stylesheets `hrefs`
 * emptied; the same string when none is in it whole.
 */
function emptyStyleRows(payload, hrefs) {
  let out = payload;
  for (const href of hrefs) {
    const ref = new RegExp(`"href":"${literal(href)}","children":"\\$([0-9a-f]+)"`).exec(out);
    if (!ref) continue;
    const row = new RegExp(`(^|\\n)${ref[1]}:T([0-9a-f]+),`).exec(out);
    if (!row) continue;
    const start = row.index + row[0].length;
    const bytes = parseInt(row[2], 16);
    // The length counts UTF-8 bytes: the text ends where that many bytes have been read.
    const rest = Buffer.from(out.slice(start), 'utf8');
    if (rest.length < bytes) continue; // the row goes on in a later push: leave it
    const text = rest.subarray(0, bytes).toString('utf8');
    out = `${out.slice(0, row.index)}${row[1]}${ref[1]}:T0,${out.slice(start + text.length)}`;
  }
  return out;
}

/**
 * `html` (a whole pre-rendered page) with the RSC payload's copy of each stylesheet inlined in
 * its head emptied; unchanged when it inlines none.
 */
export function stylesheetOnce(html) {
  const hrefs = [...html.matchAll(STYLE_HREF)].map((m) => m[1].replaceAll('&amp;', '&'));
  if (hrefs.length === 0) return html;
  return html.replace(PUSH, (tag, json) => {
    const [kind, payload] = JSON.parse(json);
    const emptied = emptyStyleRows(payload, hrefs);
    if (emptied === payload) return tag;
    return `<script>self.__next_f.push(${htmlEscapeJson(JSON.stringify([kind, emptied]))})</script>`;
  });
}
