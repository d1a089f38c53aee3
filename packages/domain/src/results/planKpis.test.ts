import { describe, expect, it } from 'vitest';
import { planKpis, shownPlanKpis, type PlanEconomics } from './planKpis.ts';
import type { ResultRow } from './resultTables.ts';
import type { ScheduleItem } from '../contract/results.ts';

const COLUMNS = ['FECHA_HORA', 'DEMV', 'COST_TOTAL', 'ING_TOTAL', 'ARRANQUES', 'COST_REF', 'AHORRO', 'AHORRO_PCT', 'BENEFICIO_BRUTO', 'CMED_VAPOR'];

/** Three hand-made hours: a cheap night hour with little steam, then two day hours (net 60, 200, −20). */
const ROWS: ResultRow[] = [
  { FECHA_HORA: '01/01/2025 00:00', DEMV: 2, COST_TOTAL: 100, ING_TOTAL: 40, ARRANQUES: 0, COST_REF: 70, AHORRO: 10, AHORRO_PCT: 10 / 70, BENEFICIO_BRUTO: -60, CMED_VAPOR: 30 },
  { FECHA_HORA: '01/01/2025 01:00', DEMV: 8, COST_TOTAL: 500, ING_TOTAL: 300, ARRANQUES: 1, COST_REF: 225, AHORRO: 25, AHORRO_PCT: 25 / 225, BENEFICIO_BRUTO: -200, CMED_VAPOR: 25 },
  { FECHA_HORA: '01/01/2025 02:00', DEMV: 10, COST_TOTAL: 400, ING_TOTAL: 420, ARRANQUES: 2, COST_REF: -25, AHORRO: -5, AHORRO_PCT: 0.2, BENEFICIO_BRUTO: 20, CMED_VAPOR: -2 },
];

const economics: PlanEconomics = { columns: COLUMNS, rows: ROWS };

function engine(name: string, states: number[]): ScheduleItem[] {
  return states.map((estado, t) => ({ concepto: name, hora: `H${t + 1}`, valor: estado * 3, estado }));
}

const motores = [...engine('Motor 1', [0, 1, 1]), ...engine('Motor 2', [1, 1, 0]), ...engine('Motor 3', [0, 0, 0])];

describe('planKpis', () => {
  it('reads the net cost, the savings and their share of the reference cost over the horizon', () => {
    const k = planKpis(economics, { motores });
    expect(k.netCost).toBeCloseTo(1000 - 760); // = −ΣBENEFICIO_BRUTO
    // reference − net cost, to the cent, whatever the stored AHORRO says
    expect(k.savings).toBeCloseTo(270 - 240, 10);
    // 30 / 270, not the mean of the hourly shares
    expect(k.savingsShare).toBeCloseTo(30 / 270);
  });

  it('weighs the cost of steam by the steam served in each hour', () => {
    // net cost / steam: 240 / 20 = 12, not the plain mean of CMED_VAPOR (53 / 3)
    expect(planKpis(economics, { motores }).steamCost).toBeCloseTo(12);
  });

  it('counts engine-hours on the schedule and takes the starts from the economic table', () => {
    const k = planKpis(economics, { motores });
    expect(k.engineHours).toBe(4);
    // The table knows Motor 2 was already on before H1: 3 starts, where the schedule alone would count 2.
    expect(k.engineStarts).toBe(3);
    const withoutStarts = planKpis({ columns: ['FECHA_HORA'], rows: ROWS.map(({ ARRANQUES: _s, ...r }) => r) }, { motores });
    expect(withoutStarts.engineStarts).toBe(2);
  });

  it('counts a quarter on as a quarter of an hour on the tables of a run\'s quarters', () => {
    // Two hours of quarters: Motor 1 on in quarters 3–8 (1.5 h), Motor 2 in the first one.
    const labels = ['00', '01'].flatMap((h) => ['00', '15', '30', '45'].map((m) => `01/01/2025 ${h}:${m}`));
    const rows = labels.map((FECHA_HORA) => ({ FECHA_HORA, COST_TOTAL: 1, ING_TOTAL: 0 }));
    const quarters = [...engine('Motor 1', [0, 0, 1, 1, 1, 1, 1, 1]), ...engine('Motor 2', [1, 0, 0, 0, 0, 0, 0, 0])];
    const k = planKpis({ columns: ['FECHA_HORA', 'COST_TOTAL', 'ING_TOTAL'], rows }, { motores: quarters });
    expect(k.engineHours).toBe(1.75);
    expect(k.engineStarts).toBe(2);
  });

  it('gives a quarter run\'s hourly view the engine hours of its quarters, its money from the hours', () => {
    // The same two hours folded: Motor 1 on in both hours, Motor 2 in the first: 3 h on the hourly schedule.
    const labels = ['00', '01'].flatMap((h) => ['00', '15', '30', '45'].map((m) => `01/01/2025 ${h}:${m}`));
    const quarterRows = labels.map((FECHA_HORA) => ({ FECHA_HORA, COST_TOTAL: 1, ING_TOTAL: 0 }));
    const quarterSchedule = { motores: [...engine('Motor 1', [0, 0, 1, 1, 1, 1, 1, 1]), ...engine('Motor 2', [1, 0, 0, 0, 0, 0, 0, 0])] };
    const hourRows = ['00', '01'].map((h) => ({ FECHA_HORA: `01/01/2025 ${h}:00`, COST_TOTAL: 4, ING_TOTAL: 0 }));
    const hourSchedule = { motores: [...engine('Motor 1', [1, 1]), ...engine('Motor 2', [1, 0])] };
    const hourly = { columns: ['FECHA_HORA', 'COST_TOTAL', 'ING_TOTAL'], rows: hourRows };
    expect(planKpis(hourly, hourSchedule).engineHours).toBe(3);
    const shown = shownPlanKpis(hourly, hourSchedule, { economics: { columns: hourly.columns, rows: quarterRows }, schedule: quarterSchedule });
    expect(shown.engineHours).toBe(1.75);
    expect(shown.netCost).toBe(8);
    expect(shownPlanKpis(hourly, hourSchedule)).toEqual(planKpis(hourly, hourSchedule));
  });

  it('falls back on the profit, the hourly shares and the plain mean when the table lacks a column', () => {
    const rows = ROWS.map((r) => ({ BENEFICIO_BRUTO: r.BENEFICIO_BRUTO, AHORRO: r.AHORRO, AHORRO_PCT: r.AHORRO_PCT, CMED_VAPOR: r.CMED_VAPOR }));
    const k = planKpis({ columns: ['BENEFICIO_BRUTO', 'AHORRO', 'AHORRO_PCT', 'CMED_VAPOR'], rows }, { motores: [] });
    expect(k.netCost).toBeCloseTo(240);
    expect(k.savings).toBeCloseTo(30);
    expect(k.savingsShare).toBeCloseTo((10 / 70 + 25 / 225 + 0.2) / 3);
    expect(k.steamCost).toBeCloseTo(53 / 3);
    expect(k.engineHours).toBe(0);
    expect(k.engineStarts).toBe(0);
  });

  it('says nothing it cannot know: an empty table gives no money figures', () => {
    expect(planKpis({ columns: [], rows: [] }, { motores: [] })).toEqual({
      netCost: null, savings: null, savingsShare: null, steamCost: null, engineHours: 0, engineStarts: 0,
    });
    // No steam served at all: no cost per MWh of steam (not a division by zero).
    const noSteam = planKpis({ columns: COLUMNS, rows: ROWS.map((r) => ({ ...r, DEMV: 0 })) }, { motores });
    expect(noSteam.steamCost).toBeNull();
    // A reference cost of 0: no share.
    expect(planKpis({ columns: COLUMNS, rows: ROWS.map((r) => ({ ...r, COST_REF: 0 })) }, { motores }).savingsShare).toBeNull();
  });
});
