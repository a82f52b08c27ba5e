/**
 * GET /api/admin/kpis: the dashboard's figures, computed from the leads table. No query. Rates
 * are fractions 0..1, or null when their denominator is 0.
 */
import * as z from 'zod/mini';
import { count, rate, dailyPoint } from '@/lib/contracts/answer-parts';
import { EXPERIENCE_GROUP_IDS } from '@/lib/admin/experience-groups';
import { EXPERIENCE_LEVELS } from '@/lib/validation/experience-options';

/** Registrations and verifications of one Rome calendar day. */
export type DailyPoint = DashboardKpis['daily'][number];

/** Answer of GET /api/admin/kpis. */
export type DashboardKpis = z.output<typeof dashboardKpis>;

export const dashboardKpis = z.object({
  totalLeads: count(),
  leadsToday: count(),
  verifiedLeads: count(),
  verificationRate: rate(),
  highPriorityLeads: count(),
  conversionRate: rate(),
  experience: z.array(
    z.object({
      group: z.enum(EXPERIENCE_GROUP_IDS),
      count: count(),
      levels: z.array(z.object({ level: z.enum(EXPERIENCE_LEVELS), count: count() })),
    }),
  ),
  daily: z.array(dailyPoint),
  callsToCall: count(),
});
