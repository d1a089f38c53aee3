/**
 * Hostile sequences of lifecycle requests (cambiar-estado 0/1, activar, borrar, cancelar) on
 * simulations of every status and several days. Invariants after every answer, stated without the
 * domain's own rules: only a run that ended OK (4) is ever valid, never two valid on one day, a
 * running (3) simulation is never deleted, a deleted one never comes back, every answer is 200, 404
 * or 409 with `{ status, message }`, and a refused request changes no row. HARDENING_RUNS scales it.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authHeaders, buildTestApp, dbKinds } from '../helper.ts';

const RUNS = Number(process.env.HARDENING_RUNS ?? 15);
const DAYS = ['2025-04-01', '2025-04-02'];
const STATUSES = [1, 2, 3, 4, 5, 6, 7];

interface Row { id: number; status: number; valid: number; day: string }

describe.each(dbKinds)('lifecycle requests in any order on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    full = await authHeaders(app, 'full');
  }, 240_000);
  afterAll(async () => {
    await app?.close();
  });

  /** A fresh set: one simulation per status and day, one of the day's status-4 ones valid. */
  const seed = async (): Promise<number[]> => {
    await app.db.query('DELETE FROM simulations');
    const ids: number[] = [];
    for (const day of DAYS) {
      for (const [k, status] of STATUSES.entries()) {
        const r = await app.db.query<{ id: number }>(
          `INSERT INTO simulations (name, username, status, valid, inputs, created) VALUES ($1, 'gestor', $2, $3, '{}'::jsonb, $4::timestamptz) RETURNING id`,
          [`${day} ${status}`, status, status === 4 ? 1 : 0, `${day}T${String(k + 1).padStart(2, '0')}:00:00Z`],
        );
        ids.push(r.rows[0]!.id);
      }
    }
    return ids;
  };
  const rows = async (): Promise<Row[]> => (await app.db.query<Row>(
    `SELECT id, status, valid, to_char(created AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM simulations ORDER BY id`,
  )).rows;

  it('keeps the lifecycle invariants under any sequence of requests', async () => {
    const action = fc.constantFrom('valid1', 'valid0', 'activar', 'borrar', 'cancelar');
    await fc.assert(fc.asyncProperty(
      fc.array(fc.record({ target: fc.integer({ min: 0, max: STATUSES.length * DAYS.length - 1 }), action }), { minLength: 1, maxLength: 12 }),
      async (ops) => {
        const ids = await seed();
        const wrong: string[] = [];
        let before = await rows();
        for (const { target, action: a } of ops) {
          const id = ids[target]!;
          const res = a === 'valid1' || a === 'valid0'
            ? await app.inject({ method: 'GET', url: `/api/cambiar-estado?simulation_id=${id}&new_status=${a === 'valid1' ? 1 : 0}`, headers: full })
            : a === 'activar' ? await app.inject({ method: 'POST', url: `/api/simulacion/${id}/activar`, headers: full })
              : a === 'borrar' ? await app.inject({ method: 'DELETE', url: `/api/borrar-simulacion/${id}`, headers: full })
                : await app.inject({ method: 'POST', url: `/api/simulacion/${id}/cancelar`, headers: full });
          const where = `${a} ${id} (${JSON.stringify(before.find((r) => r.id === id))}) -> ${res.statusCode} ${res.body.slice(0, 160)}`;
          const after = await rows();
          if (![200, 404, 409].includes(res.statusCode)) wrong.push(where);
          if (res.statusCode !== 200) {
            const body = res.json() as { status?: number; message?: unknown };
            if (body.status !== res.statusCode || typeof body.message !== 'string' || body.message.length < 4) wrong.push(`body: ${where}`);
            if (JSON.stringify(after) !== JSON.stringify(before)) wrong.push(`refusal changed rows: ${where}`);
          }
          for (const r of after) {
            const was = before.find((b) => b.id === r.id)!;
            if (r.valid === 1 && r.status !== 4) wrong.push(`valid at status ${r.status}: ${where}`);
            if (was.status === 3 && r.status === 7) wrong.push(`running deleted: ${where}`);
            if (was.status === 7 && r.status !== 7) wrong.push(`deleted came back: ${where}`);
          }
          for (const day of DAYS) {
            if (after.filter((r) => r.day === day && r.valid === 1).length > 1) wrong.push(`two valid on ${day}: ${where}`);
          }
          before = after;
        }
        expect(wrong).toEqual([]);
      },
    ), { numRuns: RUNS * 2 });
  }, 600_000);
});
