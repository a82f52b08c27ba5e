/** React Query keys for leads (docs/conventions.md "Client data": one key factory per feature). */
export const leadKeys = {
  all: ['leads'] as const,
  details: () => [...leadKeys.all, 'detail'] as const,
  detail: (id: string) => [...leadKeys.details(), id] as const,
};
