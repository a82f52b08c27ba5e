'use client';
/**
 * Verify's attempts by channel (lib/server/admin/reports/verify-channels.ts): one row per
 * channel with its sent, delivered and completed attempts, optionally the total cost, and the
 * cost per completed verification. Shown by the funnel and by the settings tab's
 * verification group, so both read the same figures the same way.
 */
import { useFormatter, useTranslations } from 'next-intl';
import type { VerifyChannelFigures } from '@/lib/contracts/admin/funnel';

const COLUMNS = ['sent', 'delivered', 'completed'] as const;
const NAMED = ['whatsapp', 'whatsapp_interactive', 'sms', 'voice', 'email', 'rcs'] as const;
const named = (c: string): c is (typeof NAMED)[number] => (NAMED as readonly string[]).includes(c);

/** The table of `channels`; `withCost` adds the total cost before the cost per completion. */
export function VerifyChannelsTable(props: {
  channels: VerifyChannelFigures[];
  withCost?: boolean;
  caption?: string;
}) {
  const t = useTranslations('admin.funnel.verifyChannels');
  const format = useFormatter();
  const price = (n: number | null) =>
    n === null
      ? t('noCost')
      : format.number(n, { style: 'currency', currency: 'EUR', maximumFractionDigits: 4 });
  const costs = props.withCost
    ? (['cost', 'costPerCompleted'] as const)
    : (['costPerCompleted'] as const);
  return (
    <table className="w-full text-sm">
      {props.caption ? <caption className="text-left font-medium">{props.caption}</caption> : null}
      <thead>
        <tr className="text-left">
          <th scope="col">{t('channel')}</th>
          {[...COLUMNS, ...costs].map((c) => (
            <th key={c} scope="col" className="text-right">
              {t(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.channels.map((row) => (
          <tr key={row.channel} className="border-t border-border">
            <th scope="row" className="text-left font-medium">
              {named(row.channel) ? t(`names.${row.channel}`) : row.channel}
            </th>
            {COLUMNS.map((c) => (
              <td key={c} className="text-right tabular-nums">
                {format.number(row[c])}
              </td>
            ))}
            {costs.map((c) => (
              <td key={c} className="text-right tabular-nums">
                {price(row[c])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
