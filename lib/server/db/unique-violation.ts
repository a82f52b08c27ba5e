/**
 * Recognises PostgreSQL's unique violation (SQLSTATE 23505) in what Prisma throws, whichever
 * driver is underneath, so a data module can answer a write that loses a race on a unique
 * index with a 409 instead of a 500. In db/ because every floor above may need it.
 */
import 'server-only';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** `value` as a list of strings, or []. */
const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * The columns of a unique-index violation carried by `error` ([] when the driver does not
 * name them), or null when `error` is something else. The two drivers surface it differently
 * (checked with Prisma 6.19):
 * - `@prisma/adapter-pg`: PrismaClientKnownRequestError with code P2002 and
 *   `meta.driverAdapterError.cause` = { kind: 'UniqueConstraintViolation', originalCode: '23505',
 *   constraint: { fields } };
 * - `pglite-prisma-adapter` 0.6: a bare DriverAdapterError whose `cause` is PostgreSQL's
 *   error, { kind: 'postgres', code: '23505', detail: 'Key (email)=(…) already exists.' }.
 */
export function uniqueViolation(error: unknown): string[] | null {
  if (!isRecord(error)) return null;
  if (error.code === 'P2002') {
    const meta = isRecord(error.meta) ? error.meta : {};
    const adapter = isRecord(meta.driverAdapterError) ? meta.driverAdapterError : {};
    const cause = isRecord(adapter.cause) ? adapter.cause : {};
    const constraint = isRecord(cause.constraint) ? cause.constraint : {};
    return stringList(meta.target).length ? stringList(meta.target) : stringList(constraint.fields);
  }
  const cause = isRecord(error.cause) ? error.cause : null;
  if (error.name !== 'DriverAdapterError' || !cause) return null;
  if (cause.kind === 'UniqueConstraintViolation') {
    return stringList(isRecord(cause.constraint) ? cause.constraint.fields : undefined);
  }
  if (cause.kind === 'postgres' && cause.code === '23505') {
    const detail = typeof cause.detail === 'string' ? cause.detail : '';
    return (
      detail
        .match(/Key \(([^)]+)\)/)?.[1]
        ?.split(',')
        .map((f) => f.trim()) ?? []
    );
  }
  return null;
}
