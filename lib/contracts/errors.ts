/**
 * The error body of every API route (docs/decisions.md §6), written by the route wrapper
 * (lib/server/http/route.ts) and read by the browser's request helper (lib/browser/api-client.ts).
 */

/** `message` is in the request's language; `fields` maps a field to its message. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string>;
    /** Seconds to wait before trying again (also sent as Retry-After). */
    retryAfter?: number;
  };
}
