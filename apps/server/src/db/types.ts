/**
 * The one database abstraction of the server. The same SQL runs on PGlite (embedded, default) and on
 * PostgreSQL (DATABASE_URL), so repositories never know which engine they talk to.
 */
export interface QueryResult<T> {
  rows: T[];
}

export interface Db {
  /** 'pglite' or 'postgres', for the rare place that must know (logs, job queue choice). */
  readonly kind: 'pglite' | 'postgres';
  /** One statement with $1.. parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations, scripts). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` in a transaction: COMMIT when it resolves, ROLLBACK when it throws. Nested calls on the
   * `tx` handle reuse the same transaction. Other callers never see or interleave with its statements.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
