/**
 * The measured operation at its largest, on every engine:
 * - a year of every unit is read a day at a time and sent as it is read, so a small request sent while
 *   the year is being read is answered before the year's last byte;
 * - an import is written a day per statement but becomes visible at once when complete: a reader
 *   meanwhile sees none of it, an import that fails half-way leaves nothing, and what an interrupted
 *   one left is removed by a later import.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ACTUAL_UNITS, actualsResponseSchema, type ActualHour } from '@plantasim/domain';
import type { Db } from '../../../src/db/index.ts';
import { authHeaders, buildTestApp, dbKinds } from '../../helper.ts';

const VALUES = /^\s*INSERT INTO actual_values/;

/** A day of every unit at `value` hundredths of a MW: within every unit's limits, one import told from another. */
const dayHours = (date: string, value: number): ActualHour[] =>
  Array.from({ length: 24 }, (_, h) => ({
    horizonte: `${date} ${String(h).padStart(2, '0')}:00`,
    valores: Object.fromEntries(ACTUAL_UNITS.map((u) => [u.key, value / 100])),
  }));

/** Runs `onValues` before the n-th statement that writes values (1-based), for the time of `during`. */
async function withValuesStatement<T>(db: Db, n: number, onValues: () => Promise<void>, during: () => Promise<T>): Promise<T> {
  const query = db.query.bind(db);
  let seen = 0;
  db.query = (async (sql: string, params?: unknown[]) => {
    if (VALUES.test(sql) && ++seen === n) await onValues();
    return query(sql, params);
  }) as Db['query'];
  try {
    return await during();
  } finally {
    db.query = query;
  }
}

describe.each(dbKinds)('a year of actuals on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    full = await authHeaders(app, 'full');
  }, 300_000);
  afterAll(async () => {
    await app?.close();
  });

  const read = async (desde: string, hasta: string) => {
    const r = await app.inject({ method: 'GET', url: `/api/datos-reales?desde=${desde}&hasta=${hasta}`, headers: full });
    expect(r.statusCode, r.body).toBe(200);
    return actualsResponseSchema.parse(r.json());
  };
  const push = (filas: ActualHour[]) => app.inject({ method: 'POST', url: '/api/datos-reales', headers: full, payload: { filas } });
  const count = async (sql: string) => Number((await app.db.query<{ n: string }>(sql)).rows[0]!.n);

  it('answers a small request sent while a year is read before the year is complete, then the whole year', async () => {
    // A year of every unit stored in one statement (what an import of the year stores).
    await app.db.query(`WITH i AS (INSERT INTO actual_imports (username, source, hours, complete) VALUES ('gestor', 'csv', 8760, true) RETURNING id)
      INSERT INTO actual_values (import_id, day, hour, unit, value)
      SELECT i.id, d::date, h, u, h FROM i, generate_series('2024-01-01'::date, '2024-12-31'::date, '1 day') AS d,
        generate_series(0, 23) AS h, unnest($1::text[]) AS u`, [ACTUAL_UNITS.map((u) => u.key)]);

    const year = await app.inject({ method: 'GET', url: '/api/datos-reales?desde=01/01/2024&hasta=31/12/2024', headers: full, payloadAsStream: true });
    expect(year.statusCode).toBe(200);
    let yearDone = false;
    const body = (async () => {
      const parts: Buffer[] = [];
      for await (const part of year.stream()) parts.push(part as Buffer);
      yearDone = true;
      return Buffer.concat(parts).toString('utf8');
    })();
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: full });
    expect(me.statusCode).toBe(200);
    expect(yearDone).toBe(false);

    const answer = actualsResponseSchema.parse(JSON.parse(await body));
    expect(answer.horas).toHaveLength(366 * 24);
    expect(answer.horas[0]).toEqual({ horizonte: '01/01/2024 00:00', valores: Object.fromEntries(ACTUAL_UNITS.map((u) => [u.key, 0])) });
    expect(answer.horas.at(-1)).toEqual({ horizonte: '31/12/2024 23:00', valores: Object.fromEntries(ACTUAL_UNITS.map((u) => [u.key, 23])) });
    expect(answer.importaciones.map((i) => i.horas)).toEqual([8760]);
  }, 300_000);

  it('shows an import to nobody until its last day is stored, then all of it at once', async () => {
    expect((await push([...dayHours('10/03/2025', 1), ...dayHours('11/03/2025', 1)])).statusCode).toBe(200);
    const before = await read('10/03/2025', '12/03/2025');
    let reached!: () => void;
    const atSecondDay = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = await withValuesStatement(app.db, 2, async () => {
      reached();
      await gate;
    }, async () => {
      const pending = push([...dayHours('10/03/2025', 2), ...dayHours('11/03/2025', 2), ...dayHours('12/03/2025', 2)]);
      // If the values were not written a statement at a time, the import ends without reaching the gate.
      const first = await Promise.race([atSecondDay.then(() => 'paused' as const), pending.then(() => 'finished' as const)]);
      expect(first).toBe('paused');
      expect(await read('10/03/2025', '12/03/2025')).toEqual(before);
      const history = await app.inject({ method: 'GET', url: '/api/datos-reales/importaciones', headers: full });
      expect((history.json() as unknown[]).length).toBe(2);
      release();
      return pending;
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = await read('10/03/2025', '12/03/2025');
    expect(after.horas).toEqual([...dayHours('10/03/2025', 2), ...dayHours('11/03/2025', 2), ...dayHours('12/03/2025', 2)]);
    expect(after.importaciones.map((i) => i.id)).toEqual([answer.json().importacion]);
  }, 120_000);

  it('keeps at most one day of values being written at the database, however many imports are in flight', async () => {
    // Every other request waits behind what is queued at the database (PGlite: one statement at a time).
    const DAY_SIZED = /^\s*(INSERT INTO actual_values|WITH gone AS)/;
    const query = app.db.query.bind(app.db);
    let inFlight = 0;
    let most = 0;
    let seen = 0;
    // The first import's first day is held until all three imports have begun (their import rows are
    // written), so that all three have days to write at the same time.
    let begun = 0;
    let allBegun!: () => void;
    const allHaveBegun = new Promise<void>((resolve) => (allBegun = resolve));
    app.db.query = (async (sql: string, params?: unknown[]) => {
      if (/^\s*INSERT INTO actual_imports/.test(sql)) {
        const r = await query(sql, params);
        if (++begun === 3) allBegun();
        return r;
      }
      if (!DAY_SIZED.test(sql)) return query(sql, params);
      most = Math.max(most, ++inFlight);
      try {
        if (seen++ === 0) await allHaveBegun;
        return await query(sql, params);
      } finally {
        inFlight--;
      }
    }) as Db['query'];
    let answers;
    try {
      const days = (value: number) => ['01/06/2025', '02/06/2025', '03/06/2025'].flatMap((d) => dayHours(d, value));
      answers = await Promise.all([push(days(4)), push(days(5)), push(days(6))]);
    } finally {
      app.db.query = query;
    }
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(seen).toBeGreaterThanOrEqual(9);
    expect(most).toBe(1);
    // The latest of the three gives the hours, whole.
    const ids = answers.map((a) => (a.json() as { importacion: number }).importacion);
    const latest = ids.indexOf(Math.max(...ids));
    expect((await read('01/06/2025', '03/06/2025')).horas).toEqual(['01/06/2025', '02/06/2025', '03/06/2025'].flatMap((d) => dayHours(d, 4 + latest)));
  }, 120_000);

  it('leaves nothing of an import whose writing fails half-way', async () => {
    const before = await read('20/04/2025', '22/04/2025');
    const rows = await count('SELECT count(*) AS n FROM actual_values');
    const imports = await count('SELECT count(*) AS n FROM actual_imports');
    const answer = await withValuesStatement(app.db, 2, async () => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    }, () => push([...dayHours('20/04/2025', 3), ...dayHours('21/04/2025', 3), ...dayHours('22/04/2025', 3)]));
    expect(answer.statusCode, answer.body).toBe(503);
    expect(await read('20/04/2025', '22/04/2025')).toEqual(before);
    expect(await count('SELECT count(*) AS n FROM actual_values')).toBe(rows);
    expect(await count('SELECT count(*) AS n FROM actual_imports')).toBe(imports);
  }, 120_000);

  it('removes what an interrupted import left when a later one completes', async () => {
    const left = await app.db.query<{ id: number }>(
      "INSERT INTO actual_imports (username, source, hours, complete, created) VALUES ('operador', 'csv', 24, false, now() - interval '2 hours') RETURNING id",
    );
    const id = left.rows[0]!.id;
    await app.db.query(`INSERT INTO actual_values (import_id, day, hour, unit, value) SELECT $1, '2025-05-05', h, 'motor.1', 9 FROM generate_series(0, 23) AS h`, [id]);
    expect((await read('05/05/2025', '05/05/2025')).horas).toEqual([]);
    expect((await push(dayHours('06/05/2025', 1))).statusCode).toBe(200);
    expect(await count(`SELECT count(*) AS n FROM actual_values WHERE import_id = ${id}`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM actual_imports WHERE id = ${id}`)).toBe(0);
  }, 120_000);
});
