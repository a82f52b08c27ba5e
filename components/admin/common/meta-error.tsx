'use client';
/**
 * A Meta error as the operator reads it: what happened and what to do, in Italian
 * (lib/meta/errors.ts reads the stored text), then Meta's own words, unchanged, folded in a
 * "Dettaglio tecnico" for support. `service` says whose settings the hint names: the spend
 * import (ads) or the Conversions API (capi).
 */
import { useTranslations } from 'next-intl';
import { metaErrorKind } from '@/lib/meta/errors';

/** The Italian explanation of `raw` as one sentence pair (for a toast). */
export function useMetaErrorText() {
  const t = useTranslations('admin.common.metaErrors');
  return (raw: string, service: 'ads' | 'capi') => {
    const kind = metaErrorKind(raw);
    return `${t(`${kind}.what`)} ${t(`${kind}.hint`, { service })}`;
  };
}

export function MetaError({ raw, service }: { raw: string; service: 'ads' | 'capi' }) {
  const t = useTranslations('admin.common.metaErrors');
  const kind = metaErrorKind(raw);
  return (
    <div className="grid min-w-0 gap-1">
      <p>
        <span className="font-medium text-destructive">{t(`${kind}.what`)}</span>{' '}
        {t(`${kind}.hint`, { service })}
      </p>
      <details className="text-xs text-muted-foreground">
        <summary className="cursor-pointer py-1">{t('details')}</summary>
        <code className="block break-all whitespace-pre-wrap">{raw}</code>
      </details>
    </div>
  );
}
