// Types of cache-database.mjs (plain ESM: Next imports it at run time, outside the bundle).
import type { CacheQuery } from './postgres-cache-handler.d.mts';

/** A query function on a `pg` pool for `url`, opened on first use. */
export function postgresQuery(url: string): CacheQuery;

/** Whether the database answers: away after a failure, until a probe succeeds. */
export function databaseWatch(
  query: CacheQuery,
  probeMs?: number,
): { readonly away: boolean; failed(error: unknown): void };
