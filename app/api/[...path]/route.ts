import { withJson } from '@/lib/server/http';
import { NotFoundError } from '@/lib/server/errors';

// Any /api path no route serves — 404 in the API's JSON error shape, not Next's HTML page
// (found by bench:fuzz: ids like '..' resolve to paths nobody serves).
const notFound = withJson({}, async () => {
  throw new NotFoundError();
});

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
