/** The lead as GET /api/leads/{id} returns it to its own verified browser. */
export interface StudentLead {
  id: string;
  firstName: string;
  lastName: string;
  isVerified: boolean;
  /** 'true' when one of the 500 free-access places was granted (SPEC.md wire format). */
  isFreeAccess: 'true' | 'false';
  /** ISO timestamp; null without free access. */
  freeAccessExpiresAt: string | null;
  /** Place number among the first 500, as text; null without free access. */
  registrationNumber: string | null;
}

/** Body of GET /api/leads/{id}. */
export interface LeadResponse {
  lead: StudentLead;
}

/** True when the lead holds free access with a known expiry (SPEC.md §4 "Thank-you page"). */
export function hasFreeAccess(lead: StudentLead): boolean {
  return lead.isFreeAccess === 'true' && Boolean(lead.freeAccessExpiresAt);
}
