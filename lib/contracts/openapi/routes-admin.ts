/**
 * The back-office's operations (every withAdmin route): the permission each asks for, the
 * schemas it parses and its answers. With ./routes-public.ts, every operation of app/api.
 */
import {
  accountCreateSchema,
  accountParamsSchema,
  accountUpdateSchema,
  enrolmentLinkSchema,
} from '../admin/accounts';
import { mfaDisableSchema, mfaEnableSchema, mfaSetupSchema } from '../admin/mfa';
import { passwordChangeSchema, stepUpSchema } from '../admin/step-up';
import { settingsRequestSchema } from '../admin/settings';
import { operatorSettingsSchema } from '../admin/operator';
import { alertSettingsRequestSchema } from '../admin/alert-settings';
import {
  testimonialParamsSchema,
  testimonialPatchSchema,
  testimonialSchema,
} from '../admin/testimonials';
import {
  experimentParamsSchema,
  experimentPatchSchema,
  experimentSchema,
} from '../admin/experiments';
import { guideParamsSchema, guidePdfBodySchema, guideUploadQuerySchema } from '../admin/guides';
import { automationBodySchema, automationParamsSchema } from '../admin/automations';
import { deliveriesQuerySchema, replayParamsSchema, replaySinceSchema } from '../admin/deliveries';
import { offerBodySchema, offerParamsSchema } from '../admin/landing';
import {
  leadEmailSchema,
  leadFiltersSchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadPrioritySchema,
} from '../admin/leads';
import {
  callFiltersSchema,
  callListQuerySchema,
  callOutcomeSchema,
  callParamsSchema,
  callStatusSchema,
} from '../admin/calls';
import { adSpendSchema, analyticsQuerySchema, leadValueSchema } from '../admin/analytics';
import { funnelQuerySchema } from '../admin/funnel';
import { campaignLeadsQuerySchema, campaignListQuerySchema } from '../admin/campaigns';
import { visitorsQuerySchema } from '../admin/visitors';
import { auditQuerySchema } from '../admin/audit';
import { erasedResponse, leadExport, successResponse } from './answers-public';
import * as admin from './answers-admin';
import * as leads from './answers-leads';
import type { Answer, ApiOperation } from './operation';

type AdminOperation = Omit<ApiOperation, 'access' | 'tag'> & { permission: string };

const csv = (what: string): Answer => ({
  description: `${what} as CSV (UTF-8 with a BOM, streamed), a file download.`,
  type: 'text/csv',
  attachment: true,
});

/** `tag`'s operations, each for an admin session. */
const section = (tag: string, operations: AdminOperation[]): ApiOperation[] =>
  operations.map((op) => ({ ...op, tag, access: 'admin' }));

const SESSION = section('Admin session', [
  {
    method: 'get',
    path: '/api/admin/session',
    summary: 'Who is signed in',
    description: 'Open while a new password is due.',
    permission: 'session:manage',
    beforePasswordChange: true,
    answers: { 200: { description: 'The session’s admin.', schema: admin.adminSessionResponse } },
  },
  {
    method: 'delete',
    path: '/api/admin/session/others',
    summary: 'End every other session of the signed-in admin',
    permission: 'session:manage',
    answers: { 200: { description: 'How many ended.', schema: admin.endOtherSessionsResponse } },
  },
  {
    method: 'post',
    path: '/api/admin/step-up',
    summary: 'Prove the account again (password, and the code with a second factor)',
    description:
      'For 5 minutes the owner writes that ask for it go through. Wrong answers count under the sign-in throttle.',
    permission: 'session:manage',
    body: stepUpSchema,
    answers: {
      200: { description: 'Stepped up until `validUntil`.', schema: admin.stepUpResponse },
    },
    errors: {
      401: '`invalid_password`, `mfa_required`, `invalid_mfa_code`',
      429: '`rate_limited`',
    },
  },
  {
    method: 'post',
    path: '/api/admin/password',
    summary: 'Change the signed-in admin’s password',
    description:
      'Every other session of the account ends. Open before a compulsory enrolment and while a new password is due.',
    permission: 'session:manage',
    beforeMfa: true,
    beforePasswordChange: true,
    body: passwordChangeSchema,
    answers: { 200: { description: 'Changed.', schema: admin.passwordChangeResponse } },
    errors: {
      401: '`invalid_password`, `mfa_required`, `invalid_mfa_code`',
      422: '`validation_failed` (also a common password, or the same one)',
      429: '`rate_limited`',
    },
  },
  {
    method: 'post',
    path: '/api/admin/mfa/setup',
    summary: 'The password again; a new TOTP secret (pending until enabled) and its otpauth:// URL',
    permission: 'mfa:manage',
    beforeMfa: true,
    body: mfaSetupSchema,
    answers: { 200: { description: 'The secret.', schema: admin.mfaSetupResponse } },
    errors: {
      401: '`invalid_password`',
      409: '`mfa_enabled`, `mfa_pending_elsewhere`',
      429: '`rate_limited`',
    },
  },
  {
    method: 'post',
    path: '/api/admin/mfa/enable',
    summary: 'Turn TOTP on with the password again and its first code',
    permission: 'mfa:manage',
    beforeMfa: true,
    body: mfaEnableSchema,
    answers: { 200: { description: 'The recovery codes, once.', schema: admin.mfaEnableResponse } },
    errors: {
      401: '`invalid_password`, `invalid_mfa_code`',
      409: '`mfa_enabled`, `mfa_not_set_up`',
      429: '`rate_limited`',
    },
  },
  {
    method: 'post',
    path: '/api/admin/mfa/disable',
    summary: 'Turn the second factor off (password and a current code)',
    permission: 'mfa:manage',
    body: mfaDisableSchema,
    answers: { 200: { description: 'Off.', schema: admin.mfaDisableResponse } },
    errors: { 401: '`invalid_password`, `invalid_mfa_code`', 429: '`rate_limited`' },
  },
]);

const ACCOUNTS = section('Admin accounts', [
  {
    method: 'get',
    path: '/api/admin/accounts',
    summary: 'Every admin account',
    permission: 'accounts:manage',
    answers: { 200: { description: 'The accounts.', schema: admin.accountsResponse } },
  },
  {
    method: 'post',
    path: '/api/admin/accounts',
    summary: 'Create an owner or a caller, with a one-time enrolment link',
    permission: 'accounts:manage',
    stepUp: true,
    body: accountCreateSchema,
    answers: {
      201: { description: 'Created; the link is shown once.', schema: admin.accountCreateResponse },
    },
    errors: { 409: '`conflict`: the username is taken', 422: '`validation_failed`' },
  },
  {
    method: 'patch',
    path: '/api/admin/accounts/{id}',
    summary: 'One change to an account: disable/re-enable, role, or a new password due',
    permission: 'accounts:manage',
    stepUp: true,
    params: accountParamsSchema,
    body: accountUpdateSchema,
    answers: { 200: { description: 'Changed.', schema: successResponse } },
    errors: { 409: '`own_account`, `last_owner`' },
  },
  {
    method: 'delete',
    path: '/api/admin/accounts/{id}/mfa',
    summary: 'Reset another account’s second factor',
    permission: 'accounts:manage',
    stepUp: true,
    params: accountParamsSchema,
    answers: { 200: { description: 'Reset; its sessions end.', schema: successResponse } },
    errors: { 409: '`own_account`' },
  },
  {
    method: 'post',
    path: '/api/admin/enrolment-links',
    summary: 'A new enrolment link for an account without a second factor',
    description: 'The previous link stops working.',
    permission: 'accounts:manage',
    stepUp: true,
    body: enrolmentLinkSchema,
    answers: { 201: { description: 'The link, once.', schema: admin.enrolmentLinkResponse } },
    errors: { 409: '`mfa_enabled`' },
  },
]);

const LEADS = section('Admin leads and calls', [
  {
    method: 'get',
    path: '/api/leads',
    summary: 'The lead list, newest first',
    description: 'Email and phone only for who may export them (null for a caller).',
    permission: 'leads:read',
    query: leadListQuerySchema,
    answers: { 200: { description: 'One page.', schema: leads.leadPage } },
  },
  {
    method: 'get',
    path: '/api/admin/leads/export',
    summary: 'Every matching lead as CSV (audited)',
    permission: 'leads:export',
    query: leadFiltersSchema,
    answers: { 200: csv('The leads') },
  },
  {
    method: 'get',
    path: '/api/admin/leads/{leadId}',
    summary: 'The lead’s detail: contact, attribution, consents, notes, emails (audited read)',
    permission: 'leads:read',
    params: leadIdParamsSchema,
    answers: { 200: { description: 'The lead.', schema: leads.leadDetailResponse } },
  },
  {
    method: 'patch',
    path: '/api/admin/leads/{leadId}',
    summary: 'Save the lead’s priority (audited)',
    permission: 'leads:write',
    params: leadIdParamsSchema,
    body: leadPrioritySchema,
    answers: { 200: { description: 'The row.', schema: leads.leadPriorityResponse } },
  },
  {
    method: 'delete',
    path: '/api/admin/leads/{leadId}',
    summary: 'Erase the lead everywhere (GDPR Art. 17; audited)',
    description: 'Sends the CRM `lead.deleted`.',
    permission: 'leads:erase',
    params: leadIdParamsSchema,
    answers: { 200: { description: 'Erased.', schema: erasedResponse } },
  },
  {
    method: 'get',
    path: '/api/admin/leads/{leadId}/export',
    summary: 'Everything held about the lead as a JSON file (GDPR Art. 15; audited)',
    permission: 'leads:export',
    params: leadIdParamsSchema,
    answers: { 200: { description: '`lead-<id>.json`.', schema: leadExport, attachment: true } },
  },
  {
    method: 'post',
    path: '/api/leads/{leadId}/notes',
    summary: 'Add an operator’s note to a lead (audited)',
    permission: 'leads:write',
    params: leadIdParamsSchema,
    body: leadNoteSchema,
    answers: { 201: { description: 'The note.', schema: leads.leadNoteResponse } },
  },
  {
    method: 'post',
    path: '/api/leads/{leadId}/email',
    summary: 'Queue an email to the lead through the outbox',
    permission: 'email:send',
    params: leadIdParamsSchema,
    body: leadEmailSchema,
    answers: { 202: { description: 'Queued.', schema: leads.leadEmailResponse } },
    errors: { 409: '`unsubscribed`: the lead opted out of email' },
  },
  {
    method: 'get',
    path: '/api/admin/calls',
    summary: 'The call list, newest first',
    description: 'The leads’ email and phone only for who may export them.',
    permission: 'leads:read',
    query: callListQuerySchema,
    answers: { 200: { description: 'One page.', schema: leads.callPage } },
  },
  {
    method: 'get',
    path: '/api/admin/calls/export',
    summary: 'Every matching call-list entry as CSV (audited)',
    permission: 'leads:export',
    query: callFiltersSchema,
    answers: { 200: csv('The entries') },
  },
  {
    method: 'patch',
    path: '/api/admin/calls/{kind}/{id}',
    summary: 'Set a call-list entry’s status (audited)',
    permission: 'leads:write',
    params: callParamsSchema,
    body: callStatusSchema,
    answers: { 200: { description: 'The new status.', schema: leads.callStatusResponse } },
  },
  {
    method: 'put',
    path: '/api/admin/calls/{kind}/{id}/outcome',
    summary: 'Record what a call came to; its follow-up event goes to Meta once (audited)',
    description:
      'reached → Contact, qualified → QualifiedLead, converted_account / converted_premium → Purchase with value and currency EUR, not_interested → none; each event once per lead, only under the marketing consent of the browser that registered.',
    permission: 'leads:write',
    params: callParamsSchema,
    body: callOutcomeSchema,
    answers: {
      200: { description: 'The outcome and its event.', schema: leads.callOutcomeResponse },
    },
  },
  {
    method: 'get',
    path: '/api/admin/partner-clicks',
    summary: 'Partner-offer clicks today, in 30 days, and the newest 20',
    permission: 'leads:read',
    answers: { 200: { description: 'Clicks.', schema: leads.partnerClickSummary } },
  },
]);

const REPORTS = section('Admin reports', [
  {
    method: 'get',
    path: '/api/admin/kpis',
    summary: 'The dashboard’s figures',
    permission: 'analytics:read',
    answers: { 200: { description: 'Figures.', schema: leads.dashboardKpis } },
  },
  {
    method: 'get',
    path: '/api/admin/analytics',
    summary: 'A month: today, goals, per day, sources, ad spend',
    permission: 'analytics:read',
    query: analyticsQuerySchema,
    answers: { 200: { description: 'The report.', schema: leads.analyticsReport } },
  },
  {
    method: 'put',
    path: '/api/admin/ad-spend',
    summary: 'Set (0: remove) a campaign’s ad spend for a month (audited)',
    permission: 'analytics:write',
    body: adSpendSchema,
    answers: { 200: { description: 'What is stored.', schema: leads.adSpendResponse } },
  },
  {
    method: 'post',
    path: '/api/admin/ad-spend/meta-import',
    summary: 'Read the ad spend from Meta’s Marketing API now (audited)',
    description:
      'The last 7 days (on the first run, from the month’s first day) at campaign, ad set and ad level; those days’ stored rows are replaced.',
    permission: 'analytics:write',
    answers: {
      200: { description: 'The run: done, failed or throttled.', schema: leads.metaImportResponse },
    },
    errors: {
      409: '`meta_import_running` while another import runs, `meta_import_unconfigured` without META_ADS_ACCESS_TOKEN and META_AD_ACCOUNT_ID',
    },
  },
  {
    method: 'put',
    path: '/api/admin/lead-value',
    summary: 'Set (0: remove) what a lead is worth from a day on (audited)',
    permission: 'analytics:write',
    body: leadValueSchema,
    answers: { 200: { description: 'What is stored.', schema: leads.leadValueResponse } },
  },
  {
    method: 'get',
    path: '/api/admin/funnel',
    summary: 'The four funnel stages with their drop-off',
    permission: 'analytics:read',
    query: funnelQuerySchema,
    answers: { 200: { description: 'The funnel.', schema: leads.funnelReport } },
  },
  {
    method: 'get',
    path: '/api/admin/campaigns',
    summary: 'One page of leads per campaign id, most first, with the totals',
    permission: 'campaigns:read',
    query: campaignListQuerySchema,
    answers: { 200: { description: 'One page.', schema: leads.campaignsResponse } },
  },
  {
    method: 'get',
    path: '/api/admin/campaigns/leads',
    summary: 'The leads of each named campaign id',
    permission: 'campaigns:read',
    query: campaignLeadsQuerySchema,
    answers: { 200: { description: 'Counts.', schema: leads.campaignLeadsResponse } },
  },
  {
    method: 'get',
    path: '/api/admin/campaigns/export',
    summary: 'Every campaign id with its leads as CSV',
    permission: 'campaigns:read',
    answers: { 200: csv('The campaigns') },
  },
  {
    method: 'get',
    path: '/api/admin/landing-performance',
    summary: 'Leads per pre-lander and sales page',
    permission: 'campaigns:read',
    answers: { 200: { description: 'Pages.', schema: admin.landingPerformanceResponse } },
  },
  {
    method: 'get',
    path: '/api/admin/visitors',
    summary: 'Visitors online now: groups and a page of sessions',
    permission: 'visitors:read',
    query: visitorsQuerySchema,
    answers: { 200: { description: 'Visitors.', schema: leads.liveVisitors } },
  },
  {
    method: 'get',
    path: '/api/admin/audit',
    summary: 'The newest audit entries',
    permission: 'audit:read',
    query: auditQuerySchema,
    answers: { 200: { description: 'Newest first.', schema: leads.auditResponse } },
  },
]);

const SETTINGS = section('Admin settings and content', [
  {
    method: 'get',
    path: '/api/admin/settings',
    summary: 'The partner broker and premium places in force, and their source',
    permission: 'offers:write',
    answers: { 200: { description: 'Settings.', schema: admin.settingsResponse } },
  },
  {
    method: 'put',
    path: '/api/admin/settings',
    summary: 'Store the partner broker and premium places (audited)',
    description:
      'The partner URL is stored normalised, https only. The pages showing them regenerate.',
    permission: 'offers:write',
    stepUp: true,
    body: settingsRequestSchema,
    answers: { 200: { description: 'What is now in force.', schema: admin.settingsResponse } },
  },
  {
    method: 'get',
    path: '/api/admin/settings/operator',
    summary: 'The Impressum’s operator details in force, and their source',
    permission: 'offers:write',
    answers: { 200: { description: 'Details.', schema: admin.operatorSettingsResponse } },
  },
  {
    method: 'put',
    path: '/api/admin/settings/operator',
    summary: 'Store the operator details (audited); /impressum regenerates',
    permission: 'offers:write',
    stepUp: true,
    body: operatorSettingsSchema,
    answers: {
      200: { description: 'What is now in force.', schema: admin.operatorSettingsResponse },
    },
  },
  {
    method: 'get',
    path: '/api/admin/settings/alerts',
    summary: 'The alert thresholds in force, their source and the owners who get the emails',
    permission: 'offers:write',
    answers: { 200: { description: 'Thresholds.', schema: admin.alertSettingsResponse } },
  },
  {
    method: 'put',
    path: '/api/admin/settings/alerts',
    summary: 'Store the alert thresholds (audited)',
    description:
      'Each field is a whole number in digits within its range; 422 names the fields out of range.',
    permission: 'offers:write',
    stepUp: true,
    body: alertSettingsRequestSchema,
    answers: { 200: { description: 'What is now in force.', schema: admin.alertSettingsResponse } },
  },
  {
    method: 'get',
    path: '/api/admin/offers',
    summary: 'Every pre-lander’s stored offer end',
    permission: 'campaigns:read',
    answers: { 200: { description: 'Offer ends.', schema: admin.offersListResponse } },
  },
  {
    method: 'put',
    path: '/api/admin/offers/{variantId}',
    summary: 'Set or clear a pre-lander’s offer end (Rome wall time; audited)',
    permission: 'offers:write',
    params: offerParamsSchema,
    body: offerBodySchema,
    answers: { 200: { description: 'What is stored.', schema: admin.offerEndResponse } },
  },
  {
    method: 'get',
    path: '/api/admin/testimonials',
    summary: 'Every testimonial with its consent record',
    permission: 'testimonials:write',
    answers: { 200: { description: 'Testimonials.', schema: admin.testimonialsResponse } },
  },
  {
    method: 'post',
    path: '/api/admin/testimonials',
    summary: 'Add a testimonial (audited); published only with consent and its date',
    permission: 'testimonials:write',
    body: testimonialSchema,
    answers: { 201: { description: 'The testimonial.', schema: admin.testimonialView } },
    errors: { 422: '`validation_failed`, `consent_required`' },
  },
  {
    method: 'patch',
    path: '/api/admin/testimonials/{id}',
    summary: 'Change fields or publish/unpublish a testimonial (audited)',
    permission: 'testimonials:write',
    params: testimonialParamsSchema,
    body: testimonialPatchSchema,
    answers: { 200: { description: 'The testimonial.', schema: admin.testimonialView } },
    errors: { 422: '`validation_failed`, `consent_required`' },
  },
  {
    method: 'delete',
    path: '/api/admin/testimonials/{id}',
    summary: 'Remove a testimonial (audited)',
    permission: 'testimonials:write',
    params: testimonialParamsSchema,
    answers: { 200: { description: 'Removed.', schema: successResponse } },
  },
  {
    method: 'get',
    path: '/api/admin/guides',
    summary: 'Each guide in each language: the pages served now and the owner’s upload, if any',
    permission: 'guides:write',
    answers: { 200: { description: 'The guides.', schema: admin.guidesResponse } },
  },
  {
    method: 'put',
    path: '/api/admin/guides/{ebookId}/{locale}',
    summary: 'Upload a guide’s PDF (the raw body; audited); its page count is read from it',
    description:
      'The body is the PDF itself (`application/pdf`, at most 8 MB). It is parsed: a file that is not a PDF, or one that cannot be read (broken, empty, password-protected), is refused. The pages showing the guide are regenerated.',
    permission: 'guides:write',
    params: guideParamsSchema,
    query: guideUploadQuerySchema,
    body: guidePdfBodySchema,
    bodyTypes: ['application/pdf'],
    bodyReadByRoute: true,
    answers: { 200: { description: 'The stored guide.', schema: admin.guideUploadResponse } },
    errors: {
      413: '`guide_too_large`: the file is over 8 MB',
      415: '`guide_not_pdf`: the file is not a PDF',
      422: '`guide_broken_pdf`: the PDF cannot be read or has no page',
    },
  },
  {
    method: 'get',
    path: '/api/admin/experiments',
    summary: 'Every experiment on the landings, running first, then newest first',
    permission: 'analytics:read',
    answers: { 200: { description: 'Experiments.', schema: admin.experimentsResponse } },
  },
  {
    method: 'post',
    path: '/api/admin/experiments',
    summary: 'Add a draft experiment (audited)',
    permission: 'experiments:write',
    stepUp: true,
    body: experimentSchema,
    answers: { 201: { description: 'The draft.', schema: admin.experimentView } },
  },
  {
    method: 'patch',
    path: '/api/admin/experiments/{id}',
    summary: 'Edit a draft, start it, or stop a running experiment with its winner (audited)',
    description:
      'draft → running → stopped. The page and its variant routes regenerate. One running ' +
      'experiment per page.',
    permission: 'experiments:write',
    stepUp: true,
    params: experimentParamsSchema,
    body: experimentPatchSchema,
    answers: { 200: { description: 'The experiment.', schema: admin.experimentView } },
    errors: {
      409:
        '`experiment_running`: another experiment runs on the page; `experiment_state`: not ' +
        'from this state (only a draft is edited or started, only a running one stopped)',
      422: '`validation_failed`, also for a winner that is not one of the variants',
    },
  },
  {
    method: 'get',
    path: '/api/admin/experiments/{id}/results',
    summary: 'Visitors, leads and verified leads per variant, and the Bayesian readout of each',
    description:
      'Visitors: tracked sessions that saw the variant, plus its leads without a tracked visit.',
    permission: 'analytics:read',
    params: experimentParamsSchema,
    answers: { 200: { description: 'Results.', schema: admin.experimentResultsResponse } },
  },
  {
    method: 'get',
    path: '/api/admin/automations',
    summary: 'The automations with their switches and counts',
    permission: 'email:send',
    answers: { 200: { description: 'Automations.', schema: admin.automationsResponse } },
  },
  {
    method: 'put',
    path: '/api/admin/automations/{key}',
    summary: 'Switch an automation on or off (audited)',
    permission: 'email:send',
    params: automationParamsSchema,
    body: automationBodySchema,
    answers: { 200: { description: 'The switch.', schema: admin.automationSwitchResponse } },
  },
]);

const DELIVERIES = section('Admin webhooks and deliveries', [
  {
    method: 'get',
    path: '/api/webhook/status',
    summary: 'The webhook endpoint and the Conversions API as configured (never a secret)',
    permission: 'webhooks:read',
    answers: { 200: { description: 'Status.', schema: admin.webhookStatus } },
  },
  {
    method: 'post',
    path: '/api/webhook/enable',
    summary: 'Re-enable the webhook endpoint after a 410 Gone (audited)',
    permission: 'webhooks:write',
    answers: { 200: { description: 'Status.', schema: admin.webhookStatus } },
  },
  {
    method: 'post',
    path: '/api/webhook/test',
    summary: 'Send `webhook.test` through the outbox; answers its first attempt',
    permission: 'webhooks:write',
    answers: { 200: { description: 'The attempt.', schema: admin.webhookTestResponse } },
    errors: { 409: '`webhook_disabled`: no endpoint, or disabled after a 410' },
  },
  {
    method: 'get',
    path: '/api/admin/deliveries',
    summary: 'Recent outbox messages with their attempts',
    permission: 'webhooks:read',
    query: deliveriesQuerySchema,
    answers: { 200: { description: 'Newest first.', schema: admin.deliveriesResponse } },
  },
  {
    method: 'post',
    path: '/api/admin/deliveries/{messageId}/replay',
    summary: 'Queue a failed message again (audited)',
    permission: 'webhooks:write',
    params: replayParamsSchema,
    answers: { 200: { description: 'Queued.', schema: admin.replayResponse } },
  },
  {
    method: 'post',
    path: '/api/admin/deliveries/replay',
    summary: 'Queue every failed webhook since a time (audited)',
    permission: 'webhooks:write',
    body: replaySinceSchema,
    answers: { 200: { description: 'How many.', schema: admin.replayResponse } },
  },
]);

export const ADMIN_OPERATIONS: ApiOperation[] = [
  ...SESSION,
  ...ACCOUNTS,
  ...LEADS,
  ...REPORTS,
  ...SETTINGS,
  ...DELIVERIES,
];
