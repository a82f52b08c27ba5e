/**
 * proxy.ts's part for the tested landing pages: serve each request the variant it is assigned
 * (./assignment.ts) by rewriting to the variant's pre-rendered route, so every variant stays a
 * static (ISR) page and the visitor's address stays the page's own.
 *
 * Caching: while an experiment runs, the page's address answers different HTML to different
 * visitors, decided by their network and browser, which no `Vary` header can name. Every answer
 * at that address (control or rewritten) is therefore `Cache-Control: private, no-cache`: a
 * shared cache (a CDN, an nginx proxy_cache keyed by URL) must not store it and hand one
 * visitor's variant to the next, while the browser may keep it and revalidate (ETag). A winner
 * served to everyone is one page for all, so it keeps Next's own header.
 *
 * Cost: no I/O on the request's path (the snapshot is in memory, ./serving.ts), one HMAC of a
 * short string and, for user agents, isbot's precompiled pattern; bench/experiment-proxy.ts
 * measures it.
 */
import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { experimentCookieName } from '@/lib/experiments/exposure';
import { variantRoute, type ChallengerKey, type ExperimentPage } from '@/lib/experiments/pages';
import { authSecret } from '../auth/secret';
import { clientIp, truncateIp } from '../http/client-ip';
import { assignVariant, dailyKey, PREVIEW_CAMPAIGN, type Visitor } from './assignment';
import { servingSnapshot } from './serving';

/** The header on every answer of a page while its experiment runs (see the module's note). */
export const EXPERIMENT_CACHE_CONTROL = 'private, no-cache';

/** The current day's key, derived once per UTC day. */
let todayKey: { day: string; key: Buffer } | undefined;

function keyOf(now: Date): Buffer {
  const day = now.toISOString().slice(0, 10);
  if (todayKey?.day !== day) todayKey = { day, key: dailyKey(authSecret(), now) };
  return todayKey.key;
}

/** The request's side of the assignment for experiment `experimentId`. */
function visitorOf(request: NextRequest, experimentId: number): Visitor {
  return {
    network: truncateIp(clientIp(request)) ?? 'unknown',
    userAgent: request.headers.get('user-agent') ?? '',
    cookie: request.cookies.get(experimentCookieName(experimentId))?.value,
    preview: request.nextUrl.searchParams.get('campaign') === PREVIEW_CAMPAIGN,
  };
}

/** A rewrite of `request` to `key`'s route of `page`, the query kept (the islands read it). */
function rewriteTo(request: NextRequest, page: ExperimentPage, key: ChallengerKey) {
  const url = request.nextUrl.clone();
  url.pathname = variantRoute(page, key);
  return NextResponse.rewrite(url);
}

/**
 * The proxy's answer for a request to tested page `page`: the page as it is when nothing is
 * tested there; the winner's route for everyone after a stop with a challenger as winner;
 * while an experiment runs, the page (control) or the assigned challenger's route, private
 * to the visitor. `now` is injectable for tests.
 */
export async function experimentResponse(
  request: NextRequest,
  page: ExperimentPage,
  now: Date = new Date(),
): Promise<NextResponse> {
  const serving = (await servingSnapshot()).get(page.path);
  if (!serving) return NextResponse.next();
  if (serving.status === 'winner') return rewriteTo(request, page, serving.winner);
  const key = assignVariant(
    keyOf(now),
    serving.experimentId,
    serving.variants,
    visitorOf(request, serving.experimentId),
  );
  const response = key === 'control' ? NextResponse.next() : rewriteTo(request, page, key);
  response.headers.set('Cache-Control', EXPERIMENT_CACHE_CONTROL);
  return response;
}
