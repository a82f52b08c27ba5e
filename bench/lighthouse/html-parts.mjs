// What a page's HTML is made of (bench/lighthouse.mjs --profile and --weight): the inlined
// stylesheet, the inline scripts (Next's RSC payload, `self.__next_f.push(…)`, and the
// product's own small inline scripts) and the rest, the markup the browser paints.
import { gzipSync } from 'node:zlib';

const STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;
const SCRIPT = /<script[^>]*>([\s\S]*?)<\/script>/g;
const gzip = (text) => gzipSync(text, { level: 6 }).length;

/**
 * `html` split into { css, scripts, markup }: gzip bytes of each part compressed on its own
 * (so the three add up to a little more than the page's gzip size).
 */
export function htmlParts(html) {
  const css = [...html.matchAll(STYLE)].map((m) => m[1]).join('');
  const withoutCss = html.replace(STYLE, '');
  const scripts = [...withoutCss.matchAll(SCRIPT)].map((m) => m[1]).join('');
  const markup = withoutCss.replace(SCRIPT, '');
  return { css: gzip(css), scripts: gzip(scripts), markup: gzip(markup) };
}

/** One line: the page's parts beside its twin's, in kB gzip. */
export function formatHtmlParts(page, twin) {
  const kB = (bytes) => (bytes / 1024).toFixed(1);
  const pair = (key) => `${kB(page[key])}/${kB(twin[key])}`;
  return `HTML parts, kB gzip (page/twin): CSS ${pair('css')}, inline scripts ${pair('scripts')}, markup ${pair('markup')}`;
}
