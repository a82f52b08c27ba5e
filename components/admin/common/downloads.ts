'use client';
/**
 * Browser-side exports of the back-office: CSV through csv-stringify (UTF-8 BOM, `;`, which
 * Excel with Italian settings opens as columns), and the clipboard with a toast either way.
 */
import { stringify } from 'csv-stringify/browser/esm/sync';
import { toast } from '@/components/ui/use-toast';

/** Downloads `rows` (first row: header) as `filename`. */
export function downloadCsv(filename: string, rows: (string | number)[][]): void {
  const text = stringify(rows, { delimiter: ';', bom: true });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Copies `text`; toasts `done` or `failed`. */
export async function copyText(
  text: string,
  labels: { done: string; failed: string },
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: labels.done });
  } catch {
    toast({ title: labels.failed, variant: 'destructive' });
  }
}
