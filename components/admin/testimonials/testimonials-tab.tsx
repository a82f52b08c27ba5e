'use client';
/**
 * Testimonials tab (owners only, docs/decisions.md §5): every testimonial with its language, rating,
 * consent record and state; publish or unpublish, edit, delete, and add one. «Pubblica» is
 * disabled, with the reason beside it, while the consent does not allow publishing (the
 * server's rule, consentAllowsPublishing). The buttons show a short verb and wrap on a phone;
 * their accessible names add whose testimonial it is. While none is published the public pages show their examples,
 * labelled as illustrative; a save regenerates them.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { QueryList } from '@/components/admin/common/list-states';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/admin/common/section-card';
import { ConfirmPanel } from '@/components/ui/confirm-panel';
import { consentAllowsPublishing, type TestimonialView } from '@/lib/contracts/admin/testimonials';
import { TestimonialForm } from './testimonial-form';
import { useChangeTestimonial, useTestimonials } from './use-testimonials';
import { toastFailure } from '@/components/admin/common/failure-toast';

export function TestimonialsTab() {
  const t = useTranslations('admin.testimonials');
  const { data, error, refetch } = useTestimonials();
  return (
    <SectionCard title={t('title')} intro={t('intro')} className="grid gap-6">
      <QueryList
        items={data?.testimonials}
        error={error}
        onRetry={() => void refetch()}
        labels={{
          list: t('listLabel'),
          empty: t('empty'),
          loading: t('title'),
          loadFailed: t('loadFailed'),
          retry: t('retry'),
        }}
        renderItem={(item) => <TestimonialRow key={item.id} item={item} />}
      />
      <section className="grid gap-3" aria-labelledby="testimonial-create-title">
        <h2 id="testimonial-create-title" className="text-base font-semibold">
          {t('createTitle')}
        </h2>
        <TestimonialForm />
      </section>
    </SectionCard>
  );
}

/** One testimonial: summary, consent, state and its actions. */
function TestimonialRow({ item }: { item: TestimonialView }) {
  const t = useTranslations('admin.testimonials');
  const change = useChangeTestimonial();
  const [mode, setMode] = useState<'view' | 'edit' | 'delete'>('view');
  const refused = (error: unknown) => toastFailure(t('failed'), error);
  // The server's calendar day (consent dates are UTC calendar dates there too).
  const publishable = consentAllowsPublishing(item, new Date().toISOString().slice(0, 10));
  const consentId = `testimonial-${item.id}-consent`;

  return (
    <li className="grid gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1 break-words">
          <p className="font-semibold">
            {item.name}{' '}
            <span className="font-normal text-muted-foreground">
              · {item.role} · {item.location} · {t(`locales.${item.locale}`)}
            </span>
          </p>
          <p className="text-sm text-muted-foreground">
            {t('stars', { count: item.rating })} · {item.course}
          </p>
          <p className="line-clamp-2 text-sm">{item.text}</p>
          <p id={consentId} className="text-xs text-muted-foreground">
            {!item.consentOnFile || !item.consentDate
              ? t('consentMissing')
              : publishable
                ? t('consentOn', { date: item.consentDate })
                : t('consentFuture', { date: item.consentDate })}
          </p>
        </div>
        <Badge variant={item.published ? 'default' : 'outline'}>
          {item.published ? t('state.published') : t('state.draft')}
        </Badge>
      </div>
      {mode === 'edit' ? (
        <TestimonialForm current={item} onDone={() => setMode('view')} />
      ) : mode === 'delete' ? (
        <ConfirmPanel
          id={`testimonial-${item.id}-delete`}
          text={t('deleteConfirm', { name: item.name })}
          confirmLabel={t('delete')}
          pendingLabel={t('deleting')}
          cancelLabel={t('cancel')}
          pending={change.isPending}
          onConfirm={() => change.mutate({ kind: 'delete', id: item.id }, { onError: refused })}
          onCancel={() => setMode('view')}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={item.published ? 'outline' : 'default'}
            disabled={change.isPending || (!item.published && !publishable)}
            aria-label={
              item.published
                ? t('unpublish', { name: item.name })
                : t('publish', { name: item.name })
            }
            aria-describedby={item.published ? undefined : consentId}
            onClick={() =>
              change.mutate(
                { kind: item.published ? 'unpublish' : 'publish', id: item.id },
                { onError: refused },
              )
            }
          >
            {item.published ? t('actions.unpublish') : t('actions.publish')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('edit', { name: item.name })}
            onClick={() => setMode('edit')}
          >
            {t('actions.edit')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('deleteAsk', { name: item.name })}
            onClick={() => setMode('delete')}
          >
            {t('actions.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
