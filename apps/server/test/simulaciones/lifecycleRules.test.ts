/**
 * What each status allows, over HTTP on every engine: only a run that ended OK may become valid
 * (cambiar-estado, activar), every status but running may be deleted, and a refusal changes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dbKinds } from '../helper.ts';
import { payload, scriptedSolver, upload, waitForStatus, withTestApp } from './support.ts';

const NOT_VALIDATABLE = 'Solo una simulación ejecutada correctamente (Ejecutada OK) puede ser válida.';
const NOT_DELETABLE = 'No se puede borrar una simulación en ejecución: espera a que termine o cancélala.';

describe.each(dbKinds)('lifecycle rules on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;

  withTestApp(kind, scriptedSolver, (s) => ({ app, full } = s));

  const launched = async (name: string, valid: 0 | 1 = 0): Promise<number> => {
    const res = await upload(app, '/api/lanzar-simulacion/', full, payload(name, (p) => ({ ...p, metadata: { ...p.metadata, valid } })));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  };
  /** A simulation at each status, made the way users make them. */
  const at = {
    saved: async () => ((await upload(app, '/api/guardar-simulacion/', full, payload('Guardada'))).json() as { id: number }).id,
    running: async () => {
      const id = await launched('espera');
      await waitForStatus(app, full, id, (s) => s === 3);
      return id;
    },
    ok: async () => {
      const id = await launched('Buena');
      expect((await waitForStatus(app, full, id)).status).toBe(4);
      return id;
    },
    failed: async () => {
      const id = await launched('infactible');
      expect((await waitForStatus(app, full, id)).status).toBe(5);
      return id;
    },
    cancelled: async () => {
      const id = await at.running();
      expect((await app.inject({ method: 'POST', url: `/api/simulacion/${id}/cancelar`, headers: full })).statusCode).toBe(200);
      expect((await waitForStatus(app, full, id, (s) => s !== 3)).status).toBe(6);
      return id;
    },
  };
  const row = async (id: number) => (await app.db.query<{ status: number; valid: number; last_update: unknown }>(
    'SELECT status, valid, last_update FROM simulations WHERE id = $1', [id])).rows[0]!;
  const validToday = async () => (await app.db.query<{ id: number }>(
    `SELECT id FROM simulations WHERE valid = 1 AND (created AT TIME ZONE 'UTC')::date = (now() AT TIME ZONE 'UTC')::date`)).rows.map((r) => r.id);
  const setValid = (id: number, v: 0 | 1) => app.inject({ method: 'GET', url: `/api/cambiar-estado?simulation_id=${id}&new_status=${v}&username=gestor`, headers: full });
  const activate = (id: number) => app.inject({ method: 'POST', url: `/api/simulacion/${id}/activar`, headers: full });
  const remove = (id: number) => app.inject({ method: 'DELETE', url: `/api/borrar-simulacion/${id}`, headers: full });
  /** Today's valid simulation: a run that ended OK, made the valid one. */
  const validRun = async () => {
    const id = await at.ok();
    expect((await activate(id)).statusCode).toBe(200);
    expect(await validToday()).toEqual([id]);
    return id;
  };

  it('refuses marking a cancelled run valid with 409, changing nothing', async () => {
    const cancelled = await at.cancelled();
    const before = await row(cancelled);
    const res = await setValid(cancelled, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, code: 'NOT_VALIDATABLE', message: NOT_VALIDATABLE });
    expect(await row(cancelled)).toEqual(before);
  });

  it.each([['failed', 5], ['saved', 2]] as const)('refuses activating a %s simulation; the real valid run stays valid', async (which, status) => {
    const real = await validRun();
    const other = await at[which]();
    expect((await row(other)).status).toBe(status);
    const before = [await row(real), await row(other)];
    const res = await activate(other);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, code: 'NOT_VALIDATABLE', message: NOT_VALIDATABLE });
    expect([await row(real), await row(other)]).toEqual(before);
    expect(await validToday()).toEqual([real]);
  });

  it('refuses every status but 4 on both routes, and accepts 4', async () => {
    const running = await at.running();
    for (const id of [await at.saved(), running]) {
      expect((await setValid(id, 1)).statusCode, `cambiar-estado ${id}`).toBe(409);
      expect((await activate(id)).statusCode, `activar ${id}`).toBe(409);
      expect((await row(id)).valid).toBe(0);
    }
    // The solve queue runs one at a time: stop this one so the next ones can run.
    expect((await app.inject({ method: 'POST', url: `/api/simulacion/${running}/cancelar`, headers: full })).statusCode).toBe(200);
    for (const id of [await at.failed(), await at.cancelled()]) {
      expect((await setValid(id, 1)).statusCode, `cambiar-estado ${id}`).toBe(409);
      expect((await activate(id)).statusCode, `activar ${id}`).toBe(409);
      expect((await row(id)).valid).toBe(0);
    }
    const ok = await at.ok();
    for (const id of await validToday()) expect((await setValid(id, 0)).statusCode).toBe(200);
    expect((await setValid(ok, 1)).json()).toMatchObject({ status: 200, VALID: 1 });
  });

  it('still launches with valid=1, and the run is valid only once it ran OK and is marked', async () => {
    const id = await launched('Con valida', 1);
    expect((await row(id)).valid).toBe(0);
    expect((await waitForStatus(app, full, id)).status).toBe(4);
    expect((await row(id)).valid).toBe(0);
    expect((await activate(id)).json()).toMatchObject({ status: 200, VALID: 1 });
    expect(await validToday()).toEqual([id]);
  });

  it('still lets a valid simulation of another status be unmarked (data from before the rule)', async () => {
    const failed = await at.failed();
    for (const id of await validToday()) expect((await setValid(id, 0)).statusCode).toBe(200);
    await app.db.query('UPDATE simulations SET valid = 1 WHERE id = $1', [failed]);
    expect((await setValid(failed, 0)).json()).toMatchObject({ status: 200, VALID: 0 });
  });

  it.each([['saved', 2], ['failed', 5], ['cancelled', 6]] as const)('deletes a %s simulation', async (which, status) => {
    const id = await at[which]();
    expect((await row(id)).status).toBe(status);
    const res = await remove(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200, message: 'Simulación borrada', id });
    expect((await row(id)).status).toBe(7);
    const list = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: full })).json() as { id: number }[];
    expect(list.some((s) => s.id === id)).toBe(false);
  });

  it('refuses deleting a running simulation with 409, changing nothing', async () => {
    const id = await at.running();
    const before = await row(id);
    const res = await remove(id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 409, code: 'NOT_DELETABLE', message: NOT_DELETABLE });
    expect(await row(id)).toEqual(before);
    expect((await app.inject({ method: 'POST', url: `/api/simulacion/${id}/cancelar`, headers: full })).statusCode).toBe(200);
  });

  it('deleting the day\'s valid simulation answers the unmarking warning', async () => {
    const id = await validRun();
    const res = await remove(id);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { warning?: string }).warning).toMatch(/^La simulación ya no es válida\. No queda ninguna otra simulación activa para la fecha \d\d\/\d\d\/\d{4}: debe haber al menos una simulación válida para el día, marca otra\.$/);
    expect(await row(id)).toMatchObject({ status: 7, valid: 0 });
    expect(await validToday()).toEqual([]);
    const plain = await remove(await at.ok());
    expect((plain.json() as { warning?: string }).warning).toBeUndefined();
  });
});
