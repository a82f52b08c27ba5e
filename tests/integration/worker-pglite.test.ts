/**
 * The PGlite a jest worker shares between test files (tests/support/worker-pglite.ts): what
 * a file gets is the template's database in a fresh session, whatever the file before did,
 * and its values and errors are the test file's own, as with a PGlite of its own.
 */
import { messages } from '@electric-sql/pglite';
import { pgliteTemplate } from '../support/db-template';
import { acquireWorkerPglite } from '../support/worker-pglite';

const acquire = () => acquireWorkerPglite(pgliteTemplate);

describe("a jest worker's shared PGlite", () => {
  it('hands the next file the template, not a schema the file before changed', async () => {
    await (await acquire()).exec(`ALTER TABLE leads ADD COLUMN left_behind int`);

    const next = await acquire();
    const columns = await next.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.columns
        WHERE table_name = 'leads' AND column_name = 'left_behind'`,
    );
    expect(columns.rows).toEqual([{ n: 0 }]);
  });

  it('hands the next file a fresh session, not the settings of the file before', async () => {
    await (await acquire()).exec(`SET TimeZone = 'Asia/Tokyo'`);

    const next = await acquire();
    const zone = await next.query<{ zone: string }>(`SELECT current_setting('TimeZone') AS zone`);
    expect(zone.rows[0]!.zone).not.toBe('Asia/Tokyo');
  });

  it("takes the test file's Dates and bytes, and answers with the test file's own values", async () => {
    const pg = await acquire();
    const at = new Date('2026-03-29T01:30:00Z');
    const { rows } = await pg.query<{ at: Date; bytes: Uint8Array; doc: object }>(
      `SELECT $1::timestamptz AS at, $2::bytea AS bytes, '{"a": [1, {"b": null}]}'::jsonb AS doc`,
      [at, new Uint8Array([0, 255, 7])],
    );
    expect(rows[0]!.at).toBeInstanceOf(Date);
    expect(rows[0]!.at.getTime()).toBe(at.getTime());
    expect(rows[0]!.bytes).toBeInstanceOf(Uint8Array);
    expect([...rows[0]!.bytes]).toEqual([0, 255, 7]);
    expect(rows[0]!.doc).toStrictEqual({ a: [1, { b: null }] });
  });

  it("raises PGlite's DatabaseError as the test file knows it (the adapter's P2002 depends on it)", async () => {
    const pg = await acquire();
    await pg.exec(`CREATE TEMPORARY TABLE once (id int PRIMARY KEY)`);
    await pg.query(`INSERT INTO once VALUES (1)`);
    const error = await pg.query(`INSERT INTO once VALUES (1)`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({ code: '23505' });

    const inTransaction = await pg
      .transaction(async (tx) => tx.query(`INSERT INTO once VALUES (1)`))
      .catch((e: unknown) => e);
    expect(inTransaction).toBeInstanceOf(messages.DatabaseError);
  });
});
