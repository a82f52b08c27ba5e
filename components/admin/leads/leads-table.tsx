'use client';
/**
 * The leads table (SPEC.md §2.14): name with short id, email and phone, experience, verification
 * badge, priority selector (saved), date, campaign and source. A row opens the detail with a
 * click or Enter on its name button. Scrolls sideways in a focusable region on a phone.
 */
import { useFormatter, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Select } from '@/components/ui/select';
import { LEAD_PRIORITIES } from '@/lib/validation/admin-leads';
import { useSetPriority } from './use-lead-mutations';
import type { LeadRow } from './use-leads';

export function LeadsTable({ leads, onOpen }: { leads: LeadRow[]; onOpen: (id: string) => void }) {
  const t = useTranslations('admin.leads');
  const format = useFormatter();
  const setPriority = useSetPriority();
  return (
    <div
      role="region"
      aria-label={t('tableLabel')}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-border bg-card"
    >
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="border-b border-border bg-muted/50 text-xs text-muted-foreground uppercase">
          <tr>
            {(
              ['name', 'contact', 'experience', 'status', 'priority', 'date', 'campaign'] as const
            ).map((c) => (
              <th key={c} scope="col" className="px-3 py-2 font-semibold">
                {t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const name = `${lead.firstName} ${lead.lastName}`;
            return (
              <tr key={lead.id} className="border-b border-border last:border-0 hover:bg-muted/30">
                <td className="px-3 py-2">
                  <button
                    type="button"
                    onClick={() => onOpen(lead.id)}
                    aria-label={t('open', { name })}
                    className="text-left font-semibold text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {name}
                  </button>
                  <span className="block font-mono text-xs text-muted-foreground">
                    {lead.id.slice(0, 8)}
                  </span>
                </td>
                <td className="px-3 py-2">
                  <a href={`mailto:${lead.email}`} className="block hover:underline">
                    {lead.email}
                  </a>
                  <a
                    href={`tel:${lead.phone}`}
                    className="block text-muted-foreground hover:underline"
                  >
                    {lead.phone}
                  </a>
                </td>
                <td className="px-3 py-2">
                  <Badge variant="outline">{t(`experience.${lead.experience as 'base'}`)}</Badge>
                </td>
                <td className="px-3 py-2">
                  <Badge variant={lead.isVerified ? 'success' : 'secondary'}>
                    {lead.isVerified ? t('verified') : t('pending')}
                  </Badge>
                </td>
                <td className="px-3 py-2">
                  <Select
                    aria-label={t('priorityOf', { name })}
                    value={lead.priority}
                    className="h-9 w-28"
                    onChange={(e) =>
                      setPriority.mutate({
                        id: lead.id,
                        priority: e.target.value as LeadRow['priority'],
                      })
                    }
                  >
                    {LEAD_PRIORITIES.map((p) => (
                      <option key={p} value={p}>
                        {t(`priority.${p}`)}
                      </option>
                    ))}
                  </Select>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {format.dateTime(new Date(lead.createdAt), {
                    dateStyle: 'short',
                    timeStyle: 'short',
                  })}
                </td>
                <td className="px-3 py-2">
                  <span className="block">{lead.campaignId ?? t('noCampaign')}</span>
                  {lead.adSource ? (
                    <span className="block text-xs text-muted-foreground">{lead.adSource}</span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
