/**
 * What the back-office CSV exports (leads, call list) share: the stream, the cell rule and the
 * date format. UTF-8 with BOM and `;` as separator, which Excel with Italian settings opens as
 * columns. Text cells beginning with = + - @ tab or CR are prefixed with ' (OWASP "CSV
 * injection"). That includes the E.164 phones (+39347…): written '+393471234567 they stay text
 * with every digit and the +, where a bare +39347… would be read by Excel as the number
 * 3,93E+11; one rule for every cell, no exception to audit.
 */
import 'server-only';
import { stringify } from 'csv-stringify/sync';

/** Date and time in Rome as `YYYY-MM-DD HH:mm`, the CSV exports' date format. */
export const romeDateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A text cell safe to open in a spreadsheet: ' before a leading = + - @ tab or CR. */
export function safeCell(value: string | null | undefined): string {
  const text = value ?? '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/**
 * A CSV as a web stream of UTF-8 bytes: BOM and `header` as the first chunk, then one chunk
 * per batch of rows that `batches` yields (a database read of ~1,000 rows each), so memory
 * stays flat and the response is ~100 chunks for 100,000 rows, not one per row (the per-chunk
 * cost of the HTTP stream made 100,000 rows take 23 s). An error from `batches` aborts the
 * stream (the download fails visibly rather than ending as a short file that looks complete);
 * a cancelled download stops the generator, so reading stops.
 */
export function csvStream(
  header: readonly string[],
  batches: AsyncGenerator<string[][]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(stringify([header], { delimiter: ';', bom: true })));
    },
    async pull(controller) {
      const { value, done } = await batches.next();
      if (done) return controller.close();
      if (value.length) controller.enqueue(encoder.encode(stringify(value, { delimiter: ';' })));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
