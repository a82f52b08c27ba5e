/**
 * Every action the audit log can hold (lib/server/auth/audit.ts: recordAudit takes only these),
 * as dotted codes: the domain, then what was done. The back-office names each in Italian
 * (messages/admin/audit.json `actions`; a unit test checks that every code has its label), so
 * a new code cannot reach the activity log as a raw `lead.read`.
 */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.logout_others',
  'auth.mfa_enabled',
  'auth.mfa_disabled',
  'auth.mfa_disable_failed',
  'auth.mfa_failed',
  'auth.mfa_change_failed',
  'auth.mfa_notice_unsent',
  'auth.step_up',
  'auth.step_up_failed',
  'auth.password_changed',
  'auth.password_change_failed',
  'account.create',
  'account.disable',
  'account.enable',
  'account.enrolled',
  'account.enrolment_link',
  'account.mfa_reset',
  'account.role',
  'account.password_change_required',
  'lead.read',
  'lead.priority',
  'lead.note',
  'lead.email',
  'lead.export',
  'lead.gdpr_export',
  'lead.erase',
  'call.status',
  'call.outcome',
  'call.export',
  'offer.update',
  'adspend.set',
  'adspend.import',
  'leadvalue.set',
  'settings.update',
  'settings.verify_workflow',
  'automation.set',
  'delivery.replay',
  'webhook.enable',
  'webhook.test',
  'experiment.create',
  'experiment.update',
  'experiment.start',
  'experiment.stop',
  'testimonial.create',
  'testimonial.update',
  'testimonial.publish',
  'testimonial.unpublish',
  'testimonial.delete',
  'guide.upload',
] as const;

/** One audit action code, e.g. 'lead.read'. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Whether `action` (a stored code, possibly from an older or newer release) is one of ours. */
export function isAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}
