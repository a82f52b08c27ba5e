'use client';
/** Ad spend per campaign and month, and the cost per lead it gives (ISSUE 8 item 10). */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { Skeleton } from '@/components/admin/common/stat-card';
import { apiRequest, errorMessage } from '@/lib/api-client';

export interface Spend {
  campaigns: {
    campaignId: string;
    amountCents: number;
    leads: number;
    verified: number;
    costPerLeadCents: number | null;
    costPerVerifiedCents: number | null;
  }[];
  totalCents: number;
  costPerLeadCents: number | null;
  costPerVerifiedCents: number | null;
}

export function SpendCard({
  month,
  spend,
  className,
}: {
  month: string;
  spend?: Spend;
  className?: string;
}) {
  const t = useTranslations('admin.analytics');
  const format = useFormatter();
  const client = useQueryClient();
  const [campaignId, setCampaignId] = useState('');
  const [amount, setAmount] = useState('');
  const euro = (cents: number | null) =>
    cents === null ? t('na') : format.number(cents / 100, { style: 'currency', currency: 'EUR' });
  const save = useMutation({
    mutationFn: () =>
      apiRequest(
        'PUT',
        '/api/admin/ad-spend',
        { campaignId, month, amountEuro: Number(amount.replace(',', '.')) },
        { locale: 'it' },
      ),
    onSuccess: () => {
      toast({ title: t('saved') });
      setAmount('');
      void client.invalidateQueries({ queryKey: ['admin', 'analytics'] });
    },
    onError: (error) =>
      toast({
        title: t('saveFailed'),
        description: errorMessage(error, ''),
        variant: 'destructive',
      }),
  });

  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-base">{t('roiTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!spend ? (
          <Skeleton className="h-24" />
        ) : spend.campaigns.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('roiEmpty')}</p>
        ) : (
          <>
            <p className="text-sm">
              {t('spendTotal', { amount: euro(spend.totalCents) })} · {t('costPerLead')}:{' '}
              <strong>{euro(spend.costPerLeadCents)}</strong> · {t('costPerVerified')}:{' '}
              <strong>{euro(spend.costPerVerifiedCents)}</strong>
            </p>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[32rem] text-left text-sm">
                <thead className="border-b border-border text-xs text-muted-foreground uppercase">
                  <tr>
                    {(['campaign', 'spend', 'leads', 'verified', 'cpl', 'cpv'] as const).map(
                      (c) => (
                        <th key={c} scope="col" className="px-2 py-1.5">
                          {t(`columns.${c}`)}
                        </th>
                      ),
                    )}
                  </tr>
                </thead>
                <tbody>
                  {spend.campaigns.map((c) => (
                    <tr key={c.campaignId} className="border-b border-border last:border-0">
                      <td className="px-2 py-1.5 font-mono">{c.campaignId}</td>
                      <td className="px-2 py-1.5">{euro(c.amountCents)}</td>
                      <td className="px-2 py-1.5 tabular-nums">{c.leads}</td>
                      <td className="px-2 py-1.5 tabular-nums">{c.verified}</td>
                      <td className="px-2 py-1.5">{euro(c.costPerLeadCents)}</td>
                      <td className="px-2 py-1.5">{euro(c.costPerVerifiedCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <form
          aria-label={t('spendForm')}
          className="grid gap-2 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="spend-campaign">{t('campaignId')}</Label>
            <Input
              id="spend-campaign"
              required
              maxLength={120}
              value={campaignId}
              onChange={(e) => setCampaignId(e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="spend-amount">{t('amount')}</Label>
            <Input
              id="spend-amount"
              required
              inputMode="decimal"
              pattern="[0-9]+([.,][0-9]{1,2})?"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={save.isPending}>
            {t('save')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
