import pg from 'pg';
import type { Db, QueryResult } from './types.ts';

// int8 (count(*), bigint ids) and numeric come back as JS numbers, as on PGlite (pglite.ts).
// Our values stay far below 2^53; exact decimals are not needed for prices in EUR/MWh.
const typeParsers = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === 20 || oid === 1700) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format as 'text');
  }) as typeof pg.types.getTypeParser,
};

type Queryable = pg.Pool | pg.PoolClient;

function handle(q: Queryable, inTx: boolean, pool: pg.Pool): Db {
  const self: Db = {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]): Promise<QueryResult<T>> => {
      const r = await q.query({ text: sql, values: params, types: typeParsers });
      return { rows: r.rows as T[] };
    },
    exec: async (sql: string) => {
      await q.query(sql);
    },
    transaction: async <T>(fn: (tx: Db) => Promise<T>): Promise<T> => {
      if (inTx) return fn(self);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(handle(client, true, pool));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: async () => {
      if (inTx) throw new Error('close() no está permitido dentro de una transacción');
      await pool.end();
    },
  };
  return self;
}

export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.PG_POOL_MAX ?? 10) });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  await pool.query('SELECT 1'); // fail fast on a wrong DATABASE_URL
  return handle(pool, false, pool);
}
