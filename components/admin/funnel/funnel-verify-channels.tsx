'use client';
/**
 * Verification by channel (Vonage Verify only): for each channel that carried codes in the
 * period, the attempts sent, delivered and completed and the cost per completed verification,
 * as lib/server/admin/reports/verify-channels.ts counts them. Nothing without Verify attempts.
 */
import { useFormatter, useTranslations } from 'next-intl';
import type { VerifyChannelFigures } from '@/lib/contracts/admin/funnel';

const COLUMNS = ['sent', 'delivered', 'completed'] as const;
const NAMED = ['whatsapp', 'whatsapp_interactive', 'sms', 'voice', 'email', 'rcs'] as const;
const named = (c: string): c is (typeof NAMED)[number] => (NAMED as readonly string[]).includes(c);

export function FunnelVerifyChannels({ channels }: { channels?: VerifyChannelFigures[] }) {
  const t = useTranslations('admin.funnel.verifyChannels');
  const format = useFormatter();
  if (!channels || channels.length === 0) return null;
  const price = (n: number | null) =>
    n === null
      ? t('noCost')
      : format.number(n, { style: 'currency', currency: 'EUR', maximumFractionDigits: 4 });
  return (
    <section className="grid grid-cols-1 gap-2 border-t border-border pt-4">
      <h3 className="font-semibold">{t('title')}</h3>
      <p className="text-xs text-muted-foreground">{t('definition')}</p>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left">
            <th scope="col">{t('channel')}</th>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="text-right">
                {t(c)}
              </th>
            ))}
            <th scope="col" className="text-right">
              {t('costPerCompleted')}
            </th>
          </tr>
        </thead>
        <tbody>
          {channels.map((row) => (
            <tr key={row.channel} className="border-t border-border">
              <th scope="row" className="text-left font-medium">
                {named(row.channel) ? t(`names.${row.channel}`) : row.channel}
              </th>
              {COLUMNS.map((c) => (
                <td key={c} className="text-right tabular-nums">
                  {format.number(row[c])}
                </td>
              ))}
              <td className="text-right tabular-nums">{price(row.costPerCompleted)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
