import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.ts';

export const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** NNN_name.sql files in name order. */
export function listMigrations(dir = migrationsDir): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * Applies pending migrations in name order and records them in schema_migrations. Everything runs in
 * one transaction (PostgreSQL DDL is transactional: a failing migration leaves the schema untouched)
 * under an advisory lock, so concurrent starters (server + worker processes) take turns.
 * Returns the names applied by this call.
 */
export async function migrate(db: Db, dir = migrationsDir): Promise<string[]> {
  const pending = listMigrations(dir);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(7411002)');
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    const applied: string[] = [];
    for (const m of pending) {
      if (done.has(m.name)) continue;
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
      applied.push(m.name);
    }
    return applied;
  });
}
