'use client';
/**
 * A pre-lander's offer end: edited in Rome time (datetime-local) or cleared (no countdown) by
 * an owner; shown read-only to a caller, whom the server refuses the change (offers:write).
 */
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type * as z from 'zod/mini';
import { FieldError } from '@/components/forms/form-field';
import { useMessageText } from '@/components/forms/use-message-text';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { OfferEnd, offerBodySchema } from '@/lib/contracts/admin/landing';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useSaveOffer } from './use-landing';

type OfferBody = z.output<typeof offerBodySchema>;

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

/**
 * The body of the PUT: the datetime-local input holds '' when cleared, which the route's
 * offerBodySchema takes as null (no countdown). Here, next to the form, so that the schema
 * keeps refusing an empty string sent by anything else.
 */
function offerBody({ offerEndsAt }: { offerEndsAt: string }): OfferBody {
  return { offerEndsAt: offerEndsAt || null };
}

/**
 * The owner's editor: react-hook-form, checked with the route's own offerBodySchema (loaded on
 * the first save), whose message shows under the input; the server's refusal is the toast.
 */
export function OfferEditor({ offer }: { offer: OfferEnd }) {
  const t = useTranslations('admin.landing');
  const message = useMessageText();
  const save = useSaveOffer();
  const form = useForm<{ offerEndsAt: string }, unknown, OfferBody>({
    resolver: lazyResolver(
      () => import('@/lib/contracts/admin/landing').then((m) => m.offerBodySchema),
      offerBody,
    ),
    // What the server stores, until the owner edits it: a refetch does not undo typing.
    values: { offerEndsAt: offer.offerEndsAtRome ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const id = `offer-${offer.variantId}`;
  const error = message(form.formState.errors.offerEndsAt?.message);
  const saved = (offerEndsAt: string | null) => () =>
    form.reset({ offerEndsAt: offerEndsAt ?? '' });
  return (
    <form
      className="grid grid-cols-1 gap-2"
      data-permission="offers:write"
      noValidate
      onSubmit={form.handleSubmit(({ offerEndsAt }) =>
        save.mutate({ variantId: offer.variantId, offerEndsAt }, { onSuccess: saved(offerEndsAt) }),
      )}
    >
      <Label htmlFor={id}>{t('offerTitle')}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          type="datetime-local"
          className="w-auto"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('offerEndsAt')}
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
              { onSuccess: saved(null) },
            )
          }
        >
          {t('offerClear')}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <p className="text-xs text-muted-foreground">
        {offer.offerEndsAt ? t('offerHint') : t('offerNone')}
      </p>
    </form>
  );
}
