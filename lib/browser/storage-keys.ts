/**
 * Browser storage keys (docs/product.md §3 "Browser storage"). One place, so the registration
 * form, the verification page and the student area always agree on a key.
 */
export const STORAGE_KEYS = {
  /** The lead id returned by registration/verification (localStorage). */
  leadId: 'lead-id',
  /** Visitor tracking session id (localStorage). */
  visitorSessionId: 'visitor_session_id',
  /**
   * The phone the verification page of this tab verifies (sessionStorage: one per tab, gone
   * with it), so that it never travels in the page's address (lib/browser/verify-phone.ts).
   */
  verifyPhone: 'verify-phone',
  /**
   * With Vonage Verify, the channels the code for that phone goes by, as a JSON array
   * (sessionStorage, beside verifyPhone; lib/contracts/verification.ts codeChannels).
   */
  verifyChannels: 'verify-channels',
  /** 'true' once the visitor made a cookie choice (localStorage). */
  cookieConsent: 'cookie-consent',
  /** JSON of the four cookie-category booleans (localStorage). */
  cookiePreferences: 'cookie-preferences',
  /** The admin's generated Facebook campaign URLs (docs/product.md §3: kept in browser storage). */
  generatedCampaignUrls: 'generated-campaign-urls',
  /** Legacy admin token key; cleared on admin logout (admin auth is server-side). */
  adminToken: 'admin_token',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
