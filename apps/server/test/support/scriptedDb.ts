/**
 * A Db that answers from a script instead of SQL, for the decision tests of commands/: each query is
 * recorded and answered by the first rule whose pattern matches its text (rows, or an error to throw).
 * A query no rule expects fails the test, so a refusal that must come before any write can be checked.
 */
import type { Db, QueryResult } from '../../src/db/index.ts';
import { AppError } from '../../src/errors.ts';

export type Answer = { rows: unknown[] } | { error: unknown };
export type Rule = [pattern: RegExp, answer: Answer | ((params: unknown[]) => Answer)];

export interface ScriptedDb extends Db {
  /** Every statement run, in order, with its parameters. */
  readonly calls: { sql: string; params: unknown[] }[];
}

export function scriptedDb(rules: Rule[]): ScriptedDb {
  const calls: { sql: string; params: unknown[] }[] = [];
  const db: ScriptedDb = {
    kind: 'pglite',
    calls,
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      calls.push({ sql, params });
      const rule = rules.find(([pattern]) => pattern.test(sql));
      if (!rule) throw new Error(`unexpected query: ${sql.replace(/\s+/g, ' ').slice(0, 120)}`);
      const answer = typeof rule[1] === 'function' ? rule[1](params) : rule[1];
      if ('error' in answer) throw answer.error;
      return { rows: answer.rows as T[] };
    },
    async exec(): Promise<void> {
      throw new Error('exec is not scripted');
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return fn(db);
    },
    async close(): Promise<void> {},
  };
  return db;
}

/** A database error with a PostgreSQL SQLSTATE code (23505 unique violation, 40P01 deadlock…). */
export function pgError(code: string): Error {
  return Object.assign(new Error(`sqlstate ${code}`), { code });
}

/** The AppError a command refused with (any other outcome fails the test). */
export async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(() => undefined, (e: unknown) => e);
  if (err instanceof AppError) return err;
  throw new Error(`expected an AppError, got ${String(err)}`);
}
