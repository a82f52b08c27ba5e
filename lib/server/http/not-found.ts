/**
 * The answer to an /api path no route serves (app/api/[[...path]]): 404 `not_found` in the
 * API's error shape and the request's language. Nothing is read or changed, so neither body nor
 * Origin is looked at. A route exports this very function for a method that must answer as if
 * nothing were there (a 405 would give the route away): such a method is no operation of the
 * OpenAPI document, like the catch-all's (tests/unit/openapi-routes.test.ts recognises it by
 * this name, tests/integration/openapi.test.ts by identity).
 */
import 'server-only';
import type { NextRequest } from 'next/server';
import { errorResponse } from './error-response';
import { localeOf } from './i18n';

/** 404 `not_found` for `request`, whatever its method, body or headers. */
export async function notFoundAnswer(request: NextRequest): Promise<Response> {
  return errorResponse(localeOf(request), 'not_found');
}
