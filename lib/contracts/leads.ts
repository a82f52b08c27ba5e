/**
 * The lead's own resource: POST /api/leads (registration; its body is the forms' schema,
 * lib/validation/registration.ts) and GET /api/leads/{leadId} (the lead, shown only to the
 * browser that verified it). Imported by the route handlers, the server module and the
 * browser hooks, so the wire shape is written once.
 */

/** 201 answer of POST /api/leads: the lead's public id and whether its SMS code went out. */
export interface RegisterResponse {
  leadId: string;
  phone: string;
  smsSent: boolean;
  message: string;
}

/** The lead as GET /api/leads/{leadId} returns it to its own verified browser. */
export interface StudentLead {
  id: string;
  firstName: string;
  lastName: string;
  isVerified: boolean;
  /** 'true' when one of the 500 free-access places was granted (docs/product.md wire format). */
  isFreeAccess: 'true' | 'false';
  /** ISO timestamp; null without free access. */
  freeAccessExpiresAt: string | null;
  /** Place number among the first 500, as text; null without free access. */
  registrationNumber: string | null;
  /** The lead's language: its student area, login and messages are in it. */
  locale: 'it' | 'de';
}

/** Body of GET /api/leads/{leadId}. */
export interface LeadResponse {
  lead: StudentLead;
}

/** True when the lead holds free access with a known expiry (docs/product.md §4 "Thank-you page"). */
export function hasFreeAccess(lead: StudentLead): boolean {
  return lead.isFreeAccess === 'true' && Boolean(lead.freeAccessExpiresAt);
}
