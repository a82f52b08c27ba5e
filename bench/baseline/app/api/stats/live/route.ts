import { EMPTY_STATS } from '../../../../work';

// The empty handler: what a cached answer costs at best inside Next.js.
export function GET() {
  return Response.json(EMPTY_STATS);
}
