/**
 * The lead's own resource: POST /api/leads (registration; its body is the forms' schema,
 * lib/validation/registration.ts) and GET /api/leads/{leadId} (the lead, shown only to the
 * browser that verified it). Imported by the route handlers, the server module and the
 * browser hooks, so the wire shape is written once.
 */
import type * as z from 'zod/mini';
// Types only: the browser imports hasFreeAccess from here, and zod stays out of its bundle.
import type { leadResponse, registerResponse } from './lead-answers';

/** 201 answer of POST /api/leads: the lead's public id and whether its SMS code went out. */
export type RegisterResponse = z.output<typeof registerResponse>;

/** The lead as GET /api/leads/{leadId} returns it to its own verified browser. */
export type StudentLead = LeadResponse['lead'];

/** Body of GET /api/leads/{leadId}. */
export type LeadResponse = z.output<typeof leadResponse>;

/**
 * True when the lead holds free access with a known expiry (docs/product.md §4 "Thank-you page").
 */
export function hasFreeAccess(lead: StudentLead): boolean {
  return lead.isFreeAccess === 'true' && Boolean(lead.freeAccessExpiresAt);
}
