/** Query keys of the analytics tab (docs/conventions.md: one key factory per feature). */
export const analyticsKeys = {
  all: ['admin', 'analytics'] as const,
  /** `month` 'YYYY-MM', or null for the server's current Rome month. */
  report: (month: string | null) => [...analyticsKeys.all, 'report', month ?? 'current'] as const,
};
