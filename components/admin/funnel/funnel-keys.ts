/** Query keys of the funnel tab (docs/conventions.md: one key factory per feature). */
export const funnelKeys = {
  all: ['admin', 'funnel'] as const,
  report: (period: string, campaign: string) =>
    [...funnelKeys.all, 'report', period, campaign] as const,
};
