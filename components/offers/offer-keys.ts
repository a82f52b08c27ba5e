/** React Query keys of the follow-up offers (docs/conventions.md "Client data": one key factory per feature). */
export const offerKeys = {
  all: ['offers'] as const,
  availability: () => [...offerKeys.all, 'availability'] as const,
};
