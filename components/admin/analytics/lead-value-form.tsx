'use client';
/**
 * What a lead is worth (DESIGN.md §5: the ROI's value comes from here only): from which day,
 * per lead or per verified lead, in euro; checked with the route's own schema (imported on
 * submit), then PUT /api/admin/lead-value. Under it, the history (newest first): each value
 * applies from its day until the next one's.
 */
import { useState, type FormEvent } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { LeadValueView } from '@/lib/contracts/admin/analytics';
import { LEAD_VALUE_BASES, type LeadValueBasis } from '@/lib/validation/analytics-params';
import { useSetLeadValue } from './use-set-lead-value';

type Field = 'validFrom' | 'basis' | 'amountEuro';
const MESSAGES = {
  validFrom: 'invalidDay',
  basis: 'invalidBasis',
  amountEuro: 'invalidAmount',
} as const;

export function LeadValueForm({
  history,
  defaultDay,
}: {
  history: LeadValueView[];
  /** The day the form starts with ('YYYY-MM-DD'). */
  defaultDay: string;
}) {
  const t = useTranslations('admin.analytics.leadValue');
  const format = useFormatter();
  const [validFrom, setValidFrom] = useState(defaultDay);
  const [basis, setBasis] = useState<LeadValueBasis>('verified');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, boolean>>>({});
  const save = useSetLeadValue(() => setAmount(''));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { validFrom, basis, amountEuro: amount };
    const { leadValueSchema } = await import('@/lib/contracts/admin/analytics');
    const parsed = leadValueSchema.safeParse(body);
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
  const euro = (cents: number) =>
    format.number(cents / 100, { style: 'currency', currency: 'EUR' });

  return (
    <div className="grid grid-cols-1 gap-3">
      <form
        aria-labelledby="lead-value-title"
        noValidate
        onSubmit={submit}
        className="grid grid-cols-1 gap-3"
      >
        <div>
          <h3 id="lead-value-title" className="text-sm font-semibold">
            {t('title')}
          </h3>
          <p className="text-xs text-muted-foreground">{t('hint')}</p>
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] sm:items-start">
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor="lead-value-from">{t('validFrom')}</Label>
            <Input
              {...field('validFrom', 'lead-value-from')}
              type="date"
              min="2000-01-01"
              max="2099-12-31"
              value={validFrom}
              onChange={(e) => setValidFrom(e.target.value)}
            />
            {error('validFrom', 'lead-value-from')}
          </div>
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor="lead-value-basis">{t('basis')}</Label>
            <Select
              {...field('basis', 'lead-value-basis')}
              value={basis}
              onChange={(e) => setBasis(e.target.value as LeadValueBasis)}
            >
              {LEAD_VALUE_BASES.map((b) => (
                <option key={b} value={b}>
                  {t(`bases.${b}`)}
                </option>
              ))}
            </Select>
            {error('basis', 'lead-value-basis')}
          </div>
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor="lead-value-amount">{t('amount')}</Label>
            <Input
              {...field('amountEuro', 'lead-value-amount')}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0,00"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
            {error('amountEuro', 'lead-value-amount')}
          </div>
          <Button type="submit" disabled={save.isPending} className="sm:mt-6">
            {save.isPending ? t('saving') : t('save')}
          </Button>
        </div>
      </form>
      {history.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t('noHistory')}</p>
      ) : (
        <ul aria-label={t('history')} className="grid grid-cols-1 gap-1 text-sm">
          {history.map((v) => (
            <li key={v.validFrom} className="tabular-nums">
              {t('entry', {
                day: format.dateTime(new Date(`${v.validFrom}T12:00:00Z`), {
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                }),
                amount: euro(v.amountCents),
                basis: t(`bases.${v.basis}`),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
