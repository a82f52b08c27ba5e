'use client';
/**
 * The pre-landers and sales-pages tabs (docs/product.md §2.14): per page its
 * metadata, the leads attributed to its generated campaign ids, copy 50 (30) URLs, CSV,
 * preview (campaign=PREVIEW in a new tab), the 2-step funnel card and, for pre-landers, the
 * offer end that the public countdown reads (editable by an owner, read-only for a caller).
 */
import { useTranslations } from 'next-intl';
import { Copy, Download, ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { copyText, downloadCsv } from '@/components/admin/common/downloads';
import { PRELANDER_VARIANT_IDS, PRELANDER_VARIANTS } from '@/lib/campaigns/prelanders';
import {
  SALES_PAGES,
  prelanderUrls,
  previewUrl,
  salesPageUrls,
  type GeneratedUrl,
} from '@/lib/campaigns/urls';
import { useAdminRole } from '@/components/admin/shell/admin-role';
import { OfferEditor, OfferEndView } from './offer-editor';
import { useLandingPerformance, useOffers } from './use-landing';
import { useCampaignLeadCounts } from '@/components/admin/campaigns/use-campaigns';

type VariantKey = keyof typeof PRELANDER_VARIANTS;
type SalesKey = (typeof SALES_PAGES)[number]['id'];

interface PageEntry {
  id: string;
  path: string;
  legacy: boolean;
  urls: (base: string) => GeneratedUrl[];
}

const PRELANDERS: PageEntry[] = PRELANDER_VARIANT_IDS.map((id) => ({
  id,
  path: PRELANDER_VARIANTS[id].path,
  legacy: false,
  urls: (base) => prelanderUrls(base, id, PRELANDER_VARIANTS[id].path),
}));
const SALES: PageEntry[] = SALES_PAGES.map((p) => ({
  id: p.id,
  path: p.path,
  legacy: p.legacy,
  urls: (base) => salesPageUrls(base, p.id, p.path),
}));

export function LandingPagesTab({ kind }: { kind: 'prelander' | 'sales' }) {
  const t = useTranslations('admin.landing');
  const { data: performance } = useLandingPerformance();
  const { data: offers } = useOffers(kind === 'prelander');
  const role = useAdminRole();
  const pages = kind === 'prelander' ? PRELANDERS : SALES;
  // The leads of exactly these pages' ids (the ids do not depend on the base URL).
  const { leadsOf } = useCampaignLeadCounts(pages.flatMap((p) => p.urls('').map((u) => u.id)));
  const copied = { done: t('copied'), failed: t('copyFailed') };
  const meta = (id: string) =>
    kind === 'prelander'
      ? {
          name: t(`variants.${id as VariantKey}.name`),
          headline: t(`variants.${id as VariantKey}.headline`),
          audience: t(`variants.${id as VariantKey}.audience`),
          description: t(`variants.${id as VariantKey}.description`),
        }
      : {
          name: t(`salesPages.${id as SalesKey}.name`),
          headline: t(`salesPages.${id as SalesKey}.headline`),
          audience: t(`salesPages.${id as SalesKey}.audience`),
          description: t(`salesPages.${id as SalesKey}.description`),
        };

  return (
    <div className="grid grid-cols-1 gap-4">
      <Card className="bg-secondary/40">
        <CardHeader>
          <CardTitle className="text-base">{t('funnelTitle')}</CardTitle>
          <CardDescription>{t('funnelSteps')}</CardDescription>
          <CardDescription>{t('funnelHint')}</CardDescription>
        </CardHeader>
      </Card>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {pages.map((page) => {
          const m = meta(page.id);
          const stats = performance?.variants.find((p) => p.variantId === page.id);
          const offer = offers?.offers.find((o) => o.variantId === page.id);
          const urls = () => page.urls(window.location.origin);
          return (
            <Card key={page.id}>
              <CardHeader>
                <CardTitle as="h3" className="flex flex-wrap items-center gap-2 text-base">
                  {m.name} {page.legacy ? <Badge variant="outline">{t('legacy')}</Badge> : null}
                </CardTitle>
                <CardDescription className="font-mono text-xs">
                  {page.id} · {page.path}
                </CardDescription>
              </CardHeader>
              <CardContent className="grid grid-cols-1 gap-3 text-sm">
                <p className="font-semibold">{m.headline}</p>
                <p>{m.description}</p>
                <p className="text-muted-foreground">
                  {t('audience')}: {m.audience}
                </p>
                <p className="tabular-nums">
                  {stats ? t('leads', { leads: stats.leads, verified: stats.verified }) : '…'}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() =>
                      void copyText(
                        urls()
                          .map((u) => u.url)
                          .join('\n'),
                        copied,
                      )
                    }
                  >
                    <Copy aria-hidden="true" />
                    {t('copyUrls', { count: kind === 'prelander' ? 50 : 30 })}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() =>
                      downloadCsv(`${page.id.toLowerCase()}-urls.csv`, [
                        [
                          t('csvHeader.id'),
                          t('csvHeader.name'),
                          t('csvHeader.url'),
                          t('csvHeader.leads'),
                        ],
                        ...urls().map((u) => [u.id, u.name, u.url, leadsOf(u.id)]),
                      ])
                    }
                  >
                    <Download aria-hidden="true" />
                    {t('downloadCsv')}
                  </Button>
                  <a
                    href={previewUrl(page.path)}
                    target="_blank"
                    rel="noopener"
                    aria-label={t('previewLabel', { name: m.name })}
                    className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                  >
                    <ExternalLink aria-hidden="true" />
                    {t('preview')}
                  </a>
                </div>
                {kind === 'prelander' && offer ? (
                  role === 'owner' ? (
                    <OfferEditor offer={offer} />
                  ) : (
                    <OfferEndView offer={offer} />
                  )
                ) : null}
              </CardContent>
            </Card>
          );
        })}
      </div>
    </div>
  );
}
