'use client';
/**
 * The results of an experiment, one row per variant: visitors, leads, verified leads, the
 * conversion rate (of the chosen conversion), the probability to beat the control, the
 * probability to be the best, and the relative lift over the control with its 95 % credible
 * interval (the readout of lib/experiments/statistics.ts, computed on the server).
 */
import { useTranslations } from 'next-intl';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import type { VariantCountsView } from '@/lib/contracts/admin/experiments';
import type { ExperimentReadout } from '@/lib/experiments/statistics';
import { useVariantName } from './labels';
import { useReadoutFormat } from './readout-format';

export type Conversion = 'leads' | 'verifiedLeads';

const COLUMNS = [
  'variant',
  'visitors',
  'leads',
  'verifiedLeads',
  'rate',
  'beatControl',
  'best',
  'lift',
] as const;

/** The table of `readout` (counted with `conversion`), with every variant's `counts`. */
export function ResultsTable({
  label,
  readout,
  counts,
  conversion,
}: {
  label: string;
  readout: ExperimentReadout;
  counts: readonly VariantCountsView[];
  conversion: Conversion;
}) {
  const t = useTranslations('admin.experiments.results');
  const variantName = useVariantName();
  const figures = useReadoutFormat();
  return (
    <Table label={label} className="min-w-[48rem]">
      <TableCaption>{t(`caption.${conversion}`)}</TableCaption>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column}>{t(`columns.${column}`)}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {readout.variants.map((v) => {
          const count = counts.find((c) => c.key === v.id);
          return (
            <TableRow key={v.id}>
              <TableHead scope="row" className="font-medium">
                {variantName(v.id)}
              </TableHead>
              <TableCell className="tabular-nums">{figures.count(v.visitors)}</TableCell>
              <TableCell className="tabular-nums">
                {count ? figures.count(count.leads) : '—'}
              </TableCell>
              <TableCell className="tabular-nums">
                {count ? figures.count(count.verifiedLeads) : '—'}
              </TableCell>
              <TableCell className="tabular-nums">{figures.rate(v.conversionRate)}</TableCell>
              <TableCell className="tabular-nums">
                {figures.probability(v.probabilityToBeatControl)}
              </TableCell>
              <TableCell className="tabular-nums">
                {figures.probability(v.probabilityToBeBest)}
              </TableCell>
              <TableCell className="tabular-nums whitespace-nowrap">
                {figures.lift(v.lift)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
