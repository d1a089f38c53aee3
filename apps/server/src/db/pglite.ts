import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { PrivateNodeFS } from './privateNodeFs.ts';
import { mkdirSync } from 'node:fs';
import { Mutex } from './mutex.ts';
import { acquirePgliteLock } from './pgliteLock.ts';
import { migrate } from './migrate.ts';
import type { Db, QueryResult } from './types.ts';

/** Same value types as our node-postgres setup (see postgres.ts): int8 and numeric as JS numbers. */
const parsers = {
  [types.INT8]: (v: string) => Number(v),
  [types.NUMERIC]: (v: string) => Number(v),
};

/** A handle bound to an open PGlite transaction; it bypasses the mutex its owner already holds. */
function txHandle(tx: Transaction): Db {
  const handle: Db = {
    kind: 'pglite',
    query: async <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> => {
      const r = await tx.query<T>(sql, params as unknown[] | undefined);
      return { rows: r.rows };
    },
    exec: async (sql: string) => {
      await tx.exec(sql);
    },
    transaction: (fn) => fn(handle),
    close: async () => {
      throw new Error('close() no está permitido dentro de una transacción');
    },
  };
  return handle;
}

/**
 * PGlite is one connection: every query and every whole transaction holds the mutex, so a
 * transaction's statements never interleave with other callers' (PGlite's own locks also do this
 * today; ours keeps the guarantee explicit and covers exec and close).
 */
function wrap(pg: PGlite, release: () => void): Db {
  const mutex = new Mutex();
  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: unknown[]) =>
      mutex.run(async () => {
        const r = await pg.query<T>(sql, params as unknown[] | undefined);
        return { rows: r.rows };
      }),
    exec: (sql: string) =>
      mutex.run(async () => {
        await pg.exec(sql);
      }),
    transaction: (fn) => mutex.run(() => pg.transaction((tx) => fn(txHandle(tx)))),
    close: () =>
      mutex.run(async () => {
        try {
          await pg.close();
        } finally {
          release();
        }
      }),
  };
}

/**
 * Opens PGlite in `dataDir` (created if needed) or in memory for 'memory://'. `loadDataDir` starts
 * from a dump (see dumpMigratedPglite) instead of running initdb: tests clone a template that way.
 */
export async function openPglite(dataDir: string, opts: { loadDataDir?: Blob } = {}): Promise<Db> {
  const inMemory = dataDir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    release = acquirePgliteLock(dataDir);
  }
  try {
    const fs = inMemory ? undefined : new PrivateNodeFS(dataDir);
    const pg = await PGlite.create(dataDir, { parsers, loadDataDir: opts.loadDataDir, fs });
    return wrap(pg, release);
  } catch (err) {
    release();
    throw err;
  }
}

/** A freshly initialised and migrated in-memory database, dumped (uncompressed tar) for loadDataDir. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const pg = await PGlite.create('memory://', { parsers });
  try {
    await migrate(wrap(pg, () => {}));
    return await pg.dumpDataDir('none');
  } finally {
    await pg.close();
  }
}
