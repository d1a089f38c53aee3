/**
 * Activation's one transaction (repositories/simulations.ts setValidAlone), on every engine: the
 * others of the run's creation day and kind stop being valid and the run becomes the valid one; a run
 * that may not be valid changes nothing (the others' clearing is rolled back).
 */
import { describe, expect, it } from 'vitest';
import { SIMULATION_STATUS } from '@plantasim/domain';
import type { Db } from '../../src/db/index.ts';
import { findSimulation, insertSimulation, setValidAlone } from '../../src/repositories/simulations.ts';
import { dbKinds, suiteDb } from '../helper.ts';

const plan = { tipo: 'operativa' as const, fechaActual: '15/01/2025', horizonte: 1 };

describe.each(dbKinds)('setValidAlone on %s', (kind) => {
  let db: Db;
  suiteDb(kind, (opened) => { db = opened; });

  const stored = async (status: (typeof SIMULATION_STATUS)[keyof typeof SIMULATION_STATUS], valid: 0 | 1) => {
    const row = await insertSimulation(db, { name: 'Plan', username: 'tecnico', status, mode: null, inputs: {}, plan });
    if (valid === 1) await db.query('UPDATE simulations SET valid = 1 WHERE id = $1', [row.id]);
    return row.id;
  };
  const validOf = async (id: number) => (await findSimulation(db, id))?.valid;

  it("makes the run the valid one of its day and answers the ones it replaced", async () => {
    const before = await stored(SIMULATION_STATUS.EjecutadaOK, 1);
    const next = await stored(SIMULATION_STATUS.EjecutadaOK, 0);
    expect(await setValidAlone(db, next)).toEqual([before]);
    expect([await validOf(before), await validOf(next)]).toEqual([0, 1]);
    await db.query('UPDATE simulations SET valid = 0 WHERE id = ANY($1::int[])', [[before, next]]);
  });

  it('changes nothing for a run that may not be valid: the day keeps its valid one', async () => {
    const valid = await stored(SIMULATION_STATUS.EjecutadaOK, 1);
    const saved = await stored(SIMULATION_STATUS.Guardada, 0);
    expect(await setValidAlone(db, saved)).toBeUndefined();
    expect([await validOf(valid), await validOf(saved)]).toEqual([1, 0]);
  });
});
