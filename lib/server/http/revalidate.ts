/**
 * Regenerating pre-rendered pages after an owner's save: the pages stay static and show the
 * change within seconds, without waiting for their revalidate interval.
 */
import 'server-only';
import { revalidatePath } from 'next/cache';
import { logger } from '../logger';

/**
 * Marks each of `paths` (public paths such as '/' or '/ab/home/b') for regeneration on its
 * next request. Never throws: outside a Next request (a script, a test) there is no page cache
 * to mark, so the failure is logged, the save stands and the pages catch up at their
 * revalidate interval.
 */
export function revalidatePages(paths: Iterable<string>): void {
  for (const path of paths) {
    try {
      revalidatePath(path);
    } catch (error) {
      logger.error({ err: error, path }, 'page not marked for regeneration');
    }
  }
}

/**
 * Marks every pre-rendered page for regeneration (the root layout and all below it): for a
 * rare owner change shown on many pages (a guide's page count). Never throws, as above.
 */
export function revalidateAllPages(): void {
  try {
    revalidatePath('/', 'layout');
  } catch (error) {
    logger.error({ err: error, path: '/' }, 'pages not marked for regeneration');
  }
}
