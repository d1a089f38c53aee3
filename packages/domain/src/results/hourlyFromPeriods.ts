// The hourly result tables of a run planned in quarter hours (docs/rules: the results are hourly, 24
// rows a day, keys 'dd/MM/yyyy HH:00'). A quarter-hour run's optimizer tables have one row per period
// (15 minutes on the days with quarter prices, 60 on the others); every screen, export, KPI and
// comparison reads the hourly tables, so the run stores these beside its quarter tables.
//
// THE RULE (one place):
//  - Periods are grouped by the hour they start in: a quarter 'dd/MM/yyyy HH:mm' falls in
//    'dd/MM/yyyy HH:00'; an hourly period is its own hour and passes through unchanged. The 25-hour
//    day's two 02:00 hours (eight quarters) fold into the one 02:00 row, as the hourly series fold
//    them (calendar/dst.ts). The 23-hour day has no 02:00 period: its 02:00 row is filled as the
//    hourly series fill it, a copy of the 01:00 row, except that what adds up (EUR, MWh, starts) is 0
//    there (an hour that does not exist spends and produces nothing, so the totals stay the periods').
//  - Each column is aggregated by what it means (COLUMN_RULES below, one entry per column or prefix):
//      hour   FECHA_HORA: the hour's key;
//      first  text of the hour (TARIFA: the tariff period is the hour's, the same in its quarters);
//      mean   power (MW), prices (EUR/MWh), unit costs and ratios: mean over the hour weighted by
//             each period's minutes (an engine at 10 MW for two of four quarters ran at 5 MW on
//             average: 2.5 MWh in the hour);
//      sum    money (EUR), counts (starts): the hour's total;
//      figure the hour's figures that are ratios of its sums (figures.ts): AHORRO_PCT = AHORRO /
//             COST_REF, CMED_VAPOR = net cost / MWh of steam served (Σ DEMV × period hours);
//      any    on/off (the schedule's estado): on when on in any period of the hour (the engine ran
//             in that hour); the schedule's transicion marks: the hour keeps every mark of its periods.
//  - The economic totals row is the horizon's: the sums of the periods' money (the same additions in
//    the same order as the period table's totals, so they are equal to the last bit), the
//    time-weighted means of the prices and the figures of those sums.
//  - A run whose periods are all hours gets its tables back unchanged.
import type { EconomicTable, Programa, ResultTable, ScheduleItem, ScheduleTransition } from '../contract/results.ts';
import { figuresOfSums } from './figures.ts';
import { TOTALS_LABEL } from './resultTables.ts';

export type PeriodAggregation = 'hour' | 'first' | 'mean' | 'sum' | 'figure' | 'any';

/** One period of the run: its label (FECHA_HORA) and its length in minutes. */
export interface ResultPeriod {
  label: string;
  minutes: number;
}

/** How each column of the operation and economic tables (optimizer results/operation.ts,
 *  results/economic.ts) and each concept of the schedule (results/schedule.ts) goes from periods to
 *  hours. A name ending in '_' is a prefix (one column per unit: PV_<engine>...). */
export const COLUMN_RULES = {
  resultado_operacion: {
    FECHA_HORA: 'hour',
    PCIO_EL: 'mean', DEMV: 'mean',
    // Per unit, MW: steam, cold, gas burnt, electricity consumed, electricity produced.
    PV_: 'mean', PF_: 'mean', CG_: 'mean', CE_: 'mean', PE_: 'mean',
    // Grid and shortfalls, MW.
    VENTA_RED: 'mean', COMPRA_CERRADO: 'mean', COMPRA_ABIERTO: 'mean',
    DEFICIT_VAPOR: 'mean', DEFICIT_FRIO: 'mean', DEFICIT_ELEC: 'mean', EXCEDENTE_ELEC: 'mean',
  },
  resultado_economico: {
    FECHA_HORA: 'hour', TARIFA: 'first',
    // Prices (EUR/MWh, EUR/t), their ratio and the steam demand (MW).
    PCIO_EL: 'mean', Ro: 'mean', PCIOGAS: 'mean', PCIOCO2: 'mean', RATIO: 'mean', DEMV: 'mean',
    // Money (EUR) and the starts counted.
    COST_: 'sum', ARRANQUES: 'sum', ING_: 'sum', COST_REF: 'sum', AHORRO: 'sum', BENEFICIO_BRUTO: 'sum',
    AHORRO_PCT: 'figure', CMED_VAPOR: 'figure',
    // Unit prices (EUR/MWh) of the period: the hour's mean.
    PRC_TERM_: 'mean', CMED_MWHE: 'mean', PCEQ_MCCV: 'mean',
  },
  /** The schedule's lists: motores and calderas (valor MWe, estado on/off), the nomination program
   *  (MW) and the plant figures of conceptos (prices and MW): every valor is a mean. */
  programa: {
    valor: 'mean', estado: 'any', transicion: 'any',
    'Precio electricidad': 'mean', 'Precio gas': 'mean', 'Demanda vapor': 'mean', 'Demanda frío': 'mean',
    'Producción eléctrica motores': 'mean', 'Vapor motores': 'mean', 'Vapor calderas gas': 'mean',
    'Vapor calderas eléctricas': 'mean', 'Consumo gas motores': 'mean', 'Consumo gas calderas': 'mean',
    'Venta red': 'mean', 'Compra red': 'mean', 'Déficit vapor': 'mean', 'Déficit frío': 'mean', PCEQ_MCCV: 'mean',
    'Programa generación': 'mean', 'Programa venta': 'mean', 'Programa compra': 'mean',
  },
} as const satisfies Record<string, Record<string, PeriodAggregation>>;

export type RuledTable = keyof typeof COLUMN_RULES;

/** The rule of a column (or schedule concept); undefined when COLUMN_RULES does not classify it. */
export function columnAggregation(table: RuledTable, column: string): PeriodAggregation | undefined {
  const rules: Record<string, PeriodAggregation> = COLUMN_RULES[table];
  const exact = rules[column];
  if (exact) return exact;
  const prefix = Object.keys(rules).filter((k) => k.endsWith('_') && column.startsWith(k)).sort((a, b) => b.length - a.length)[0];
  return prefix ? rules[prefix] : undefined;
}

/** A column COLUMN_RULES does not know is averaged (a test refuses any such column of the optimizer's tables). */
function ruleOf(table: RuledTable, column: string): PeriodAggregation {
  return columnAggregation(table, column) ?? 'mean';
}

/** The hour a period falls in: its hour key for a quarter, itself for an hour. */
export function hourKeyOfPeriod(p: ResultPeriod): string {
  return p.minutes < 60 && /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(p.label) ? `${p.label.slice(0, 13)}:00` : p.label;
}

/** The periods of a run's period table from its FECHA_HORA labels, for what reads stored results
 *  without their lengths: a day any of whose labels names a quarter (a minute other than 00) was
 *  planned in quarters, 15 minutes each (rules/planClock.ts plans each day whole, in quarters or in
 *  hours); every other period is an hour. */
export function periodsOfLabels(labels: readonly string[]): ResultPeriod[] {
  const quarterDays = new Set(labels.filter((l) => /^\d{2}\/\d{2}\/\d{4} \d{2}:(15|30|45)$/.test(l)).map((l) => l.slice(0, 10)));
  return labels.map((label) => ({ label, minutes: quarterDays.has(label.slice(0, 10)) ? 15 : 60 }));
}

/** A group of periods forming one hourly row; `filler` for the 23-hour day's missing 02:00 (a copy
 *  of the hourly row before it, the 01:00). */
interface HourGroup {
  key: string;
  periods: number[];
  filler?: true;
}

/** The hours of the periods, in order. */
export function hourGroups(periods: readonly ResultPeriod[]): HourGroup[] {
  const groups: HourGroup[] = [];
  periods.forEach((p, t) => {
    const key = hourKeyOfPeriod(p);
    const last = groups[groups.length - 1];
    if (last && !last.filler && p.minutes < 60 && last.key === key && (periods[last.periods[0]!]?.minutes ?? 60) < 60) {
      last.periods.push(t);
      return;
    }
    // The 23-hour day: 01:00 followed by 03:00 of the same day has its 02:00 row filled.
    if (last && last.key.slice(0, 11) === key.slice(0, 11) && last.key.endsWith(' 01:00') && key.endsWith(' 03:00')) {
      groups.push({ key: `${key.slice(0, 11)}02:00`, periods: [], filler: true });
    }
    groups.push({ key, periods: [t] });
  });
  return groups;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

type Row = Record<string, string | number>;

function aggregateRow(table: RuledTable, columns: readonly string[], rules: readonly PeriodAggregation[], rows: readonly Row[], g: HourGroup, periods: readonly ResultPeriod[], previous: Row | undefined): Row {
  const out: Row = {};
  const members = g.periods.map((t) => rows[t]!);
  const source = g.filler ? previous ?? {} : undefined;
  const weight = (t: number) => periods[t]?.minutes ?? 60;
  for (let k = 0; k < columns.length; k++) {
    const c = columns[k]!;
    const rule = rules[k]!;
    if (rule === 'hour') { out[c] = g.key; continue; }
    if (source) { out[c] = rule === 'sum' || rule === 'figure' ? 0 : source[c] ?? ''; continue; }
    if (members.length === 1) { out[c] = members[0]![c] ?? ''; continue; }
    if (rule === 'first' || rule === 'figure' || rule === 'any') { out[c] = members[0]![c] ?? ''; continue; }
    let total = 0;
    let minutes = 0;
    let seen = false;
    g.periods.forEach((t, i) => {
      const n = num(members[i]![c]);
      if (n === null) return;
      seen = true;
      if (rule === 'sum') total += n;
      else { total += n * weight(t); minutes += weight(t); }
    });
    out[c] = !seen ? members[0]![c] ?? '' : rule === 'sum' ? total : total / minutes;
  }
  if (table === 'resultado_economico' && !source && members.length > 1) {
    const steamMWh = g.periods.reduce((a, t, i) => a + (num(members[i]!.DEMV) ?? 0) * weight(t) / 60, 0);
    const f = figuresOfSums({ costs: num(out.COST_TOTAL) ?? 0, income: num(out.ING_TOTAL) ?? 0, reference: num(out.COST_REF), steamMWh });
    if ('AHORRO_PCT' in out) out.AHORRO_PCT = f.savingsShare ?? 0;
    if ('CMED_VAPOR' in out) out.CMED_VAPOR = f.steamCost ?? 0;
  }
  return out;
}

function aggregateTable(table: RuledTable, t: ResultTable, groups: readonly HourGroup[], periods: readonly ResultPeriod[]): ResultTable {
  const rows: Row[] = [];
  // Each column's rule looked up once per table, not once per hour (a quarter week's 168 hours).
  const rules = t.columns.map((c) => ruleOf(table, c));
  for (const g of groups) rows.push(aggregateRow(table, t.columns, rules, t.rows, g, periods, rows[rows.length - 1]));
  return { columns: [...t.columns], rows };
}

/** The economic totals of the horizon from its period rows (the rule above). */
export function periodEconomicTotals(t: ResultTable, periods: readonly ResultPeriod[]): Row {
  const out: Row = {};
  const weight = (i: number) => periods[i]?.minutes ?? 60;
  for (const c of t.columns) {
    const rule = ruleOf('resultado_economico', c);
    if (rule === 'hour') { out[c] = TOTALS_LABEL; continue; }
    if (rule === 'first' || rule === 'any') { out[c] = ''; continue; }
    let total = 0;
    let minutes = 0;
    let seen = false;
    t.rows.forEach((r, i) => {
      const n = num(r[c]);
      if (n === null) return;
      seen = true;
      if (rule === 'mean') { total += n * weight(i); minutes += weight(i); } else total += n;
    });
    out[c] = !seen ? '' : rule === 'mean' ? total / minutes : total;
  }
  if (t.columns.includes('COST_TOTAL') && t.columns.includes('ING_TOTAL')) {
    const steamMWh = t.columns.includes('DEMV') ? t.rows.reduce((a, r, i) => a + (num(r.DEMV) ?? 0) * weight(i) / 60, 0) : null;
    const f = figuresOfSums({ costs: num(out.COST_TOTAL) ?? 0, income: num(out.ING_TOTAL) ?? 0, reference: num(out.COST_REF), steamMWh });
    if ('BENEFICIO_BRUTO' in out) out.BENEFICIO_BRUTO = f.grossMargin;
    if ('AHORRO' in out && f.savings !== null) out.AHORRO = f.savings;
    if ('AHORRO_PCT' in out && f.savingsShare !== null) out.AHORRO_PCT = f.savingsShare;
    if ('CMED_VAPOR' in out && f.steamCost !== null) out.CMED_VAPOR = f.steamCost;
  }
  if (!t.columns.includes('FECHA_HORA')) out.FECHA_HORA = TOTALS_LABEL;
  return out;
}

const MARKS: Record<ScheduleTransition, { start: boolean; stop: boolean }> = {
  arranque: { start: true, stop: false }, parada: { start: false, stop: true }, arranque_parada: { start: true, stop: true },
};

function aggregateItems(items: readonly ScheduleItem[], groups: readonly HourGroup[], periods: readonly ResultPeriod[]): ScheduleItem[] {
  // Items of one concept in period order, hora 'H<t+1>'.
  const byConcept = new Map<string, Map<number, ScheduleItem>>();
  for (const it of items) {
    const t = Number(/^H(\d+)$/.exec(it.hora)?.[1] ?? NaN) - 1;
    (byConcept.get(it.concepto) ?? byConcept.set(it.concepto, new Map()).get(it.concepto)!).set(t, it);
  }
  const out: ScheduleItem[] = [];
  for (const [concepto, series] of byConcept) {
    const rule = ruleOf('programa', concepto);
    let previous: ScheduleItem | undefined;
    groups.forEach((g, h) => {
      const hora = `H${h + 1}`;
      if (g.filler) {
        if (!previous) return;
        const item: ScheduleItem = { concepto, hora, valor: rule === 'sum' ? 0 : previous.valor };
        if (previous.estado !== undefined) item.estado = previous.estado;
        out.push(item);
        return;
      }
      const members = g.periods.map((t) => series.get(t)).filter((x): x is ScheduleItem => x !== undefined);
      if (members.length === 0) { previous = undefined; return; }
      if (members.length === 1) { previous = { ...members[0]!, hora }; out.push(previous); return; }
      let total = 0;
      let minutes = 0;
      g.periods.forEach((t) => {
        const it = series.get(t);
        if (!it) return;
        const m = periods[t]?.minutes ?? 60;
        if (rule === 'sum') total += it.valor;
        else { total += it.valor * m; minutes += m; }
      });
      const item: ScheduleItem = { concepto, hora, valor: rule === 'sum' ? total : total / minutes };
      if (members.some((m) => m.estado !== undefined)) item.estado = members.some((m) => m.estado === 1) ? 1 : 0;
      const start = members.some((m) => m.transicion && MARKS[m.transicion].start);
      const stop = members.some((m) => m.transicion && MARKS[m.transicion].stop);
      if (start || stop) item.transicion = start && stop ? 'arranque_parada' : start ? 'arranque' : 'parada';
      previous = item;
      out.push(item);
    });
  }
  return out;
}

/** The schedule by hour (the rule above; total_consumo_gas and arranques_motores are the horizon's). */
export function hourlyProgramaFromPeriods(p: Programa, periods: readonly ResultPeriod[]): Programa {
  if (periods.every((x) => x.minutes === 60)) return p;
  const groups = hourGroups(periods);
  return {
    ...p,
    motores: aggregateItems(p.motores, groups, periods),
    calderas: aggregateItems(p.calderas, groups, periods),
    conceptos: aggregateItems(p.conceptos, groups, periods),
    conceptos_programas: aggregateItems(p.conceptos_programas, groups, periods),
  };
}

export interface PeriodTables {
  programa: Programa;
  resultado_operacion: ResultTable;
  resultado_economico: EconomicTable;
}

/**
 * The hourly tables of a run from its period tables (the rule above). The economic table keeps its
 * other fields (settlement scheme, gas basis, annual report) and gets the horizon's totals, which
 * are also the period table's totals (returned as `periodTotals`, for the period part).
 */
export function hourlyFromPeriods(tables: PeriodTables, periods: readonly ResultPeriod[]): PeriodTables & { periodTotals: EconomicTable['totals'] } {
  if (periods.every((x) => x.minutes === 60)) return { ...tables, periodTotals: tables.resultado_economico.totals };
  const groups = hourGroups(periods);
  const eco = tables.resultado_economico;
  const totals = periodEconomicTotals(eco, periods);
  const hourlyEco = aggregateTable('resultado_economico', eco, groups, periods);
  return {
    programa: hourlyProgramaFromPeriods(tables.programa, periods),
    resultado_operacion: aggregateTable('resultado_operacion', tables.resultado_operacion, groups, periods),
    resultado_economico: { ...eco, columns: hourlyEco.columns, rows: hourlyEco.rows, totals },
    periodTotals: totals,
  };
}
