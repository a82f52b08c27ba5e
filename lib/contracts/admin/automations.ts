/**
 * The automations that run (communications tab): GET /api/admin/automations and
 * PUT /api/admin/automations/{key} {enabled}, which switches one on or off.
 */
import * as z from 'zod/mini';
import { count } from '@/lib/contracts/answer-parts';

/** The welcome email when a lead verifies; one SMS reminder 24 h after registration. */
export const AUTOMATION_KEYS = ['welcome_email', 'sms_reminder_24h'] as const;
export type AutomationKey = (typeof AUTOMATION_KEYS)[number];

/** The `{key}` of PUT /api/admin/automations/{key}. */
export const automationParamsSchema = z.object({ key: z.enum(AUTOMATION_KEYS) });

/** Body of PUT /api/admin/automations/{key}. */
export const automationBodySchema = z.object({ enabled: z.boolean() });

/** An automation with its switch and its messages by status. */
export type Automation = AutomationsResponse['automations'][number];

/** Answer of GET /api/admin/automations. */
export type AutomationsResponse = z.output<typeof automationsResponse>;

/** Answer of PUT /api/admin/automations/{key}: the switch as now stored. */
export type AutomationSwitchResponse = z.output<typeof automationSwitchResponse>;

const automationKey = z.enum(AUTOMATION_KEYS);

export const automationsResponse = z.object({
  automations: z.array(
    z.object({
      key: automationKey,
      enabled: z.boolean(),
      counts: z.object({
        pending: count(),
        delivered: count(),
        failed: count(),
        cancelled: count(),
      }),
    }),
  ),
});

export const automationSwitchResponse = z.object({ key: automationKey, enabled: z.boolean() });
