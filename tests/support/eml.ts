/**
 * Reads an .eml file as the local mail driver writes it (nodemailer, multipart/alternative):
 * the headers (encoded words decoded) and the decoded text and HTML parts, as a mail client
 * would show them. Enough MIME for these messages: quoted-printable or base64 parts, UTF-8.
 */

/** Headers of `block` (lines up to the first empty one), names in lower case, folding undone. */
function headersOf(block: string): Record<string, string> {
  const head = block.split(/\r?\n\r?\n/)[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) decoded. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function bodyOf(part: string): string {
  const headers = headersOf(part);
  const body = part.slice(part.search(/\r?\n\r?\n/)).trim();
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

export interface ParsedEml {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

/** The headers, subject, text and HTML of the .eml `raw`. */
export function parseEml(raw: string): ParsedEml {
  const headers = headersOf(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  const find = (type: string) =>
    parts.find((p) => headersOf(p.trimStart())['content-type']?.startsWith(type));
  const text = find('text/plain');
  const html = find('text/html');
  return {
    headers,
    subject: decodeWords(headers.subject ?? ''),
    text: text ? bodyOf(text.trimStart()) : '',
    html: html ? bodyOf(html.trimStart()) : '',
  };
}
