import type { NextRequest } from 'next/server';
import { errorResponse } from '@/lib/server/http/error-response';
import { localeOf } from '@/lib/server/http/i18n';

// /api itself and any /api path no route serves — 404 in the API's JSON error shape, not
// Next's HTML page (found by bench:fuzz: ids like '..' resolve to paths nobody serves).
// Nothing is read or changed, so neither body nor Origin is looked at.
async function notFound(request: NextRequest): Promise<Response> {
  return errorResponse(localeOf(request), 404, 'not_found', 'notFound');
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
