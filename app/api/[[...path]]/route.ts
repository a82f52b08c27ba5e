import { notFoundAnswer } from '@/lib/server/http/not-found';

// /api itself and any /api path no route serves — 404 in the API's JSON error shape, not
// Next's HTML page (found by bench:fuzz: ids like '..' resolve to paths nobody serves).
export const GET = notFoundAnswer;
export const POST = notFoundAnswer;
export const PUT = notFoundAnswer;
export const PATCH = notFoundAnswer;
export const DELETE = notFoundAnswer;
