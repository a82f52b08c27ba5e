'use client';
/**
 * "Aggiorna" of a back-office list or section: reloads its data now (the figures otherwise
 * load once per visit, docs/product.md §9), spinning and disabled while the reload runs.
 */
import { useTranslations } from 'next-intl';
import { RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function RefreshButton({
  onRefresh,
  busy,
  label,
}: {
  onRefresh: () => void;
  busy: boolean;
  /** The accessible name when several sections of a tab each have one ("Aggiorna i lead"). */
  label?: string;
}) {
  const t = useTranslations('admin.common');
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onRefresh}
      disabled={busy}
      aria-label={label}
      title={label}
    >
      <RefreshCw aria-hidden="true" className={busy ? 'animate-spin' : undefined} />
      {t('refresh')}
    </Button>
  );
}
