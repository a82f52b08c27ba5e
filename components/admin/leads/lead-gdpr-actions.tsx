'use client';
/**
 * The GDPR actions of the lead detail: download everything held about the lead
 * (GET /api/admin/leads/{id}/export, a JSON file) and erase the lead after an explicit second
 * step that says what is deleted and what is kept. Both are audit-logged on the server.
 */
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ConfirmPanel } from '@/components/ui/confirm-panel';
import { useEraseLead } from './use-lead-mutations';

/** Actions for lead `id` (public UUID); `onErased` closes the dialog. */
export function LeadGdprActions({ id, onErased }: { id: string; onErased: () => void }) {
  const t = useTranslations('admin.leads.detail');
  const [confirming, setConfirming] = useState(false);
  const erase = useEraseLead(id, onErased);
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={`/api/admin/leads/${id}/export`} download data-permission="leads:export">
            {t('exportData')}
          </a>
        </Button>
        {confirming ? null : (
          <Button
            variant="destructive"
            size="sm"
            data-permission="leads:erase"
            onClick={() => setConfirming(true)}
          >
            {t('erase')}
          </Button>
        )}
      </div>
      {confirming ? (
        <ConfirmPanel
          id={`erase-${id}`}
          text={t('eraseConfirmText')}
          confirmLabel={t('eraseConfirm')}
          pendingLabel={t('erasing')}
          cancelLabel={t('cancel')}
          pending={erase.isPending}
          onConfirm={() => erase.mutate()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
