import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { migrate } from './migrate.ts';
import type { Db } from './types.ts';

export type { Db, QueryResult } from './types.ts';
export { migrate } from './migrate.ts';

export interface OpenDbOptions {
  databaseUrl?: string;
  pgliteDir: string;
  /** PGlite only: start from this dump instead of initdb (tests). */
  pgliteLoadDataDir?: Blob;
}

/** PostgreSQL when a connection string is given, PGlite in `pgliteDir` otherwise; migrated. */
export async function openDb(opts: OpenDbOptions): Promise<Db> {
  const db = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl)
    : await openPglite(opts.pgliteDir, { loadDataDir: opts.pgliteLoadDataDir });
  try {
    await migrate(db);
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
  return db;
}
