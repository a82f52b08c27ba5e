/**
 * GET /api/admin/kpis: the dashboard's figures, computed from the leads table. No query. Rates
 * are fractions 0..1, or null when their denominator is 0.
 */
import type { ExperienceGroup } from '@/lib/admin/experience-groups';
import type { ExperienceLevel } from '@/lib/validation/experience-options';

/** Registrations and verifications of one Rome calendar day. */
export interface DailyPoint {
  /** 'YYYY-MM-DD' (Rome calendar day). */
  date: string;
  registrations: number;
  verifications: number;
}

/** Answer of GET /api/admin/kpis. */
export interface DashboardKpis {
  totalLeads: number;
  leadsToday: number;
  verifiedLeads: number;
  /** verified / total over every lead, 0..1; null with no leads. */
  verificationRate: number | null;
  highPriorityLeads: number;
  /**
   * Registration→verification conversion of the last 30 Rome days (the window of `daily`):
   * of the leads registered in it, the share verified so far, 0..1; null with none registered.
   */
  conversionRate: number | null;
  /**
   * Leads per experience group (lib/admin/experience-groups.ts: the leads filter's groups, in their
   * order, zeros included), each with its stored levels' counts.
   */
  experience: {
    group: ExperienceGroup;
    count: number;
    levels: { level: ExperienceLevel; count: number }[];
  }[];
  daily: DailyPoint[];
  /** Call-list entries still to call (status new or no_answer). */
  callsToCall: number;
}
