'use client';
/**
 * "End my other sessions" (ASVS 5.0 7.5.2): signs out every other browser of this admin (a
 * forgotten computer, a lost phone) and keeps this one; says how many were ended.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { MonitorX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/browser/api-client';
import type { EndOtherSessionsResponse } from '@/lib/contracts/admin/session';

export function EndOtherSessionsButton() {
  const t = useTranslations('admin.common.otherSessions');
  const [pending, setPending] = useState(false);
  const endOthers = async () => {
    setPending(true);
    try {
      const { ended } = await apiRequest<EndOtherSessionsResponse>(
        'DELETE',
        '/api/admin/session/others',
        undefined,
        { locale: 'it' },
      );
      toast({ title: ended > 0 ? t('ended', { count: ended }) : t('none') });
    } catch {
      toast({ title: t('failed'), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void endOthers()} disabled={pending}>
      <MonitorX className="size-4" aria-hidden="true" />
      {pending ? t('ending') : t('end')}
    </Button>
  );
}
