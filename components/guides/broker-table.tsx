/**
 * Comparison table of three generic broker tiers (docs/product.md §2.12): regulation, minimum
 * deposit, fees, platforms and support. Tiers, not brand names (docs/decisions.md §5).
 */
import { useTranslations } from 'next-intl';
import { DataTable } from './data-table';

export const BROKER_TIERS = ['base', 'intermediate', 'professional'] as const;
export const BROKER_CRITERIA = [
  'target',
  'regulation',
  'minDeposit',
  'fees',
  'platforms',
  'support',
] as const;

/** The broker-tier table with its caption and validity note. */
export function BrokerTable() {
  const t = useTranslations('guides.brokers.table');
  return (
    <DataTable
      id="broker-tiers"
      caption={t('caption')}
      columns={[t('criterion'), ...BROKER_TIERS.map((tier) => t(`tiers.${tier}`))]}
      rows={BROKER_CRITERIA.map((row) => [
        t(`rows.${row}.label`),
        ...BROKER_TIERS.map((tier) => t(`rows.${row}.${tier}`)),
      ])}
      note={t('note')}
    />
  );
}
