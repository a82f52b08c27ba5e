'use client';
/**
 * A pre-lander's offer end: edited in Rome time (datetime-local) or cleared (no countdown) by
 * an owner; shown read-only to a caller, whom the server refuses the change (offers:write).
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { OfferEnd } from '@/lib/contracts/admin/landing';
import { useSaveOffer } from './use-landing';

/** The offer end as text, for a role that may not change it. */
export function OfferEndView({ offer }: { offer: OfferEnd }) {
  const t = useTranslations('admin.landing');
  return (
    <div className="grid grid-cols-1 gap-1">
      <span className="text-sm font-medium">{t('offerTitle')}</span>
      <p className="tabular-nums">
        {offer.offerEndsAtRome ? offer.offerEndsAtRome.replace('T', ' ') : t('offerNone')}
      </p>
    </div>
  );
}

export function OfferEditor({ offer }: { offer: OfferEnd }) {
  const t = useTranslations('admin.landing');
  const save = useSaveOffer();
  const [value, setValue] = useState<string | null>(null);
  const current = value ?? offer.offerEndsAtRome ?? '';
  const id = `offer-${offer.variantId}`;
  return (
    <form
      className="grid grid-cols-1 gap-2"
      data-permission="offers:write"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { variantId: offer.variantId, offerEndsAt: current || null },
          { onSuccess: () => setValue(null) },
        );
      }}
    >
      <Label htmlFor={id}>{t('offerTitle')}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          type="datetime-local"
          value={current}
          onChange={(e) => setValue(e.target.value)}
          className="w-auto"
        />
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('offerSave')}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={save.isPending || !offer.offerEndsAt}
          onClick={() =>
            save.mutate(
              { variantId: offer.variantId, offerEndsAt: null },
              { onSuccess: () => setValue(null) },
            )
          }
        >
          {t('offerClear')}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        {offer.offerEndsAt ? t('offerHint') : t('offerNone')}
      </p>
    </form>
  );
}
