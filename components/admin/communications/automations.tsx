'use client';
/** The automations that run (welcome email, 24 h SMS reminder), their switches and counts. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toastFailure } from '@/components/admin/common/failure-toast';
import { Skeleton } from '@/components/admin/common/stat-card';
import { useAdminQuery } from '@/components/admin/common/use-admin-query';
import { apiRequest } from '@/lib/browser/api-client';
import type { AutomationKey, AutomationsResponse } from '@/lib/contracts/admin/automations';

export function Automations() {
  const t = useTranslations('admin.communications');
  const client = useQueryClient();
  const key = ['admin', 'automations'] as const;
  const { data } = useAdminQuery<AutomationsResponse>(key, '/api/admin/automations', {
    failureTitle: t('toggleFailed'),
  });
  const toggle = useMutation({
    mutationFn: ({ id, enabled }: { id: AutomationKey; enabled: boolean }) =>
      apiRequest('PUT', `/api/admin/automations/${id}`, { enabled }, { locale: 'it' }),
    onSettled: () => void client.invalidateQueries({ queryKey: key }),
    onError: (error) => toastFailure(t('toggleFailed'), error),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{t('automationsTitle')}</CardTitle>
        <CardDescription>{t('automationsHint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {!data ? (
          <Skeleton className="h-20" />
        ) : (
          data.automations.map((a) => (
            <div key={a.key} className="flex items-start gap-3">
              <Switch
                id={`automation-${a.key}`}
                checked={a.enabled}
                onCheckedChange={(enabled) => toggle.mutate({ id: a.key, enabled })}
              />
              <div className="grid grid-cols-1 gap-0.5">
                <Label htmlFor={`automation-${a.key}`}>{t(`automations.${a.key}`)}</Label>
                <span className="text-xs text-muted-foreground">{t('counts', a.counts)}</span>
              </div>
            </div>
          ))
        )}
      </CardContent>
    </Card>
  );
}
