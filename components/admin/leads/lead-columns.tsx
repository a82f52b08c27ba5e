'use client';
/**
 * Column definitions of the leads table (docs/product.md §2.14): name with short id, email and phone
 * (a dash for a caller, whose list has none: they are in the lead's detail),
 * experience badge, verification badge ('Verificato' / 'In attesa') over the last SMS's delivery
 * state, priority selector (saved
 * through PATCH), date, campaign and source. Headings come from admin.leads.columns.
 */
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { ShortDateTime } from '@/components/admin/common/short-date-time';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Select } from '@/components/ui/select';
import { LEAD_PRIORITIES } from '@/lib/contracts/admin/lead-options';
import type { LeadListRow } from '@/lib/contracts/admin/leads';
import { SmsState } from './sms-state';

/** `onOpen(id)` opens the detail; `onPriority(id, p)` saves a new priority. */
export function useLeadColumns(
  onOpen: (id: string) => void,
  onPriority: (id: string, priority: LeadListRow['priority']) => void,
): ColumnDef<LeadListRow>[] {
  const t = useTranslations('admin.leads');
  return useMemo<ColumnDef<LeadListRow>[]>(
    () => [
      {
        id: 'name',
        header: t('columns.name'),
        cell: ({ row: { original: lead } }) => {
          const name = `${lead.firstName} ${lead.lastName}`;
          return (
            <>
              <button
                type="button"
                onClick={() => onOpen(lead.id)}
                aria-label={t('open', { name })}
                className="rounded-sm text-left font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                {name}
              </button>
              <span className="block font-mono text-xs text-muted-foreground">
                {lead.id.slice(0, 8)}
              </span>
            </>
          );
        },
      },
      {
        id: 'contact',
        header: t('columns.contact'),
        // Null for a caller: the list carries no contacts, the lead's detail does.
        cell: ({ row: { original: lead } }) =>
          lead.email === null && lead.phone === null ? (
            <span className="text-muted-foreground" title={t('contactInDetail')}>
              —<span className="sr-only"> {t('contactInDetail')}</span>
            </span>
          ) : (
            <>
              {lead.email ? (
                <a href={`mailto:${lead.email}`} className="block wrap-anywhere hover:underline">
                  {lead.email}
                </a>
              ) : null}
              {lead.phone ? (
                <a
                  href={`tel:${lead.phone}`}
                  className="block text-muted-foreground hover:underline"
                >
                  {lead.phoneDisplay}
                </a>
              ) : null}
            </>
          ),
      },
      {
        id: 'experience',
        header: t('columns.experience'),
        cell: ({ row: { original: lead } }) => (
          <Badge variant="outline">{t(`experience.${lead.experience}`)}</Badge>
        ),
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: ({ row: { original: lead } }) => (
          <>
            <Badge variant={lead.isVerified ? 'success' : 'secondary'}>
              {lead.isVerified ? t('verified') : t('pending')}
            </Badge>
            <SmsState sms={lead.lastSms} />
          </>
        ),
      },
      {
        id: 'priority',
        header: t('columns.priority'),
        cell: ({ row: { original: lead } }) => (
          <Select
            aria-label={t('priorityOf', { name: `${lead.firstName} ${lead.lastName}` })}
            value={lead.priority}
            data-permission="leads:write"
            className="h-9 w-28"
            onChange={(e) => {
              const next = LEAD_PRIORITIES.find((p) => p === e.target.value);
              if (next) onPriority(lead.id, next);
            }}
          >
            {LEAD_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`priority.${p}`)}
              </option>
            ))}
          </Select>
        ),
      },
      {
        id: 'date',
        header: t('columns.date'),
        cell: ({ row: { original: lead } }) => (
          <ShortDateTime iso={lead.createdAt} className="whitespace-nowrap" />
        ),
      },
      {
        id: 'campaign',
        header: t('columns.campaign'),
        cell: ({ row: { original: lead } }) => (
          <>
            <span className="block">{lead.campaignId ?? t('noCampaign')}</span>
            {lead.adSource ? (
              <span className="block text-xs text-muted-foreground">{lead.adSource}</span>
            ) : null}
          </>
        ),
      },
    ],
    [t, onOpen, onPriority],
  );
}
