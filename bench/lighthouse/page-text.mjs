// The visible text of a rendered page as a list of blocks ({ tag, text }), read from its
// HTML without a DOM: what the bare twin (./bare) renders again as plain elements, so that
// both pages carry the same words and differ only in what the product adds around them.

/** Elements whose text is not shown as page text. */
const SKIPPED = new Set(['template', 'noscript', 'svg', 'head']);
/** Elements whose content is raw text, not markup. */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea']);
/** Elements that start a block of their own; anything else (a, span, strong…) is inline. */
const BLOCKS = new Set(
  (
    'h1 h2 h3 h4 h5 h6 p li dt dd th td caption summary figcaption blockquote label button ' +
    'legend div section article header footer nav main aside form ul ol dl table tr details ' +
    'fieldset option select'
  ).split(' '),
);
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const VOID = new Set('br hr img input meta link source area wbr col'.split(' '));

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (text) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** The text blocks of the <body> of `html`, in document order. */
export function pageText(html) {
  const start = html.search(/<body[\s>]/i);
  const body = start >= 0 ? html.slice(start) : html;
  const blocks = [];
  const stack = [];
  let skipping = 0;
  let current = '';
  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim();
    current = '';
    if (!text) return;
    const heading = [...stack].reverse().find((tag) => HEADINGS.has(tag));
    blocks.push({ tag: heading ?? 'p', text });
  };
  const token =
    /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:"[^"]*"|'[^']*'|[^'">])*)>|([^<]+)|</g;
  let m;
  while ((m = token.exec(body))) {
    const [, closing, rawTag, attrs, text] = m;
    if (text !== undefined || m[0] === '<') {
      if (!skipping) current += decode(m[0]);
      continue;
    }
    if (!rawTag) continue;
    const tag = rawTag.toLowerCase();
    // Raw-text elements: their content is not markup, so jump to their end tag.
    if (RAW_TEXT.has(tag) && !closing) {
      const end = body.toLowerCase().indexOf(`</${tag}`, token.lastIndex);
      token.lastIndex = end < 0 ? body.length : end;
      continue;
    }
    if (SKIPPED.has(tag)) {
      if (closing) skipping = Math.max(0, skipping - 1);
      else if (!attrs.endsWith('/')) skipping++;
      continue;
    }
    if (skipping || VOID.has(tag)) {
      if (tag === 'br' && !skipping) current += ' ';
      continue;
    }
    if (BLOCKS.has(tag)) flush();
    if (closing) {
      const at = stack.lastIndexOf(tag);
      if (at >= 0) stack.length = at;
    } else stack.push(tag);
  }
  flush();
  return blocks;
}
