/**
 * A request body as the routes accept it: at most MAX_BODY_BYTES (64 kB), read without
 * buffering more than that, and text that PostgreSQL can store.
 */
import 'server-only';

export const MAX_BODY_BYTES = 64 * 1024;

/** Reads at most MAX_BODY_BYTES of the body as UTF-8 text; null when it is larger. */
export async function readCapped(request: Request): Promise<string | null> {
  const bytes = await readCappedBytes(request, MAX_BODY_BYTES);
  return bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}

/**
 * Whether `text` can be stored and queried: no NUL (PostgreSQL text cannot hold it, SQLSTATE
 * 22021) and no lone surrogate (not Unicode; Prisma's query protocol rejects it). JSON may
 * carry both as escapes; refused here as a 4xx, never a 500 later (found by bench/fuzz).
 */
export function storable(text: string): boolean {
  return !text.includes('\0') && text.isWellFormed();
}

/** Reads the body as bytes, at most `max` of them; null when it is larger (read no further). */
export async function readCappedBytes(request: Request, max: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > max) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
