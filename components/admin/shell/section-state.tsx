'use client';
/**
 * What a back-office section shows while its route loads (its loading.tsx) and when it
 * failed (its error.tsx): one small component for every section, named by `section`.
 */
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { AdminSection } from './admin-nav';

/** The placeholder of `section` while its data and code load. */
export function SectionLoading({ section }: { section: AdminSection }) {
  const t = useTranslations('admin.common');
  return (
    <div role="status" className="grid grid-cols-1 gap-4">
      <span className="sr-only">{t('section.loading', { section: t(`tabs.${section}`) })}</span>
      <Skeleton className="h-24" />
      <Skeleton className="h-64" />
    </div>
  );
}

/**
 * The error boundary's face for `section`: says the section could not be shown and offers a
 * retry (the server part again, then the client part), without leaving the other sections.
 */
export function SectionError({ section, reset }: { section: AdminSection; reset: () => void }) {
  const t = useTranslations('admin.common');
  const router = useRouter();
  return (
    <div role="alert" className="grid gap-3 rounded-xl border bg-card p-5">
      <p className="font-medium">{t('section.failed', { section: t(`tabs.${section}`) })}</p>
      <p className="text-sm text-muted-foreground">{t('section.failedHint')}</p>
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            router.refresh();
            reset();
          }}
        >
          <RotateCcw className="size-4" aria-hidden="true" />
          {t('section.retry')}
        </Button>
      </div>
    </div>
  );
}
