/**
 * Ebook downloads served (docs/decisions.md §5: a figure about people is a real count): one
 * counter per catalogue ebook, raised where /ebooks/{id}.pdf answers a person (bots are not
 * counted), at most once per person, ebook and day (Europe/Rome). Only a verified lead's
 * session is served a PDF (./guide-access.ts), so a person is that lead: thirty requests from
 * one browser, or from several browsers of one lead, raise the public figure by one. The one
 * writer of `ebook_downloads` and `ebook_download_marks`.
 */
import 'server-only';
import { sqlOf, type Db } from '../db/client';
import { Prisma } from '../generated/prisma/client';

/** Who downloaded: the lead of the verified session. */
export interface Downloader {
  leadId: number;
}

/** Marks of days before today minus this many are no longer needed (their day has ended). */
const MARK_DAYS_KEPT = 1;

/** The stored key of `who` ("lead:<id>"; the column leaves room for other kinds). */
function downloaderKey(who: Downloader): string {
  return `lead:${who.leadId}`;
}

/**
 * Counts one download of `ebookId` by `who` at `now`, unless `who` already downloaded it that
 * day. One statement (the mark's insert feeds the counter's upsert), so concurrent repeats of
 * one person count once and concurrent downloads of different people all count. Returns
 * whether it counted.
 */
export async function countEbookDownload(
  db: Db,
  ebookId: string,
  who: Downloader,
  now = new Date(),
): Promise<boolean> {
  const rows = await sqlOf(db)(
    Prisma.sql`WITH mark AS (
                 INSERT INTO ebook_download_marks (ebook_id, day, who, created_at)
                 VALUES (${ebookId}, (${now}::timestamptz AT TIME ZONE 'Europe/Rome')::date,
                         ${downloaderKey(who)}, ${now})
                 ON CONFLICT DO NOTHING
                 RETURNING ebook_id
               )
               INSERT INTO ebook_downloads (ebook_id, count, updated_at)
               SELECT ebook_id, 1, ${now} FROM mark
               ON CONFLICT (ebook_id)
               DO UPDATE SET count = ebook_downloads.count + 1, updated_at = ${now}
               RETURNING ebook_id`,
  );
  return rows.length > 0;
}

/** Deletes the marks of days that ended before yesterday (Europe/Rome); returns how many. */
export async function pruneEbookDownloadMarks(db: Db, now = new Date()): Promise<number> {
  const rows = await sqlOf(db)(
    Prisma.sql`DELETE FROM ebook_download_marks
                WHERE day < (${now}::timestamptz AT TIME ZONE 'Europe/Rome')::date - ${MARK_DAYS_KEPT}::int
                RETURNING ebook_id`,
  );
  return rows.length;
}

/** Downloads served of every ebook together. */
export async function ebookDownloadsTotal(db: Pick<Db, 'ebookDownload'>): Promise<number> {
  const { _sum } = await db.ebookDownload.aggregate({ _sum: { count: true } });
  return _sum.count ?? 0;
}
