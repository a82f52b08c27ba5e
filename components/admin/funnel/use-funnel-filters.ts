'use client';
/** The funnel's filters as URL state: `?fperiod=7d|30d|90d|all&fcampaign=<id>`. */
import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { FUNNEL_PERIODS } from '@/lib/validation/analytics-params';

export function useFunnelFilters() {
  return useQueryStates({
    fperiod: parseAsStringLiteral(FUNNEL_PERIODS).withDefault('30d'),
    fcampaign: parseAsString.withDefault(''),
  });
}
