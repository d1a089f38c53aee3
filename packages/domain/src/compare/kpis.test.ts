import { describe, expect, it } from 'vitest';
import { economicLines, engineUse, engineUseOfColumns, KPI_KEYS, kpiDeltas, runKpis, type StoredResults } from './kpis.ts';
import { scheduleColumns } from './scheduleDiff.ts';
import { testPayload } from './testPayload.ts';

const payload = testPayload();
const [m1, m2] = payload.planta.motores.map((m) => m.nombre) as [string, string];
const boiler = payload.planta.calderas_gas[0]!;

/** Hand-made stored results of a 3-hour run. */
function results(scale: number, states: Record<string, number[]>): StoredResults {
  const motores = Object.entries(states).flatMap(([concepto, s]) => s.map((estado, t) => ({ concepto, hora: `H${t + 1}`, valor: estado * 2, estado })));
  const rows = [0, 1, 2].map((t) => ({
    FECHA_HORA: `H${t + 1}`, COST_TOTAL: 100 * scale + t, ING_TOTAL: 40 * scale, AHORRO: 10 * scale + t,
    VENTA_RED: 1.5 * scale, COMPRA_CERRADO: 0.5, COMPRA_ABIERTO: 0.25 * scale,
    [`CG_${m1}`]: 4 * scale, [`CG_${boiler.nombre}`]: 2,
  }));
  return {
    programa: { motores, total_consumo_gas: 18 * scale },
    resultado_operacion: { columns: Object.keys(rows[0]!), rows },
    resultado_economico: {
      columns: ['FECHA_HORA', 'COST_TOTAL', 'ING_TOTAL', 'AHORRO', 'PCIO_EL'],
      rows,
      totals: { FECHA_HORA: 'TOTAL', COST_TOTAL: 300 * scale + 3, ING_TOTAL: 120 * scale, AHORRO: 30 * scale + 3, PCIO_EL: 50 * scale },
    },
  };
}

describe('runKpis', () => {
  it('reads every figure from the stored parts', () => {
    const k = runKpis(payload, results(1, { [m1]: [0, 1, 1], [m2]: [1, 0, 1] }));
    expect(k.netCost).toBeCloseTo(303 - 120);
    expect(k.savings).toBeCloseTo(33);
    expect(k.gasMWh).toBeCloseTo(18);
    expect(k.elecSoldMWh).toBeCloseTo(4.5);
    expect(k.elecBoughtMWh).toBeCloseTo(2.25);
    expect(k.engineHours).toBe(4);
    expect(k.engineStarts).toBe(3); // m1 at H2; m2 at H1 (initially Parado) and again at H3
    const factor = payload.planta.motores[0]!.coeficiente_emisiones_CO2;
    expect(k.co2t).toBeCloseTo(12 * factor + 6 * boiler.coeficiente_emisiones_CO2);
  });

  it('gives the same figures from the schedule and the summary totals, without the operation and economic tables', () => {
    const full = results(1, { [m1]: [0, 1, 1] });
    full.programa!.conceptos = [0, 1, 2].flatMap((t) => [
      { concepto: 'Venta red', hora: `H${t + 1}`, valor: 1.5 }, { concepto: 'Compra red', hora: `H${t + 1}`, valor: 0.75 },
    ]);
    const co2 = runKpis(payload, full).co2t;
    const totals = { ...full.resultado_economico!.totals!, COST_CO2: co2 * payload.configuracion.otros.precio_CO2 };
    full.resultado_economico!.totals = totals;
    const light: StoredResults = { programa: full.programa, resultados: { totals } };
    const k = runKpis(payload, light);
    expect(k).toEqual({ ...runKpis(payload, full), co2t: k.co2t });
    expect(k.co2t).toBeCloseTo(co2);
  });

  it('does not count a start in the first hour for an engine that was already on', () => {
    expect(engineUse([{ concepto: 'X', hora: 'H1', valor: 1, estado: 1 }, { concepto: 'X', hora: 'H2', valor: 1, estado: 1 }], new Set(['X']))).toEqual({ hours: 2, starts: 0 });
    expect(engineUse([{ concepto: 'X', hora: 'H1', valor: 1, estado: 1 }, { concepto: 'X', hora: 'H2', valor: 1, estado: 1 }])).toEqual({ hours: 2, starts: 1 });
  });

  it('counts a quarter-hour schedule in real time: a quarter on is 0.25 h, a start is off→on between quarters', () => {
    // Two hours of quarters: on in quarters 2–7 (6 quarters); then off and on again in the last one.
    const states = [0, 1, 1, 1, 1, 1, 1, 0];
    const items = (s: number[]) => s.map((estado, t) => ({ concepto: 'X', hora: `H${t + 1}`, valor: 5 * estado, estado }));
    const quarters = new Array(8).fill(15);
    expect(engineUse(items(states), new Set(), quarters)).toEqual({ hours: 1.5, starts: 1 });
    expect(engineUse(items([0, 1, 1, 1, 1, 1, 0, 1]), new Set(), quarters)).toEqual({ hours: 1.5, starts: 2 });
    expect(engineUseOfColumns(scheduleColumns({ motores: items(states) }).motores, new Set(), quarters)).toEqual({ hours: 1.5, starts: 1 });
    // A clock of quarters then hours (a quarter day before an hourly one).
    expect(engineUse(items([1, 1, 0, 0, 1, 1]), new Set(['X']), [15, 15, 15, 15, 60, 60])).toEqual({ hours: 2.5, starts: 1 });
  });

  it('takes a quarter-hour run\'s engine hours and starts from its periods, not from its hourly folding', () => {
    // The hourly schedule shows the engine on in both hours (on in some quarter of each).
    const hourly = results(1, { [m1]: [1, 1, 0] });
    const motores = [0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0].map((estado, t) => ({ concepto: m1, hora: `H${t + 1}`, valor: 2 * estado, estado }));
    const k = runKpis(payload, { ...hourly, periodos: { columnas: scheduleColumns({ motores }), minutos: new Array(12).fill(15) } });
    expect(k.engineHours).toBe(0.5);
    expect(k.engineStarts).toBe(1);
    expect(runKpis(payload, hourly).engineHours).toBe(2);
  });
});

describe('kpiDeltas', () => {
  it('is b − a for every figure, each equal to the difference of the stored economics', () => {
    const ra = results(1, { [m1]: [1, 1, 1] });
    const rb = results(1.5, { [m1]: [0, 1, 0] });
    const deltas = kpiDeltas(runKpis(payload, ra), runKpis(payload, rb));
    expect(deltas.map((d) => d.key)).toEqual([...KPI_KEYS]);
    const byKey = Object.fromEntries(deltas.map((d) => [d.key, d]));
    const ta = ra.resultado_economico!.totals!;
    const tb = rb.resultado_economico!.totals!;
    const net = (t: typeof ta) => (t.COST_TOTAL as number) - (t.ING_TOTAL as number);
    expect(byKey.netCost!.delta).toBeCloseTo(net(tb) - net(ta));
    expect(byKey.savings!.delta).toBeCloseTo((tb.AHORRO as number) - (ta.AHORRO as number));
    expect(byKey.engineHours!.delta).toBe(-2);
    expect(byKey.engineStarts!.delta).toBe(0);
    for (const d of deltas) expect(d.delta).toBeCloseTo(d.b - d.a);
    expect(byKey.gasMWh!.relative).toBeCloseTo(0.5);
  });
});

describe('economicLines', () => {
  it('puts the totals side by side with b − a', () => {
    const lines = economicLines(results(1, {}), results(2, {}));
    expect(lines.map((l) => l.column)).toEqual(['COST_TOTAL', 'ING_TOTAL', 'AHORRO', 'PCIO_EL']);
    expect(lines[0]).toEqual({ column: 'COST_TOTAL', a: 303, b: 603, delta: 300 });
    expect(lines[3]).toEqual({ column: 'PCIO_EL', a: 50, b: 100, delta: 50 });
  });

  it('leaves the delta empty where one run lacks the column', () => {
    const b = results(1, {});
    delete b.resultado_economico!.totals!.AHORRO;
    expect(economicLines(results(1, {}), b).find((l) => l.column === 'AHORRO')).toEqual({ column: 'AHORRO', a: 33, b: null, delta: null });
  });
});
