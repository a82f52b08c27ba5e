'use client';
/**
 * The ad-spend form: campaign id, month, amount in euro. Checked in the browser with the
 * server's own schema (lib/contracts/admin/analytics.ts, imported on submit), then PUT
 * /api/admin/ad-spend.
 * The month starts as the month on view; render with `key={month}` to follow the picker.
 */
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSetAdSpend } from './use-set-ad-spend';

type Field = 'campaignId' | 'month' | 'amountEuro';
const MESSAGES = {
  campaignId: 'invalidCampaign',
  month: 'invalidMonth',
  amountEuro: 'invalidAmount',
} as const;

export function SpendForm({ month: viewedMonth }: { month: string }) {
  const t = useTranslations('admin.analytics');
  const [campaignId, setCampaignId] = useState('');
  const [month, setMonth] = useState(viewedMonth);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, boolean>>>({});
  const save = useSetAdSpend(() => setAmount(''));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { campaignId, month, amountEuro: amount };
    // The schema (and zod) load on the first submit, not with the tab.
    const { adSpendSchema } = await import('@/lib/contracts/admin/analytics');
    const parsed = adSpendSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), true])),
      );
      return;
    }
    setErrors({});
    save.mutate(body);
  };

  const field = (name: Field, id: string) => ({
    id,
    'aria-invalid': errors[name] || undefined,
    'aria-describedby': errors[name] ? `${id}-error` : undefined,
  });
  const error = (name: Field, id: string) =>
    errors[name] ? (
      <p id={`${id}-error`} className="text-xs text-destructive">
        {t(MESSAGES[name])}
      </p>
    ) : null;

  return (
    <form
      aria-labelledby="spend-form-title"
      noValidate
      onSubmit={submit}
      className="grid grid-cols-1 gap-3"
    >
      <div>
        <h3 id="spend-form-title" className="text-sm font-semibold">
          {t('spendForm')}
        </h3>
        <p className="text-xs text-muted-foreground">{t('spendFormHint')}</p>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_10rem_9rem_auto] sm:items-start">
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor="spend-campaign">{t('campaignId')}</Label>
          <Input
            {...field('campaignId', 'spend-campaign')}
            placeholder="FB_AD_01"
            autoComplete="off"
            maxLength={120}
            value={campaignId}
            onChange={(e) => setCampaignId(e.target.value)}
          />
          {error('campaignId', 'spend-campaign')}
        </div>
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor="spend-month">{t('month')}</Label>
          <Input
            {...field('month', 'spend-month')}
            type="month"
            min="2000-01"
            max="2099-12"
            value={month}
            onChange={(e) => setMonth(e.target.value)}
          />
          {error('month', 'spend-month')}
        </div>
        <div className="grid grid-cols-1 gap-1.5">
          <Label htmlFor="spend-amount">{t('amount')}</Label>
          <Input
            {...field('amountEuro', 'spend-amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          {error('amountEuro', 'spend-amount')}
        </div>
        <Button type="submit" disabled={save.isPending} className="sm:mt-6">
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
