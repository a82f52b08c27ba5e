/**
 * A data table inside a legal section (cookie policy, SPEC.md §2.12): caption, column
 * headers and rows from `legal.<page>.tables.<table>` — `columns.<col>` and
 * `rows.r1.<col>`, `rows.r2.<col>`, … in order. Scrolls sideways on narrow screens (the
 * scroll region is focusable so keyboard users can scroll it).
 */
import { useTranslations } from 'next-intl';

interface LegalTableProps {
  page: string;
  table: string;
  columns: readonly string[];
}

/** The table `table` of legal page `page` with the given column keys. */
export function LegalTable({ page, table, columns }: LegalTableProps) {
  const t = useTranslations(`legal.${page}.tables.${table}`);
  const captionId = `${page}-${table}-caption`;
  const rows: number[] = [];
  for (let r = 1; t.has(`rows.r${r}`); r++) rows.push(r);

  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
        <caption id={captionId} className="bg-muted px-4 py-2 text-left font-semibold text-navy">
          {t('caption')}
        </caption>
        <thead className="bg-card">
          <tr>
            {columns.map((col) => (
              <th key={col} scope="col" className="border-b border-border px-4 py-2 font-semibold">
                {t(`columns.${col}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r} className="odd:bg-card even:bg-background">
              {columns.map((col, index) =>
                index === 0 ? (
                  <th key={col} scope="row" className="px-4 py-2 align-top font-medium">
                    {t(`rows.r${r}.${col}`)}
                  </th>
                ) : (
                  <td key={col} className="px-4 py-2 align-top text-slate-700">
                    {t(`rows.r${r}.${col}`)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
