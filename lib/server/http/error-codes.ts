/**
 * Every error the API answers with, in one table: the code an AppError (or the route wrapper)
 * carries, the HTTP status it is answered with and its message (a key under `api.*` in messages/{it,de}.json).
 * `answer` is the code the client reads when two refusals share one (a different text for
 * the same situation); otherwise it is the table's key. The error body is docs/decisions.md §6.
 */
import 'server-only';
import { GUIDE_UPLOAD_MAX_BYTES } from '@/lib/contracts/admin/guides';
import type { ApiMessageKey } from './i18n';

type MessageValues = Record<string, string | number>;

interface ErrorEntry {
  status: number;
  message: ApiMessageKey;
  /** The code answered, when not the key. */
  answer?: string;
  /** Placeholder values the message always has (a throw may add its own). */
  values?: MessageValues;
}

export const APP_ERRORS = {
  // Shared by every route (the route wrapper answers most of them itself).
  validation_failed: { status: 422, message: 'validationFailed' },
  invalid_query: { status: 400, message: 'validationFailed' },
  invalid_json: { status: 400, message: 'invalidJson' },
  forbidden_origin: { status: 403, message: 'forbiddenOrigin' },
  unauthorized: { status: 401, message: 'unauthorized' },
  forbidden: { status: 403, message: 'forbidden' },
  not_found: { status: 404, message: 'notFound' },
  conflict: { status: 409, message: 'conflict' },
  payload_too_large: { status: 413, message: 'payloadTooLarge' },
  rate_limited: { status: 429, message: 'rateLimited' },
  unavailable: { status: 503, message: 'unavailable' },
  internal: { status: 500, message: 'internal' },

  // A lead's sign-in, SMS verification and forms.
  invalid_credentials: { status: 401, message: 'invalidCredentials' },
  invalid_code: { status: 400, message: 'invalidCode' },
  code_expired: { status: 400, message: 'codeExpired' },
  too_many_attempts: { status: 429, message: 'tooManyAttempts' },
  resend_too_soon: { status: 429, message: 'resendTooSoon' },
  daily_limit: { status: 429, message: 'dailySendLimit' },
  country_not_allowed: { status: 422, message: 'smsUnavailable' },
  sms_unavailable: { status: 503, message: 'smsUnavailable' },
  form_rejected: { status: 400, message: 'formRejected' },
  form_too_fast: { status: 400, message: 'formTooFast' },
  proof_required: { status: 400, message: 'proofRequired' },
  proof_invalid: { status: 403, message: 'proofInvalid' },
  password_required: { status: 401, message: 'erasePasswordRequired' },
  wrong_password: { status: 401, message: 'erasePasswordWrong' },
  reauthentication_required: { status: 401, message: 'eraseReauthRequired' },
  offer_full: { status: 409, message: 'offerFull' },

  // The SMS provider's delivery receipts.
  invalid_receipt: { status: 400, message: 'smsReceiptInvalid' },
  receipts_disabled: { status: 403, message: 'smsReceiptsDisabled' },
  signature_required: { status: 401, message: 'smsSignatureRequired' },
  invalid_signature: { status: 401, message: 'smsSignatureInvalid' },
  stale_signature: { status: 401, message: 'smsSignatureStale' },
  // Verify v2's status callbacks (the same texts: the sender is a machine, not a person).
  invalid_callback: { status: 400, message: 'smsReceiptInvalid' },
  callbacks_disabled: { status: 403, message: 'smsReceiptsDisabled' },
  replayed_callback: { status: 409, message: 'smsSignatureStale' },

  // The back-office's sign-in, second factor and accounts (docs/admin-security.md).
  admin_invalid_credentials: {
    status: 401,
    message: 'adminCredentials',
    answer: 'invalid_credentials',
  },
  mfa_required: { status: 401, message: 'adminMfaRequired' },
  invalid_mfa_code: { status: 401, message: 'adminMfaInvalid' },
  invalid_password: { status: 401, message: 'adminPasswordWrong' },
  mfa_enabled: { status: 409, message: 'adminMfaAlreadyEnabled' },
  mfa_pending_elsewhere: { status: 409, message: 'adminMfaPendingElsewhere' },
  mfa_not_set_up: { status: 409, message: 'adminMfaNotSetUp' },
  mfa_enrolment_required: { status: 403, message: 'adminMfaEnrolmentRequired' },
  password_change_required: { status: 403, message: 'adminPasswordChangeRequired' },
  step_up_required: { status: 403, message: 'adminStepUpRequired' },
  enrolment_link_invalid: { status: 410, message: 'adminEnrolmentLinkInvalid' },
  own_account: { status: 409, message: 'adminOwnAccount' },
  own_mfa_reset: { status: 409, message: 'adminOwnMfaReset', answer: 'own_account' },
  own_password_change: { status: 409, message: 'adminOwnPasswordChange', answer: 'own_account' },
  last_owner: { status: 409, message: 'adminLastOwner' },

  // The back-office's content, experiments, reports and webhooks.
  consent_required: { status: 422, message: 'testimonialConsentRequired' },
  guide_too_large: {
    status: 413,
    message: 'guideTooLarge',
    values: { megabytes: GUIDE_UPLOAD_MAX_BYTES / 1024 / 1024 },
  },
  guide_not_pdf: { status: 415, message: 'guideNotPdf' },
  guide_broken_pdf: { status: 422, message: 'guideBrokenPdf' },
  experiment_running: { status: 409, message: 'experimentRunning' },
  experiment_state: { status: 409, message: 'experimentState' },
  meta_import_unconfigured: { status: 409, message: 'metaImportUnconfigured' },
  meta_import_running: { status: 409, message: 'metaImportRunning' },
  unsubscribed: { status: 409, message: 'leadUnsubscribed' },
  webhook_disabled: { status: 409, message: 'webhookDisabled' },
  metrics_unauthorized: { status: 401, message: 'metricsUnauthorized', answer: 'unauthorized' },
} as const satisfies Record<string, ErrorEntry>;

/** A code of the table. */
export type AppErrorCode = keyof typeof APP_ERRORS;

/** The status, message key, answered code and fixed placeholder values of `code`. */
export function errorEntry(code: AppErrorCode): Required<ErrorEntry> {
  const entry: ErrorEntry = APP_ERRORS[code];
  return { ...entry, answer: entry.answer ?? code, values: entry.values ?? {} };
}
