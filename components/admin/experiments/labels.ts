'use client';
/**
 * The names the back-office gives an experiment's page and variants: a page by the name the
 * landing sections already use (messages/admin/landing.json) and its path, a variant as
 * "Controllo" or "Variante B". Pure lookups on lib/experiments/pages.ts's fixed lists.
 */
import { useTranslations } from 'next-intl';
import { SALES_PAGES } from '@/lib/campaigns/urls';
import { experimentPageOf, VARIANT_KEYS, type VariantKey } from '@/lib/experiments/pages';
import { PRELANDER_VARIANTS, PRELANDER_VARIANT_IDS } from '@/lib/campaigns/prelanders';

/** `(path) => "Trading educativo · /trading-educativo"`; an unknown path as is. */
export function usePageName(): (path: string) => string {
  const landing = useTranslations('admin.landing');
  const t = useTranslations('admin.experiments');
  return (path) => {
    const page = experimentPageOf(path);
    if (!page) return path;
    if (page.kind === 'home') return `${t('pageHome')} · ${path}`;
    const prelander = PRELANDER_VARIANT_IDS.find((id) => PRELANDER_VARIANTS[id].path === path);
    if (prelander) return `${landing(`variants.${prelander}.name`)} · ${path}`;
    const sales = SALES_PAGES.find((p) => p.path === path);
    return sales ? `${landing(`salesPages.${sales.id}.name`)} · ${path}` : path;
  };
}

/** Whether `id` (a readout's variant id) is one of VARIANT_KEYS. */
export function isVariantKey(id: string): id is VariantKey {
  return (VARIANT_KEYS as readonly string[]).includes(id);
}

/** `(key) => "Controllo" | "Variante B" …`; an id that is no variant key as is. */
export function useVariantName(): (id: string) => string {
  const t = useTranslations('admin.experiments.variantNames');
  return (id) => (isVariantKey(id) ? t(id) : id);
}
