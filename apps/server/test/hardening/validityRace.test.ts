/**
 * Concurrent validity toggles of SEVERAL simulations on SEVERAL days by SEVERAL clients
 * (cambiar-estado 0/1 and activar, interleaved) never leave two valid simulations for one day —
 * checked while the storm runs and at its end — and every answer is 200 or 409 (the refusal of docs/rules/states.md, "Validity").
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { basicHeader, buildTestApp, dbKinds } from '../helper.ts';
import { upsertUser } from '../../src/repositories/users.ts';

const DAYS = ['2025-03-01', '2025-03-02', '2025-03-03'];
const PER_DAY = 4;
const CLIENTS = 6;

describe.each(dbKinds)('validity toggles from many clients on %s', (kind) => {
  let app: FastifyInstance;
  const tokens: Record<string, string>[] = [];
  const ids: number[] = [];

  beforeAll(async () => {
    app = await buildTestApp(kind);
    for (let c = 0; c < CLIENTS; c++) {
      const user = c === 0 ? 'gestor' : `gestor${c}`;
      if (c > 0) await upsertUser(app.db, user, `clave-del-${user}`);
      const res = await app.inject({ method: 'GET', url: '/api/login', headers: { authorization: basicHeader(user, c === 0 ? 'gestor2026' : `clave-del-${user}`) } });
      tokens.push({ authorization: `Bearer ${(res.json() as { token: string }).token}` });
    }
    for (const day of DAYS) {
      for (let k = 0; k < PER_DAY; k++) {
        const r = await app.db.query<{ id: number }>(
          `INSERT INTO simulations (name, username, status, inputs, created) VALUES ($1, 'gestor', 4, '{}'::jsonb, $2::timestamptz) RETURNING id`,
          [`${day} #${k}`, `${day}T${String(k * 5).padStart(2, '0')}:30:00Z`],
        );
        ids.push(r.rows[0]!.id);
      }
    }
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });

  const validPerDay = async () => (await app.db.query<{ day: string; n: number }>(
    `SELECT to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS n FROM simulations WHERE valid = 1 GROUP BY 1 ORDER BY 1`,
  )).rows;

  it('never two valid simulations on one day, while and after 240 interleaved requests', async () => {
    const op = fc.record({ client: fc.integer({ min: 0, max: CLIENTS - 1 }), sim: fc.constantFrom(...ids), action: fc.constantFrom('1', '0', 'activar', '1') });
    const ops = fc.sample(op, { numRuns: 240, seed: 42 });
    const answers = new Map<string, number>();
    const wrong: string[] = [];
    let maxSeen = 0;
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        for (const r of await validPerDay()) maxSeen = Math.max(maxSeen, r.n);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await Promise.all(ops.map(async ({ client, sim, action }) => {
      const res = action === 'activar'
        ? await app.inject({ method: 'POST', url: `/api/simulacion/${sim}/activar`, headers: tokens[client] })
        : await app.inject({ method: 'GET', url: `/api/cambiar-estado?simulation_id=${sim}&new_status=${action}&username=x`, headers: tokens[client] });
      const key = `${action === 'activar' ? 'activar' : `cambiar-estado ${action}`} ${res.statusCode}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
      if (res.statusCode === 409) {
        const body = res.json() as { code: string; message: string };
        if (!['VALIDITY_DAY_TAKEN', 'SIMULATION_CHANGED'].includes(body.code)) wrong.push(`${key} ${res.body}`);
        if (body.code === 'VALIDITY_DAY_TAKEN' && !/^Ya existe una simulación activa para la fecha \d{2}\/\d{2}\/\d{4}/.test(body.message)) wrong.push(body.message);
      } else if (res.statusCode !== 200) wrong.push(`${key} ${res.body}`);
    }));
    watching = false;
    await watcher;
    expect(wrong).toEqual([]);
    expect(maxSeen).toBeLessThanOrEqual(1);
    const end = await validPerDay();
    expect(end.every((r) => r.n === 1)).toBe(true);
    // The storm did exercise both outcomes.
    expect([...answers.keys()].some((k) => k.endsWith('409'))).toBe(true);
    expect([...answers.keys()].some((k) => k.endsWith('200'))).toBe(true);
    // Each day ends with at most one valid, and activation still works afterwards.
    const target = ids[1]!;
    const act = await app.inject({ method: 'POST', url: `/api/simulacion/${target}/activar`, headers: tokens[0] });
    expect(act.statusCode).toBe(200);
    const day1 = (await app.db.query<{ id: number }>(`SELECT id FROM simulations WHERE valid = 1 AND id = ANY($1::int[])`, [ids.slice(0, PER_DAY)])).rows;
    expect(day1).toEqual([{ id: target }]);
  }, 240_000);
});
