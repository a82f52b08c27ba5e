'use client';
/** The loading state while the admin session is checked (docs/product.md §2.14). */
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';

export function AdminVerifying() {
  const t = useTranslations('admin.common');
  return (
    <main className="grid min-h-dvh place-items-center" aria-busy="true">
      <p role="status" className="inline-flex items-center gap-2 text-muted-foreground">
        <Spinner />
        {t('verifying')}
      </p>
    </main>
  );
}
