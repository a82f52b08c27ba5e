/**
 * The production server's second page rewrite (server/stylesheet-once.mjs): the stylesheet a
 * pre-rendered page inlines in its head is not sent again in its RSC payload, and nothing else
 * of the page changes.
 */
import { stylesheetOnce } from '@/server/stylesheet-once.mjs';

const HREF = '/_next/static/chunks/site.css';
const CSS = 'body{margin:0}.é::after{content:"<>&"}';
const bytes = Buffer.byteLength(CSS).toString(16);

/** A push as Next writes it into the page (JSON, then `<`, `>`, `&` escaped). */
const push = (payload: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, payload])
    .replace(/&/g, '\\u0026')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')})</script>`;

const tree = `6:[["$","style","0",{"nonce":"$undefined","precedence":"next","href":"${HREF}","children":"$7"}]]\n`;
const page = (payload: string) =>
  `<html><head><style data-precedence="next" data-href="${HREF}">${CSS}</style></head><body>` +
  `<main>x</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>${push(payload)}</body></html>`;

/** The payloads of a page's pushes, decoded. */
const payloads = (html: string) =>
  [...html.matchAll(/self\.__next_f\.push\((\[1,.*?\])\)<\/script>/g)].map(
    (m) => (JSON.parse(m[1]!) as [number, string])[1],
  );

describe('stylesheetOnce', () => {
  it("empties the payload's text row of the inlined stylesheet, the rows after it kept", () => {
    const after = '8:["$","p",null,{"children":"a<b"}]\n';
    const html = stylesheetOnce(page(`${tree}7:T${bytes},${CSS}${after}`));
    expect(payloads(html)).toEqual([`${tree}7:T0,${after}`]);
    expect(html).toContain(`<style data-precedence="next" data-href="${HREF}">${CSS}</style>`);
    expect(html).toContain('<main>x</main><script>(self.__next_f=self.__next_f||[]).push([0])');
    // Written back as Next writes it: no `<` of the payload reaches the HTML parser.
    expect(html).toContain('a\\u003cb');
  });

  it('finds the stylesheet of a build with a deployment id, whose href carries it', () => {
    const href = '/_next/static/chunks/site.css?dpl=ci-7138d17&v=2';
    const withId = (html: string) =>
      html.replace(`data-href="${HREF}"`, `data-href="${href.replace('&', '&amp;')}"`);
    const html = stylesheetOnce(
      withId(page(`${tree.replace(HREF, href)}7:T${bytes},${CSS}8:"x"\n`)),
    );
    expect(payloads(html)).toEqual([`${tree.replace(HREF, href)}7:T0,8:"x"\n`]);
  });

  it('leaves a row that goes on in a later push, and a page without an inlined sheet', () => {
    const split = page(`${tree}7:T${bytes},${CSS.slice(0, 5)}`);
    expect(stylesheetOnce(split)).toBe(split);
    const linked = `<html><head><link rel="stylesheet" href="${HREF}"/></head>${push(tree)}</html>`;
    expect(stylesheetOnce(linked)).toBe(linked);
  });
});
