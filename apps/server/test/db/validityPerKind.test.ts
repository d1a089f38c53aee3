/**
 * Migration 016 on a database that already holds simulations (every engine): each stored run gets the
 * kind and planned days the domain reads from its configuration (runPlanOf), and validity becomes one
 * per creation day and kind (a planning year valid beside the day's operational plan; a second
 * operational plan of that day still refused).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPlanOf } from '@plantasim/domain';
import { migrate, type Db } from '../../src/db/index.ts';
import { listMigrations, migrationsDir } from '../../src/db/migrate.ts';
import { openPglite } from '../../src/db/pglite.ts';
import { openPostgres } from '../../src/db/postgres.ts';
import { createTestDatabase, dbKinds } from '../helper.ts';

const config = (fechaActual: string, horizonte: number, modoEjecucion: number, modoEjecucionTexto: string, flags: { bt?: boolean; plan?: boolean } = {}) => ({
  configuracion: { fechaActual, horizonte, modoEjecucion, modoEjecucionTexto, mesBacktesting: flags.bt ?? false, mesPlanificacion: flags.plan ?? false },
});

/** Runs stored before migration 016, as launches stored them (modes 3 and 4 travel as 2 with their text). */
const STORED = [
  { name: 'operativa', mode: 'Acoplamientos de cogeneración fijados', valid: 1, inputs: config('16/01/2025', 3, 2, 'Acoplamientos de cogeneración fijados') },
  { name: 'planificacion', mode: 'Planificación', valid: 0, inputs: config('15/01/2025', 365, 2, 'Planificación', { plan: true }) },
  { name: 'backtesting', mode: 'Backtesting', valid: 0, inputs: config('01/01/2025', 31, 2, 'Backtesting', { bt: true }) },
  { name: 'optimizacion', mode: 'Optimización', valid: 0, inputs: config('15/01/2025', 7, 0, 'Optimización') },
  { name: 'sin configuración', mode: null, valid: 0, inputs: {} },
];

describe.each(dbKinds)('migration 016 on %s', (kind) => {
  let db: Db;
  let drop = async () => {};
  const before = mkdtempSync(join(tmpdir(), 'plantasim-mig-'));
  beforeAll(async () => {
    for (const m of listMigrations().filter((x) => x.name < '016')) copyFileSync(join(migrationsDir, m.name), join(before, m.name));
    if (kind === 'postgres') {
      const created = await createTestDatabase();
      drop = created.drop;
      db = await openPostgres(created.url);
    } else {
      db = await openPglite('memory://');
    }
    await migrate(db, before);
    for (const s of STORED) {
      await db.query(
        `INSERT INTO simulations (name, username, status, valid, inputs, mode, created) VALUES ($1, 'gestor', 4, $2, $3::jsonb, $4, '2025-01-15T06:00:00Z')`,
        [s.name, s.valid, JSON.stringify(s.inputs), s.mode],
      );
    }
  });
  afterAll(async () => {
    await db?.close();
    await drop();
    rmSync(before, { recursive: true, force: true });
  });

  it('gives every stored run the kind and days the domain reads from its configuration', async () => {
    expect(await migrate(db)).toContain('016_validity_per_kind.sql');
    const rows = (await db.query<{ name: string; kind: string; first_day: string | null; horizon_days: number | null }>(
      `SELECT name, kind, to_char(first_day, 'DD/MM/YYYY') AS first_day, horizon_days FROM simulations ORDER BY id`,
    )).rows;
    expect(rows.map((r) => ({ tipo: r.kind, fechaActual: r.first_day, horizonte: r.horizon_days }))).toEqual(STORED.map((s) => runPlanOf(s.inputs)));
  });

  it('keeps one valid run per creation day and kind', async () => {
    await db.query(`UPDATE simulations SET valid = 1 WHERE name IN ('planificacion', 'backtesting')`);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM simulations WHERE valid = 1')).rows[0]!.n).toBe(3);
    await expect(db.query(`UPDATE simulations SET valid = 1 WHERE name = 'optimizacion'`)).rejects.toMatchObject({ code: '23505' });
  });
});
