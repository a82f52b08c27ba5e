/**
 * Ebook downloads served (DESIGN.md §5: a figure about people is a real count): one counter per
 * catalogue ebook, raised where /ebooks/{id}.pdf answers a person (bots are not counted). The
 * PDF is cacheable for a day, so a browser's repeat of the same download is served from its
 * cache and not counted twice. The one writer of `ebook_downloads`.
 */
import 'server-only';
import { sqlOf, type Db } from '../db/client';
import { Prisma } from '../generated/prisma/client';

/** Counts one download of `ebookId` at `now`: one atomic upsert, so concurrent ones all count. */
export async function countEbookDownload(db: Db, ebookId: string, now = new Date()): Promise<void> {
  await sqlOf(db)(
    Prisma.sql`INSERT INTO ebook_downloads (ebook_id, count, updated_at) VALUES (${ebookId}, 1, ${now})
               ON CONFLICT (ebook_id)
               DO UPDATE SET count = ebook_downloads.count + 1, updated_at = ${now}`,
  );
}

/** Downloads served of every ebook together. */
export async function ebookDownloadsTotal(db: Pick<Db, 'ebookDownload'>): Promise<number> {
  const { _sum } = await db.ebookDownload.aggregate({ _sum: { count: true } });
  return _sum.count ?? 0;
}
