'use client';
/** The online sessions (docs/product.md §2.14): country and code, city, page, truncated IP, referrer, last seen. */
import { useNow, useTranslations } from 'next-intl';
import type { LiveVisitor } from '@/lib/contracts/admin/visitors';

/** "N s fa", "N min fa", "N h fa" (docs/product.md §2.14). */
function useAgo() {
  const t = useTranslations('admin.visitors');
  const now = useNow({ updateInterval: 5000 });
  return (iso: string) => {
    const seconds = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 1000));
    if (seconds < 60) return t('secondsAgo', { n: seconds });
    if (seconds < 3600) return t('minutesAgo', { n: Math.floor(seconds / 60) });
    return t('hoursAgo', { n: Math.floor(seconds / 3600) });
  };
}

export function VisitorList({ visitors }: { visitors: LiveVisitor[] }) {
  const t = useTranslations('admin.visitors');
  const ago = useAgo();
  if (visitors.length === 0) return <p className="text-sm text-muted-foreground">{t('empty')}</p>;
  return (
    <div role="region" aria-label={t('details')} tabIndex={0} className="max-h-96 overflow-auto">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="sticky top-0 border-b border-border bg-card text-xs text-muted-foreground uppercase">
          <tr>
            {(['country', 'city', 'page', 'ip', 'referrer', 'lastSeen'] as const).map((c) => (
              <th key={c} scope="col" className="px-2 py-2">
                {t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {visitors.map((v) => (
            <tr
              key={`${v.sessionId}-${v.lastSeen}`}
              className="border-b border-border last:border-0"
            >
              <td className="px-2 py-1.5">
                {v.country ?? t('unknownCountry')} {v.countryCode ? `(${v.countryCode})` : ''}
              </td>
              <td className="px-2 py-1.5">{v.city ?? '—'}</td>
              <td className="px-2 py-1.5">
                <span className="block">{v.pageName}</span>
                <span className="block font-mono text-xs text-muted-foreground">
                  {v.currentPage}
                </span>
              </td>
              <td className="px-2 py-1.5 font-mono text-xs">{v.ipAddress ?? '—'}</td>
              <td className="max-w-[16rem] truncate px-2 py-1.5" title={v.referrer}>
                {v.referrer === 'Direct' ? t('direct') : v.referrer}
              </td>
              <td className="px-2 py-1.5 whitespace-nowrap">{ago(v.lastSeen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
