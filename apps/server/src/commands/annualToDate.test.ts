import { describe, expect, it } from 'vitest';
import { createBaseCase, type RunKind } from '@plantasim/domain';
import { fakeRepos, partsRead, type FakeRun } from '../../test/support/fakeRepositories.ts';
import { runRow } from '../../test/support/storedRuns.ts';
import { annualToDate } from './annualToDate.ts';

type StoredRun = FakeRun;
const PLANNING: RunKind = 'planificacion';
const OPERATIONAL: RunKind = 'operativa';

/** A day's run whose operation table has the first engine at 4 MWe in its first two hours, off after. */
function dayRun(id: number, date: string, withOperation = true): StoredRun {
  const inputs = createBaseCase({ date, simulationName: `Día ${date}` });
  const engine = inputs.planta.motores[0]!.nombre;
  const rows = Array.from({ length: 24 }, (_, t) => ({ [`PE_${engine}`]: t < 2 ? 4 : 0 }));
  return { row: runRow({ id }), inputs, parts: withOperation ? { resultado_operacion: { columns: [`PE_${engine}`], rows } } : {} };
}

const planning = (id: number): StoredRun => ({
  row: runRow({ id }), parts: { resultado_economico: { anual: { precio_punto_ree: 12.5, precio_hora: 30, precio_co2_t: 70 } } },
});

/**
 * The valid runs (created one minute apart in list order, so newest first as listed), each planning
 * one day (a planning run the whole year); no measured operation stored: every day reads its plan.
 */
function year(list: Array<[run: StoredRun, fecha: string, kind: RunKind]>) {
  return fakeRepos([...list.map(([r, fecha, kind], i): StoredRun => ({
    ...r,
    row: {
      ...r.row, valid: 1, kind, first_day: fecha, horizon_days: kind === PLANNING ? 365 : 1,
      created: new Date(Date.UTC(2025, 11, 31, 12, 0) - i * 60_000).toISOString(),
    },
  }))]);
}

/** A day's run at 4 MWe every hour, sold whole (venta_total), its prices 50 EUR/MWh except the zero hours given. */
function pricedDayRun(id: number, date: string, zeroHours: number[]): StoredRun {
  const inputs = createBaseCase({ date, simulationName: `Día ${date}` });
  const engine = inputs.planta.motores[0]!.nombre;
  const rows = Array.from({ length: 24 }, () => ({ [`PE_${engine}`]: 4 }));
  const eco = Array.from({ length: 24 }, (_, t) => ({ PCIO_EL: zeroHours.includes(t) ? 0 : 50 }));
  return { row: runRow({ id }), inputs, parts: { resultado_operacion: { columns: [`PE_${engine}`], rows }, resultado_economico: { columns: ['PCIO_EL'], rows: eco } } };
}

describe('annualToDate: the hours rules of RD 917/2025', () => {
  // 31 March 21-23 h and 1 April 0-2 h at zero: one 6-hour run across midnight (exempt); 1 April
  // 10-14 h: a 5-hour run (not exempt).
  const march = () => pricedDayRun(21, '31/03/2025', [21, 22, 23]);
  const april = (date = '01/04/2025') => pricedDayRun(22, date, [0, 1, 2, 10, 11, 12, 13, 14]);
  const ask = async (runs: StoredRun[], dates: string[]) => {
    const db = year(runs.map((r, i) => [r, dates[i]!, OPERATIONAL]));
    return annualToDate(db, '05/04/2025');
  };

  it('reads zero-price runs across midnight: 6 exempt hours, their sales left out; the 5-hour run counts as sold', async () => {
    const r = await ask([april(), march()], ['01/04/2025', '31/03/2025']);
    expect(r.acumulado.horas_exentas).toBe(6);
    expect(r.acumulado.energia_vendida_mwh).toBe((48 - 6) * 4);
    expect(r.acumulado.electricidad_mwh).toBe(48 * 4);
    // The check at 3 months: the days before 1 April, with the hours of the run that goes on into April.
    expect(r.periodos).toEqual([{ meses: 3, acumulado: expect.objectContaining({ energia_vendida_mwh: 21 * 4, horas_exentas: 3 }) }]);
  });

  it('a day without a valid simulation breaks a run: 3 + 3 zero hours two days apart are not exempt', async () => {
    const r = await ask([april('02/04/2025'), march()], ['02/04/2025', '31/03/2025']);
    expect(r.acumulado.horas_exentas).toBe(0);
    expect(r.acumulado.energia_vendida_mwh).toBe(48 * 4);
  });
});

describe('annualToDate', () => {
  it('counts each day before the asked one once (its newest run) and takes prices from the newest planning run', async () => {
    const runs = [dayRun(20, '10/03/2025'), dayRun(19, '10/03/2025'), dayRun(18, '11/03/2025'), dayRun(17, '02/01/2025'), planning(16), planning(15)];
    const db = year([[runs[0]!, '10/03/2025', OPERATIONAL], [runs[1]!, '10/03/2025', OPERATIONAL], [runs[2]!, '11/03/2025', OPERATIONAL],
      [runs[3]!, '02/01/2025', OPERATIONAL], [runs[4]!, '01/01/2025', PLANNING], [runs[5]!, '01/01/2025', PLANNING]]);
    const r = await annualToDate(db, '11/03/2025');
    expect([r.anio, r.dias, r.dias_transcurridos]).toEqual([2025, 2, 69]);
    expect(r.acumulado.electricidad_mwh).toBe(16);
    expect(r.planificacion).toEqual({ id: 16, fechaActual: '01/01/2025', precio_punto_ree: 12.5, precio_hora: 30, precio_co2_t: 70 });
    expect(partsRead(db.calls).sort()).toEqual(['16:resultado_economico', '17:resultado_economico', '17:resultado_operacion', '20:resultado_economico', '20:resultado_operacion']);
    // The year's days before the asked one.
    expect([db.calls[0]!.fn, ...db.calls[0]!.args]).toEqual(['findValidRunsPlanning', '01/01/2025', '10/03/2025']);
  });

  it('does not count a day whose run has no operation table, and answers no planning when none has annual prices', async () => {
    const runs = [dayRun(20, '10/03/2025', false), dayRun(17, '02/01/2025'), { row: runRow({ id: 16 }) }];
    const db = year([[runs[0]!, '10/03/2025', OPERATIONAL], [runs[1]!, '02/01/2025', OPERATIONAL], [runs[2]!, '01/01/2025', PLANNING]]);
    const r = await annualToDate(db, '31/12/2025');
    expect([r.dias, r.dias_transcurridos, r.acumulado.electricidad_mwh, r.planificacion]).toEqual([1, 364, 8, null]);
  });

  it('answers an empty year on its first day without reading any run', async () => {
    const db = year([[dayRun(20, '01/01/2026'), '01/01/2026', OPERATIONAL]]);
    const r = await annualToDate(db, '01/01/2026');
    expect([r.anio, r.dias, r.dias_transcurridos, r.planificacion]).toEqual([2026, 0, 0, null]);
    expect(Object.values(r.acumulado).every((v) => v === 0)).toBe(true);
    expect(db.calls).toHaveLength(1);
  });
});
