/**
 * Accessible comparison table (docs/product.md §2.12): a caption, column headers and row headers
 * (`<th scope>`), inside a focusable region that scrolls horizontally on a phone.
 */
import { useTranslations } from 'next-intl';

export interface DataTableProps {
  /** Unique id prefix; the caption gets `<id>-caption` and labels the scroll region. */
  id: string;
  caption: string;
  /** Column headings; the first one heads the row-header column. */
  columns: readonly string[];
  /** Rows of cells; the first cell of each row is its header. */
  rows: readonly (readonly string[])[];
  /** Optional note under the table (sources, validity). */
  note?: string;
}

/** The table with its scroll region and the phone-only scroll hint. */
export function DataTable({ id, caption, columns, rows, note }: DataTableProps) {
  const t = useTranslations('guides.common');
  const captionId = `${id}-caption`;
  return (
    <div>
      <p className="mb-2 text-xs text-muted-foreground sm:hidden">{t('tableScrollHint')}</p>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-border bg-card shadow-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption
            id={captionId}
            className="px-4 pt-4 pb-2 text-left text-base font-semibold text-navy"
          >
            {caption}
          </caption>
          <thead>
            <tr className="border-b border-border bg-muted">
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold text-navy">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([header, ...cells]) => (
              <tr key={header} className="border-b border-border last:border-b-0 align-top">
                <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap text-navy">
                  {header}
                </th>
                {cells.map((cell, index) => (
                  <td key={`${header}-${index}`} className="px-4 py-3 text-muted-foreground">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note ? <p className="mt-3 text-xs text-muted-foreground">{note}</p> : null}
    </div>
  );
}
