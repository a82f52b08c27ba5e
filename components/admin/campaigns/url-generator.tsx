'use client';
/**
 * The Facebook URL generator (docs/product.md §2.14 campaigns tab): base URL (default this site),
 * generate 50, copy all, CSV (id, name, URL, leads generated), clear, per-row copy.
 */
import { useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { Copy, Download, Trash2, Wand2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { facebookCampaignUrls } from '@/lib/campaigns/urls';
import { copyText, downloadCsv } from '@/components/admin/common/downloads';
import { useGeneratedUrls } from './use-generated-urls';
import { useCampaignLeadCounts } from './use-campaigns';

export function UrlGenerator() {
  const t = useTranslations('admin.campaigns');
  const [urls, save] = useGeneratedUrls();
  // This site's origin by default (read after hydration: the server does not know it).
  const origin = useSyncExternalStore(
    () => () => undefined,
    () => window.location.origin,
    () => '',
  );
  const [typed, setBase] = useState<string | null>(null);
  const base = typed ?? origin;
  // Counted for exactly these ids, whatever their rank among all campaigns.
  const { leadsOf } = useCampaignLeadCounts(urls.map((u) => u.id));
  const copied = { done: t('copied'), failed: t('copyFailed') };

  return (
    <div className="grid grid-cols-1 gap-3">
      <form
        className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          save(facebookCampaignUrls(base));
        }}
      >
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor="campaign-base">{t('baseUrl')}</Label>
          <Input
            id="campaign-base"
            type="url"
            required
            value={base}
            onChange={(e) => setBase(e.target.value)}
          />
        </div>
        <Button type="submit">
          <Wand2 aria-hidden="true" />
          {t('generate')}
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={!urls.length}
          onClick={() => void copyText(urls.map((u) => u.url).join('\n'), copied)}
        >
          <Copy aria-hidden="true" />
          {t('copyAll')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!urls.length}
          onClick={() =>
            downloadCsv('campagne-facebook.csv', [
              [t('csvHeader.id'), t('csvHeader.name'), t('csvHeader.url'), t('csvHeader.leads')],
              ...urls.map((u) => [u.id, u.name, u.url, leadsOf(u.id)]),
            ])
          }
        >
          <Download aria-hidden="true" />
          {t('downloadCsv')}
        </Button>
        <Button variant="ghost" size="sm" disabled={!urls.length} onClick={() => save([])}>
          <Trash2 aria-hidden="true" />
          {t('clear')}
        </Button>
      </div>
      {urls.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noUrls')}</p>
      ) : (
        <div
          role="region"
          aria-label={t('generatedLabel')}
          tabIndex={0}
          className="max-h-96 overflow-auto rounded-md border border-border"
        >
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="sticky top-0 border-b border-border bg-card text-xs text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="px-2 py-2">
                  {t('columns.id')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('columns.name')}
                </th>
                <th scope="col" className="px-2 py-2">
                  {t('columns.url')}
                </th>
                <th scope="col" className="px-2 py-2 text-right">
                  {t('columns.leads')}
                </th>
                <th scope="col" className="px-2 py-2">
                  <span className="sr-only">{t('copyAll')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {urls.map((u) => (
                <tr key={u.id} className="border-b border-border last:border-0">
                  <td className="px-2 py-1.5 font-mono">{u.id}</td>
                  <td className="px-2 py-1.5">{u.name}</td>
                  <td
                    className="max-w-[28rem] truncate px-2 py-1.5 font-mono text-xs"
                    title={u.url}
                  >
                    {u.url}
                  </td>
                  <td className="px-2 py-1.5 text-right tabular-nums">{leadsOf(u.id)}</td>
                  <td className="px-2 py-1.5">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('copyRow', { id: u.id })}
                      onClick={() => void copyText(u.url, copied)}
                    >
                      <Copy aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
