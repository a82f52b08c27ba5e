'use client';
/**
 * Period and campaign of the funnel. The campaign is typed (any id, suggestions from the
 * per-campaign table) and applied on blur or Enter, so each keystroke is not a request.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { FUNNEL_PERIODS, type FunnelPeriod } from '@/lib/validation/analytics-params';
import { useFunnelFilters } from './use-funnel-filters';

const isPeriod = (value: string): value is FunnelPeriod =>
  (FUNNEL_PERIODS as readonly string[]).includes(value);

export function FunnelFilters({ suggestions }: { suggestions: string[] }) {
  const t = useTranslations('admin.funnel');
  const [{ fperiod, fcampaign }, setFilters] = useFunnelFilters();
  const [draft, setDraft] = useState(fcampaign);
  const [shown, setShown] = useState(fcampaign);
  // The URL changed elsewhere (a table row, back button): show its campaign.
  if (shown !== fcampaign) {
    setShown(fcampaign);
    setDraft(fcampaign);
  }
  const apply = () => {
    const next = draft.trim().slice(0, 120);
    if (next !== fcampaign) void setFilters({ fcampaign: next || null });
  };

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:max-w-2xl">
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="funnel-period">{t('periodLabel')}</Label>
        <Select
          id="funnel-period"
          value={fperiod}
          onChange={(e) => isPeriod(e.target.value) && void setFilters({ fperiod: e.target.value })}
        >
          {FUNNEL_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`period.${p}`)}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor="funnel-campaign">{t('campaignLabel')}</Label>
        <Input
          id="funnel-campaign"
          type="search"
          list="funnel-campaign-options"
          placeholder={t('campaignPlaceholder')}
          autoComplete="off"
          maxLength={120}
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            // The search field's clear button: show every campaign at once.
            if (e.target.value === '' && fcampaign) void setFilters({ fcampaign: null });
          }}
          onBlur={apply}
          onKeyDown={(e) => {
            if (e.key === 'Enter') apply();
          }}
        />
        <datalist id="funnel-campaign-options">
          {suggestions.map((id) => (
            <option key={id} value={id} />
          ))}
        </datalist>
      </div>
    </div>
  );
}
