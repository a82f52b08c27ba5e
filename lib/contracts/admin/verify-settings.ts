/**
 * The settings tab's verification group: GET and PUT /api/admin/settings/verify. The channels
 * Vonage Verify takes, in order (docs/sms.md "Verification by Vonage Verify"), as the owner
 * chooses them; a stored workflow overrides VERIFY_WORKFLOW, which stays the default until the
 * first save. Beside it, each channel's figures of the last 30 days. One schema for the form
 * and the route.
 */
import * as z from 'zod/mini';
import { source } from '@/lib/contracts/answer-parts';
import { verifyChannelFigures } from '@/lib/contracts/admin/funnel';

/** Verify's channels (lib/server/channels/verify/port.ts VerifyChannel). */
export const VERIFY_CHANNELS = ['whatsapp', 'sms', 'voice'] as const;
export type VerifyWorkflowChannel = (typeof VERIFY_CHANNELS)[number];

/** Days of figures shown beside the workflow. */
export const VERIFY_FIGURES_DAYS = 30;

/** Answer of GET and PUT /api/admin/settings/verify. */
export type VerifySettingsResponse = z.output<typeof verifySettingsResponse>;

/** The workflow's rule: 1–3 distinct channels in order; every issue answers `message`. */
const workflowSchemaWith = (message: string) =>
  z.object({
    workflow: z.array(z.enum(VERIFY_CHANNELS, message), message).check(
      z.minLength(1, message),
      z.maxLength(VERIFY_CHANNELS.length, message),
      z.refine((list) => new Set(list).size === list.length, message),
    ),
  });

/** The form's resolver; its message is a key of the back-office catalogue. */
export const verifySettingsSchema = workflowSchemaWith('admin.settings.verifyErrors.workflow');

/** PUT body: the same rule; its message a key of the public catalogue (Italian or German). */
export const verifySettingsRequestSchema = workflowSchemaWith('validation.verifyWorkflow');

/** The form's values (and the PUT body). */
export type VerifySettingsFormInput = z.input<typeof verifySettingsSchema>;

export const verifySettingsResponse = z.object({
  /** The channels in force, in order. */
  workflow: z.array(z.enum(VERIFY_CHANNELS)),
  source,
  /** 'app': the app's own SMS codes; the workflow applies once Verify is configured. */
  driver: z.enum(['app', 'vonage-verify']),
  /** Verify's attempts of the last VERIFY_FIGURES_DAYS days by channel, most sent first. */
  channels: z.array(verifyChannelFigures),
});
