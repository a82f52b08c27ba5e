/** Query keys of the dashboard tab (docs/conventions.md: one key factory per feature). */
export const dashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  kpis: () => [...dashboardKeys.all, 'kpis'] as const,
  audit: (limit: number) => [...dashboardKeys.all, 'audit', limit] as const,
};
