/**
 * The admin's session: POST /api/admin/logout, GET /api/admin/session, DELETE
 * /api/admin/session/others and the idle timeout. No zod here: every back-office page imports
 * this module (the idle notice reads ADMIN_IDLE_SECONDS), so the sign-in's schema and the
 * session's answer schemas live in ./login.ts (the types here are inferred from them through a
 * type-only import) and zod loads only where a form parses with it.
 */
import type * as z from 'zod/mini';
import type { adminLogoutResponse, adminSessionResponse, endOtherSessionsResponse } from './login';

/** Answer of POST /api/admin/logout. */
export type AdminLogoutResponse = z.output<typeof adminLogoutResponse>;

/**
 * Idle timeout: a session with no request that counts as activity for this long is over
 * (ASVS 5.0 7.3.1; lib/server/auth/admin-session.ts). The back-office warns two minutes before.
 */
export const ADMIN_IDLE_SECONDS = 30 * 60;

/** 'owner' may do everything; 'caller' works the call list and the leads. */
export type AdminRole = 'owner' | 'caller';

/** Answer of GET /api/admin/session: who is signed in. */
export type AdminSessionResponse = z.output<typeof adminSessionResponse>;

/** Answer of DELETE /api/admin/session/others: how many other sessions were ended. */
export type EndOtherSessionsResponse = z.output<typeof endOtherSessionsResponse>;
