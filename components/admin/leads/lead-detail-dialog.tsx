'use client';
/**
 * The lead's detail dialog (docs/product.md §2.14), open while the URL's `lead`
 * param holds a public id: loading skeleton, 'not found' / error text, or the sections.
 */
import { useTranslations } from 'next-intl';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/browser/api-client';
import { LeadDetailSections } from './lead-detail-sections';
import { useLeadDetail } from './use-lead-detail';

export function LeadDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const t = useTranslations('admin.leads.detail');
  const { data, isError, error } = useLeadDetail(id);
  const lead = data?.lead;
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('close')}>
        <DialogTitle className="pr-10 text-lg font-semibold">
          {lead
            ? `${lead.firstName} ${lead.lastName}`
            : isError
              ? t(notFound ? 'notFound' : 'loadFailed')
              : t('loading')}
        </DialogTitle>
        <DialogDescription className="font-mono text-xs break-all text-muted-foreground">
          {id}
        </DialogDescription>
        {lead ? (
          <LeadDetailSections lead={lead} onErased={onClose} />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(error, t('loadFailed'))}
          </p>
        ) : (
          <div aria-busy="true" className="grid grid-cols-1 gap-3">
            <Skeleton className="h-24" />
            <Skeleton className="h-32" />
            <Skeleton className="h-20" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
