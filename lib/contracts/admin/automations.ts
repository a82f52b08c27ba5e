/**
 * The automations that run (communications tab): GET /api/admin/automations and
 * PUT /api/admin/automations/{key} {enabled}, which switches one on or off.
 */
import * as z from 'zod/mini';

/** The welcome email when a lead verifies; one SMS reminder 24 h after registration. */
export const AUTOMATION_KEYS = ['welcome_email', 'sms_reminder_24h'] as const;
export type AutomationKey = (typeof AUTOMATION_KEYS)[number];

/** The `{key}` of PUT /api/admin/automations/{key}. */
export const automationParamsSchema = z.object({ key: z.enum(AUTOMATION_KEYS) });

/** Body of PUT /api/admin/automations/{key}. */
export const automationBodySchema = z.object({ enabled: z.boolean() });

/** An automation with its switch and its messages by status. */
export interface Automation {
  key: AutomationKey;
  enabled: boolean;
  counts: { pending: number; delivered: number; failed: number; cancelled: number };
}

/** Answer of GET /api/admin/automations. */
export interface AutomationsResponse {
  automations: Automation[];
}

/** Answer of PUT /api/admin/automations/{key}: the switch as now stored. */
export interface AutomationSwitchResponse {
  key: AutomationKey;
  enabled: boolean;
}
