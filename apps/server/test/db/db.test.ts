import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, openDb, type Db } from '../../src/db/index.ts';
import { listMigrations } from '../../src/db/migrate.ts';
import { dbKinds, pgliteTemplate, suiteDb } from '../helper.ts';

describe.each(dbKinds)('Db on %s', (kind) => {
  let db: Db;
  suiteDb(kind, async (opened) => {
    db = opened;
    await db.exec('CREATE TABLE t (id integer PRIMARY KEY, v text)');
  });

  it('applied every migration once; migrating again applies nothing', async () => {
    const names = (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map((r) => r.name);
    expect(names).toEqual(listMigrations().map((m) => m.name));
    expect(await migrate(db)).toEqual([]);
  });

  it('returns the same JS types on both engines', async () => {
    const r = await db.query<{ n: unknown; x: unknown; i: unknown; t: unknown; b: unknown }>(
      "SELECT count(*) AS n, 1.5::numeric AS x, 7::int AS i, now() AS t, true AS b, '{\"a\":1}'::jsonb AS j",
    );
    const row = r.rows[0]!;
    expect(row).toMatchObject({ n: 0 + Number(row.n), x: 1.5, i: 7, b: true, j: { a: 1 } });
    expect(typeof row.n).toBe('number');
    expect(row.t).toBeInstanceOf(Date);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id, v) VALUES ($1, $2)', [1, 'uno']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO t (id, v) VALUES ($1, $2)', [2, 'dos']);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const ids = (await db.query<{ id: number }>('SELECT id FROM t ORDER BY id')).rows.map((r) => r.id);
    expect(ids).toEqual([1]);
  });

  it('keeps concurrent callers out of an open transaction', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const tx = db.transaction(async (t) => {
      await t.query('INSERT INTO t (id, v) VALUES (10, $1)', ['pendiente']);
      await gate;
      await t.query('DELETE FROM t WHERE id = 10');
      await t.transaction(async (nested) => nested.query('INSERT INTO t (id, v) VALUES (11, $1)', ['anidada']));
    });
    // Started while the transaction is open: must not see its uncommitted row 10.
    const during = db.query<{ id: number }>('SELECT id FROM t WHERE id >= 10 ORDER BY id');
    await new Promise((r) => setTimeout(r, 20));
    release();
    await tx;
    const seen = (await during).rows.map((r) => r.id);
    expect(seen.includes(10)).toBe(false);
    expect((await db.query<{ id: number }>('SELECT id FROM t WHERE id >= 10')).rows.map((r) => r.id)).toEqual([11]);
  });

  it('runs many concurrent queries and transactions without mixing them', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? db.transaction(async (tx) => {
              await tx.query('INSERT INTO t (id, v) VALUES ($1, $2)', [100 + i, 'a']);
              await tx.query('UPDATE t SET v = $2 WHERE id = $1', [100 + i, 'b']);
            })
          : db.query('SELECT count(*) FROM t'),
      ),
    );
    const r = await db.query<{ n: number }>("SELECT count(*) AS n FROM t WHERE id >= 100 AND v = 'b'");
    expect(r.rows[0]!.n).toBe(10);
  });
});

// Starts from the migrated template (initdb on disk is covered once, by test/cli/addUser.test.ts).
describe('PGlite data folder', { timeout: 240_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'plantasim-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps data across reopenings and migrates only once', async () => {
    const first = await openDb({ pgliteDir: join(dir, 'pglite'), pgliteLoadDataDir: await pgliteTemplate() });
    await first.query("INSERT INTO users (username, password_hash) VALUES ('u', 'h')");
    const count = async (db: Db) => (await db.query<{ n: number }>('SELECT count(*) AS n FROM schema_migrations')).rows[0]!.n;
    const applied = await count(first);
    await first.close();
    const second = await openDb({ pgliteDir: join(dir, 'pglite') });
    try {
      expect(await count(second)).toBe(applied);
      expect(await migrate(second)).toEqual([]);
      expect((await second.query('SELECT username FROM users')).rows).toEqual([{ username: 'u' }]);
    } finally {
      await second.close();
    }
  });

  it('refuses a second opener while the folder is in use', async () => {
    const db = await openDb({ pgliteDir: join(dir, 'pglite') });
    try {
      await expect(openDb({ pgliteDir: join(dir, 'pglite') })).rejects.toThrow(/en uso por el proceso/);
    } finally {
      await db.close();
    }
  });
});
