/**
 * A data table inside a legal section (cookie policy, docs/product.md §2.12): caption, column
 * headers and rows from `legal.<page>.tables.<table>` — `columns.<col>` and
 * `rows.r1.<col>`, `rows.r2.<col>`, … in order. Scrolls sideways on narrow screens (the
 * scroll region is focusable so keyboard users can scroll it).
 */
import { useTranslations } from 'next-intl';
import type { Messages } from '@/lib/i18n/locales';
import { runtimeKeys } from '@/lib/i18n/message-keys';

type Tables = Messages['legal']['cookies']['tables'];

interface LegalTableProps<T extends keyof Tables> {
  page: 'cookies';
  table: T;
  columns: readonly (keyof Tables[T]['columns'] & string)[];
}

/** The table `table` of legal page `page` with the given column keys. */
export function LegalTable<T extends keyof Tables>({ page, table, columns }: LegalTableProps<T>) {
  const name: keyof Tables = table;
  const typed = useTranslations(`legal.${page}.tables.${name}`);
  // Rows r1, r2, … are counted until `has` says no (lib/i18n/message-keys.ts).
  const t = runtimeKeys(typed);
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
          {typed('caption')}
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
