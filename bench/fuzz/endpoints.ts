/**
 * Every API endpoint the fuzzer drives, with a valid body or query to mutate.
 * `route` names the route file, so tests/integration/fuzz-sample.test.ts can prove that every
 * route file and method is listed here (a new endpoint cannot be left out), and call it
 * in-process; bench/fuzz.ts sends the same inputs to a running server over HTTP.
 * Ids in paths are well-formed but unknown: a fuzzed body must never reach a real record.
 */
export type FuzzAuth = 'none' | 'admin' | 'lead';

export interface FuzzEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Route file under app/api, e.g. 'leads/[leadId]/notes'. */
  route: string;
  /** Values of the dynamic segments. */
  params?: Record<string, string>;
  auth: FuzzAuth;
  /** A body the endpoint accepts: the fuzzer mutates one field at a time. */
  body?: Record<string, unknown>;
  /** A query the endpoint accepts, mutated the same way. */
  query?: Record<string, string>;
}

const LEAD_ID = '0b7f3c1e-6a9f-4c59-9a55-1a2b3c4d5e6f';
const MESSAGE_ID = 'msg_0123456789abcdefghjkmnpqrs';

/**
 * A proof of work shaped like the widget's (base64 JSON) but signed by no one: the fuzzer's
 * mutations of it must meet a 4xx (proof_required, proof_invalid), never a 500.
 */
const ALTCHA = Buffer.from(
  JSON.stringify({
    challenge: {
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: '00'.repeat(16),
        salt: '11'.repeat(16),
        cost: 1000,
        keyLength: 32,
        keyPrefix: '22'.repeat(16),
        keySignature: '33'.repeat(32),
        expiresAt: 4_102_444_800,
        data: { maxNumber: 2000 },
      },
      signature: '44'.repeat(32),
    },
    solution: { counter: 7, derivedKey: '22'.repeat(32) },
  }),
).toString('base64');

const registration = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia.fuzz@example.it',
  phone: '347 123 4567',
  password: 'segreta1',
  experience: 'principiante',
  privacyAccepted: true,
  campaignId: 'FB_AD_07',
  adSource: 'facebook_campaign_7',
  utmSource: 'facebook',
  experiment: { id: 1, variant: 'b' },
  fillMs: 12_000,
  altcha: ALTCHA,
};

export const FUZZ_ENDPOINTS: FuzzEndpoint[] = [
  // Public
  { method: 'POST', route: 'leads', auth: 'none', body: registration },
  {
    method: 'POST',
    route: 'verify-sms',
    auth: 'none',
    body: { phone: '347 123 4567', code: '123456' },
  },
  {
    method: 'POST',
    route: 'resend-sms',
    auth: 'none',
    body: { phone: '347 123 4567', altcha: ALTCHA },
  },
  {
    method: 'POST',
    route: 'auth/login',
    auth: 'none',
    body: { email: 'giulia@example.it', password: 'segreta1', altcha: ALTCHA },
  },
  { method: 'GET', route: 'altcha/challenge', auth: 'none' },
  { method: 'POST', route: 'auth/logout', auth: 'lead' },
  {
    method: 'POST',
    route: 'consent',
    auth: 'none',
    body: {
      anonymousId: 'anon-fuzz-0001',
      categories: { necessary: true, analytics: false, marketing: false, functional: true },
      policyVersion: '2026-11-01',
      action: 'save',
    },
  },
  {
    method: 'POST',
    route: 'consultations',
    auth: 'none',
    body: {
      preferredDate: 'flessibile',
      preferredTime: 'sera',
      experience: 'base',
      goals: 'Capire come funziona il trading',
    },
  },
  {
    method: 'POST',
    route: 'track-page',
    auth: 'none',
    body: {
      sessionId: 'sess-fuzz-0001',
      page: '/',
      isActive: true,
      experiment: { id: 1, variant: 'b' },
    },
  },
  {
    method: 'POST',
    route: 'track-visitor',
    auth: 'none',
    body: {
      sessionId: 'sess-fuzz-0001',
      currentPage: '/',
      referrer: 'https://l.facebook.com/',
      experiment: { id: 1, variant: 'b' },
    },
  },
  { method: 'GET', route: 'stats/live', auth: 'none', query: { variant: 'PL_TRADING_NEW' } },
  { method: 'GET', route: 'stats/community', auth: 'none' },
  { method: 'GET', route: 'health/live', auth: 'none' },
  { method: 'GET', route: 'health/ready', auth: 'none' },
  { method: 'GET', route: 'offers', auth: 'none' },
  { method: 'GET', route: 'openapi.json', auth: 'none' },
  { method: 'POST', route: 'offers/requests', auth: 'lead', body: { offer: 'premium' } },
  { method: 'GET', route: 'leads/[leadId]', params: { leadId: LEAD_ID }, auth: 'lead' },
  { method: 'GET', route: 'account/export', auth: 'lead' },
  { method: 'DELETE', route: 'account', auth: 'lead', body: { password: 'segreta1' } },
  {
    method: 'GET',
    route: 'unsubscribe',
    auth: 'none',
    query: { lead: LEAD_ID, token: 'a'.repeat(43) },
  },
  {
    method: 'POST',
    route: 'unsubscribe',
    auth: 'none',
    query: { lead: LEAD_ID, token: 'a'.repeat(43) },
  },
  // Vonage Verify's status callbacks: unsigned here too, so every fuzzed one gets a 4xx
  {
    method: 'POST',
    route: 'verify/status',
    auth: 'none',
    body: {
      type: 'event',
      request_id: 'c11236f4-00bf-4b89-84ba-88b25df97315',
      triggered_at: '2026-11-25T12:30:00Z',
      channel: 'whatsapp',
      status: 'completed',
    },
  },
  // Vonage's delivery receipts: unsigned here, so every fuzzed one must be refused with a 4xx
  {
    method: 'POST',
    route: 'sms/status',
    auth: 'none',
    body: {
      msisdn: '393471234567',
      to: 'TradingEdu',
      messageId: '0A0000001234567B',
      status: 'delivered',
      'err-code': '0',
      'message-timestamp': '2026-11-25 12:30:00',
      timestamp: '1795000000',
      sig: '0'.repeat(64),
    },
  },
  // Admin
  {
    method: 'POST',
    route: 'admin/login',
    auth: 'none',
    body: { username: 'operatore', password: 'una-password-sbagliata' },
  },
  { method: 'POST', route: 'admin/logout', auth: 'admin' },
  { method: 'GET', route: 'admin/session', auth: 'admin' },
  { method: 'DELETE', route: 'admin/session/others', auth: 'admin' },
  { method: 'POST', route: 'admin/mfa/setup', auth: 'admin' },
  { method: 'POST', route: 'admin/mfa/enable', auth: 'admin', body: { code: '123456' } },
  {
    method: 'POST',
    route: 'admin/mfa/disable',
    auth: 'admin',
    body: { password: 'una-password-lunga-1', code: '123456' },
  },
  { method: 'GET', route: 'admin/accounts', auth: 'admin' },
  {
    method: 'POST',
    route: 'admin/accounts',
    auth: 'admin',
    body: { username: 'chiamate.fuzz', password: 'tre parole lunghe a caso', role: 'caller' },
  },
  {
    method: 'PATCH',
    route: 'admin/accounts/[id]',
    params: { id: '999999' },
    auth: 'admin',
    body: { disabled: true },
  },
  { method: 'DELETE', route: 'admin/accounts/[id]/mfa', params: { id: '999999' }, auth: 'admin' },
  { method: 'POST', route: 'admin/enrolment-links', auth: 'admin', body: { userId: 999999 } },
  { method: 'GET', route: 'admin/testimonials', auth: 'admin' },
  {
    method: 'POST',
    route: 'admin/testimonials',
    auth: 'admin',
    body: {
      locale: 'it',
      name: 'Giulia R.',
      role: 'Impiegata',
      location: 'Milano',
      rating: '5',
      course: 'Trading di base',
      imageUrl: '',
      text: 'Un corso chiaro e ordinato, con esempi concreti e senza promesse di guadagno.',
      completedCourses: '3',
      studyTime: '6 settimane',
      consentOnFile: false,
      consentDate: '',
      published: false,
    },
  },
  {
    method: 'PATCH',
    route: 'admin/testimonials/[id]',
    params: { id: '999999' },
    auth: 'admin',
    body: { published: false },
  },
  { method: 'DELETE', route: 'admin/testimonials/[id]', params: { id: '999999' }, auth: 'admin' },
  { method: 'GET', route: 'admin/guides', auth: 'admin' },
  {
    // The body is the PDF itself; a fuzzed query or JSON body is never one (415, never stored).
    method: 'PUT',
    route: 'admin/guides/[ebookId]/[locale]',
    params: { ebookId: 'tradingBasics', locale: 'it' },
    auth: 'admin',
    query: { name: 'guida.pdf' },
  },
  { method: 'GET', route: 'admin/experiments', auth: 'admin' },
  {
    method: 'POST',
    route: 'admin/experiments',
    auth: 'admin',
    body: {
      name: 'Titolo più diretto',
      page: '/',
      variants: [
        { key: 'control', weight: 50, changes: {} },
        {
          key: 'b',
          weight: 50,
          changes: { headline: 'Impara il trading con metodo', cta: 'Inizia ora' },
        },
      ],
    },
  },
  {
    method: 'PATCH',
    route: 'admin/experiments/[id]',
    params: { id: '999999' },
    auth: 'admin',
    body: { action: 'stop', winner: 'b' },
  },
  {
    method: 'GET',
    route: 'admin/experiments/[id]/results',
    params: { id: '999999' },
    auth: 'admin',
  },
  {
    method: 'POST',
    route: 'admin-enrol/start',
    auth: 'none',
    body: { token: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE' },
  },
  {
    method: 'POST',
    route: 'admin-enrol/complete',
    auth: 'none',
    body: {
      token: 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE',
      password: 'tre parole lunghe a caso',
      code: '123456',
    },
  },
  {
    method: 'POST',
    route: 'admin/step-up',
    auth: 'admin',
    body: { password: 'una-password-sbagliata', code: '123456' },
  },
  {
    method: 'POST',
    route: 'admin/password',
    auth: 'admin',
    body: {
      currentPassword: 'una-password-sbagliata',
      newPassword: 'tre parole nuove lunghe',
      code: '123456',
    },
  },
  {
    method: 'GET',
    route: 'leads',
    auth: 'admin',
    query: {
      search: 'rossi',
      status: 'verified',
      period: 'week',
      experience: 'all',
      page: '1',
      pageSize: '20',
    },
  },
  {
    method: 'GET',
    route: 'admin/leads/export',
    auth: 'admin',
    query: { search: 'zz-nobody', status: 'all' },
  },
  { method: 'GET', route: 'admin/leads/[leadId]', params: { leadId: LEAD_ID }, auth: 'admin' },
  {
    method: 'PATCH',
    route: 'admin/leads/[leadId]',
    params: { leadId: LEAD_ID },
    auth: 'admin',
    body: { priority: 'high' },
  },
  { method: 'DELETE', route: 'admin/leads/[leadId]', params: { leadId: LEAD_ID }, auth: 'admin' },
  {
    method: 'GET',
    route: 'admin/leads/[leadId]/export',
    params: { leadId: LEAD_ID },
    auth: 'admin',
  },
  {
    method: 'POST',
    route: 'leads/[leadId]/notes',
    params: { leadId: LEAD_ID },
    auth: 'admin',
    body: { note: 'Richiamare' },
  },
  {
    method: 'POST',
    route: 'leads/[leadId]/email',
    params: { leadId: LEAD_ID },
    auth: 'admin',
    body: { template: 'Ciao Giulia', subject: 'Ciao' },
  },
  {
    method: 'GET',
    route: 'admin/calls',
    auth: 'admin',
    query: { kind: 'premium', status: 'open', period: 'week', q: 'rossi', page: '1' },
  },
  {
    method: 'PATCH',
    route: 'admin/calls/[kind]/[id]',
    params: { kind: 'consultation', id: '2147483000' },
    auth: 'admin',
    body: { status: 'contacted' },
  },
  {
    method: 'PUT',
    route: 'admin/calls/[kind]/[id]/outcome',
    params: { kind: 'premium', id: '2147483000' },
    auth: 'admin',
    body: { outcome: 'qualified' },
  },
  {
    method: 'GET',
    route: 'admin/calls/export',
    auth: 'admin',
    query: { kind: 'all', status: 'new', q: 'zz-nobody' },
  },
  { method: 'GET', route: 'admin/partner-clicks', auth: 'admin' },
  { method: 'GET', route: 'admin/kpis', auth: 'admin' },
  { method: 'GET', route: 'admin/audit', auth: 'admin', query: { limit: '20' } },
  { method: 'GET', route: 'admin/campaigns', auth: 'admin' },
  { method: 'GET', route: 'admin/campaigns/export', auth: 'admin' },
  {
    method: 'GET',
    route: 'admin/campaigns/leads',
    auth: 'admin',
    query: { ids: 'FB_PL_TRADING_NEW_01,FB_PL_CRYPTO_NEW_02' },
  },
  {
    method: 'PUT',
    route: 'admin/lead-value',
    auth: 'admin',
    body: { validFrom: '2026-11-01', basis: 'verified', amountEuro: '12,50' },
  },
  { method: 'GET', route: 'admin/visitors', auth: 'admin' },
  { method: 'GET', route: 'admin/analytics', auth: 'admin', query: { month: '2026-11' } },
  {
    method: 'PUT',
    route: 'admin/ad-spend',
    auth: 'admin',
    body: { campaignId: 'FB_AD_01', month: '2026-11', amountEuro: '120,50' },
  },
  { method: 'POST', route: 'admin/ad-spend/meta-import', auth: 'admin' },
  {
    method: 'GET',
    route: 'admin/funnel',
    auth: 'admin',
    query: { period: '30d', campaign: 'FB_AD_01' },
  },
  { method: 'GET', route: 'admin/offers', auth: 'admin' },
  {
    method: 'PUT',
    route: 'admin/offers/[variantId]',
    params: { variantId: 'PL_TRADING_NEW' },
    auth: 'admin',
    body: { offerEndsAt: '2026-12-31T23:59' },
  },
  { method: 'GET', route: 'admin/landing-performance', auth: 'admin' },
  { method: 'GET', route: 'admin/settings', auth: 'admin' },
  { method: 'GET', route: 'admin/settings/operator', auth: 'admin' },
  { method: 'GET', route: 'admin/settings/alerts', auth: 'admin' },
  { method: 'GET', route: 'admin/settings/verify', auth: 'admin' },
  {
    method: 'PUT',
    route: 'admin/settings/verify',
    auth: 'admin',
    body: { workflow: ['sms', 'voice'] },
  },
  {
    method: 'PUT',
    route: 'admin/settings/alerts',
    auth: 'admin',
    body: {
      smsFailurePercent: '20',
      smsFailureMinCount: '10',
      outboxDelayMinutes: '15',
      refusedProofsPerHour: '200',
    },
  },
  {
    method: 'PUT',
    route: 'admin/settings/operator',
    auth: 'admin',
    body: {
      operatorName: 'Accademia Fuzz S.r.l.',
      operatorAddress: 'Via Roma 1, 20121 Milano',
      operatorEmail: 'info@example.it',
      operatorPhone: '+39 02 1234567',
      operatorRegister: 'REA MI-1234567',
      operatorVatId: 'IT12345678901',
    },
  },
  {
    method: 'PUT',
    route: 'admin/settings',
    auth: 'admin',
    body: {
      partnerName: 'Broker Fuzz Ltd',
      partnerRegulator: 'CySEC',
      partnerAuthorisation: '123/45',
      partnerRetailLossPercent: '74',
      partnerUrl: 'https://broker.example.com/open?aff=fuzz',
      premiumMonthlyCapacity: '40',
    },
  },
  {
    method: 'GET',
    route: 'admin/deliveries',
    auth: 'admin',
    query: { channel: 'webhook', status: 'failed', limit: '10' },
  },
  {
    method: 'POST',
    route: 'admin/deliveries/[messageId]/replay',
    params: { messageId: MESSAGE_ID },
    auth: 'admin',
  },
  {
    method: 'POST',
    route: 'admin/deliveries/replay',
    auth: 'admin',
    body: { since: '2026-11-01T00:00:00Z' },
  },
  { method: 'GET', route: 'admin/automations', auth: 'admin' },
  {
    method: 'PUT',
    route: 'admin/automations/[key]',
    params: { key: 'welcome_email' },
    auth: 'admin',
    body: { enabled: true },
  },
  { method: 'GET', route: 'webhook/status', auth: 'admin' },
  { method: 'POST', route: 'webhook/test', auth: 'admin' },
  { method: 'POST', route: 'webhook/enable', auth: 'admin' },
  // Operator: Prometheus metrics (bearer token, none here); every other method is a 404.
  ...(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).map((method) => ({
    method,
    route: 'metrics',
    auth: 'none' as const,
    body: method === 'GET' ? undefined : { a: 1 },
  })),
  // Paths no route serves.
  ...(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).map((method) => ({
    method,
    route: '[[...path]]',
    params: { path: 'nothing-here' },
    auth: 'none' as const,
    body: method === 'GET' ? undefined : { a: 1 },
  })),
];

/** `value` as one path segment; a lone surrogate (not encodable) becomes U+FFFD as a browser sends it. */
function encodePathSegment(value: string): string {
  return encodeURIComponent(value.toWellFormed());
}

/** The URL path of `endpoint` with its params filled in. */
export function endpointPath(endpoint: FuzzEndpoint, params = endpoint.params ?? {}): string {
  const fill = (_: string, name: string) => encodePathSegment(params[name] ?? 'x');
  return `/api/${endpoint.route.replace(/\[{1,2}(?:\.\.\.)?(\w+)\]{1,2}/g, fill)}`;
}

/** "METHOD route", the endpoint's name in reports. */
export const endpointName = (e: FuzzEndpoint) => `${e.method} /api/${e.route}`;
