import { describe, expect, it } from 'vitest';
import { createBaseCase, scheduleColumns, SIMULATION_STATUS, type SimulationPayload } from '@plantasim/domain';
import { fakeRepos, partsRead, type FakeRun } from '../../test/support/fakeRepositories.ts';
import { refusal } from '../../test/support/refusal.ts';
import { runRow } from '../../test/support/storedRuns.ts';
import { compareSimulations } from './compareSimulations.ts';

const full = { username: 'tecnico', role: 'full' as const };
const operator = { username: 'operador', role: 'operator' as const };

function withCo2Price(precio: number, date: string): SimulationPayload {
  const p = createBaseCase({ date });
  return { ...p, configuracion: { ...p.configuracion, otros: { ...p.configuracion.otros, precio_CO2: precio } } };
}

/** Run 7: CO2 priced at 25 €/t; run 8: CO2 not priced, so its tonnes come from the operation table. */
function runs(): FakeRun[] {
  const a = withCo2Price(25, '15/01/2025');
  const b = withCo2Price(0, '16/01/2025');
  const engine = b.planta.motores[0]!;
  const motores = [1, 2, 3].map((h) => ({ concepto: engine.nombre, hora: `H${h}`, valor: 4, estado: h === 1 ? 0 : 1 }));
  return [
    { row: runRow({ id: 7, name: 'Plan A' }), inputs: a, parts: {
      programa_columnas: scheduleColumns({ motores }), resultados: { totals: { COST_TOTAL: 1000, ING_TOTAL: 200, COST_CO2: 50 } },
    } },
    { row: runRow({ id: 8, name: 'Plan B', username: 'otro' }), inputs: b, parts: {
      programa_columnas: scheduleColumns({ motores: [] }), resultados: { totals: { COST_TOTAL: 900, ING_TOTAL: 250 } },
      resultado_operacion: { columns: [`CG_${engine.nombre}`], rows: [{ [`CG_${engine.nombre}`]: 10 }, { [`CG_${engine.nombre}`]: 30 }] },
    } },
  ];
}

describe('compareSimulations', () => {
  it('answers both runs side by side, reading the operation table only where CO2 is not priced', async () => {
    const db = fakeRepos(runs());
    const r = await compareSimulations(db, full, 7, 8);
    expect(r.a).toEqual({ id: 7, name: 'Plan A', username: 'operador', created: '2025-01-15T08:00:00.000Z', fechaActual: '15/01/2025', horizonte: 1, parent_id: null });
    expect([r.b.id, r.b.fechaActual]).toEqual([8, '16/01/2025']);
    const kpi = Object.fromEntries(r.kpis.map((k) => [k.key, k]));
    expect([kpi.netCost!.a, kpi.netCost!.b, kpi.netCost!.delta]).toEqual([800, 650, -150]);
    const coefficient = withCo2Price(0, '16/01/2025').planta.motores[0]!.coeficiente_emisiones_CO2;
    expect([kpi.co2t!.a, kpi.co2t!.b]).toEqual([2, 40 * coefficient]);
    expect([kpi.engineHours!.a, kpi.engineStarts!.a]).toEqual([2, 1]);
    expect(r.economics.find((l) => l.column === 'COST_TOTAL')).toEqual({ column: 'COST_TOTAL', a: 1000, b: 900, delta: -100 });
    expect(partsRead(db.calls).sort()).toEqual(['7:programa_columnas', '7:resultados', '8:programa_columnas', '8:resultado_operacion', '8:resultados']);
  });

  it("answers an operator asking for another user's run like a missing one, before reading any inputs", async () => {
    const db = fakeRepos(runs());
    const err = await refusal(compareSimulations(db, operator, 7, 8));
    expect([err.status, err.code, err.message]).toEqual([404, 'SIMULATION_NOT_FOUND', 'No existe la simulación 8.']);
    expect(db.calls.every((c) => c.fn === 'findSimulation')).toBe(true);
  });

  it('refuses with 409 a run that has no results yet, reading neither its inputs nor its parts', async () => {
    const [a, b] = runs();
    const db = fakeRepos([a!, { ...b!, row: { ...b!.row, status: SIMULATION_STATUS.EnEjecucion } }]);
    const err = await refusal(compareSimulations(db, full, 7, 8));
    expect([err.status, err.code]).toEqual([409, 'NO_RESULTS']);
    expect(db.calls.filter((c) => c.args[0] === 8).every((c) => c.fn === 'findSimulation')).toBe(true);
  });
});
