// Holding a whole response to send something made from it instead (used by server/index.mjs
// through ./serve-response.mjs): the pre-rendered pages' rewrite (./scripts-after-paint.mjs)
// and the page that replaces a failed one (./unavailable-page.mjs). Which responses are held is
// decided once, when the first header or byte leaves, from the status and headers set by then;
// every other response passes as written, with Node's own methods at work.

/**
 * What a held response becomes: its body (the response's own as written), and optionally a
 * new status and headers set on top of the response's own (a `null` value removes a header).
 * @typedef {{ body: Buffer | string, status?: number, headers?: Record<string, string | number | null> }} Replacement
 * @typedef {(body: Buffer) => Replacement} Transform
 */

/**
 * Makes `res` call `choose(res)` when its head is about to leave: `undefined` lets it pass as
 * written; a transform holds it until it is ended (a held response was complete already: a
 * pre-rendered page, an error page), then sends the transform's result with its own
 * Content-Length. Call before handing `res` to Next, after any compression set up on it, so
 * that what is sent is compressed.
 * @param {import('node:http').ServerResponse} res
 * @param {(res: import('node:http').ServerResponse) => Transform | undefined} choose
 */
export function holdResponse(res, choose) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  /** @type {Transform | null | undefined} decided when the first header or byte leaves */
  let transform;
  let flushing = false;
  /** @type {{ statusCode: number, message?: string } | undefined} */
  let status;
  /** @type {Buffer[]} */
  const chunks = [];
  /** @param {any} chunk @param {any} encoding */
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
  const held = () => {
    if (transform === undefined) transform = choose(res) ?? null;
    return transform !== null;
  };

  /** @type {any} */ (res).writeHead = function writeHead(
    /** @type {number} */ statusCode,
    /** @type {any[]} */ ...rest
  ) {
    if (flushing) return original.writeHead.call(this, statusCode, ...rest);
    // The status given here decides, not the one set before (a 304 sent with writeHead).
    this.statusCode = statusCode;
    // Headers given here are on the response before the choice is made (as Node's writeHead
    // puts them: a list replaces each name it holds, duplicates kept).
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    if (Array.isArray(headers)) {
      for (let i = 0; i < headers.length; i += 2) this.removeHeader(headers[i]);
      for (let i = 0; i < headers.length; i += 2) this.appendHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) this.setHeader(name, value);
    }
    if (!held()) return original.writeHead.call(this, statusCode, message);
    status = { statusCode, message };
    return this;
  };
  /** @type {any} */ (res).write = function write(
    /** @type {any} */ chunk,
    /** @type {any} */ encoding,
    /** @type {any} */ callback,
  ) {
    if (!held()) return original.write.call(this, chunk, encoding, callback);
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  /** @type {any} */ (res).end = function end(
    /** @type {any} */ chunk,
    /** @type {any} */ encoding,
    /** @type {any} */ callback,
  ) {
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk];
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding];
    if (!held()) return original.end.call(this, chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding));
    const replacement = /** @type {Transform} */ (transform)(Buffer.concat(chunks));
    const body = Buffer.from(replacement.body);
    for (const [name, value] of Object.entries(replacement.headers ?? {})) {
      if (value === null) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    res.setHeader('content-length', body.length);
    flushing = true;
    const statusCode = replacement.status ?? status?.statusCode ?? res.statusCode;
    // A new status takes its own reason phrase; the response's own keeps the one given.
    const message = replacement.status === undefined ? status?.message : undefined;
    if (message === undefined) res.writeHead(statusCode);
    else res.writeHead(statusCode, message);
    return original.end.call(this, body, callback);
  };
}
