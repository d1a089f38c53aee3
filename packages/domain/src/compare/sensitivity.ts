// Sensitivity of a run: child payloads that each shift one input of the parent, and the tornado
// of how much each shift moves net cost and savings. Pure functions: the server stores the
// children as ordinary runs, the web draws the tornado from their figures.
import type { SimulationPayload } from '../schemas/payload.ts';
import { formatMessage } from '../messages/index.ts';
import type { Kpis } from './kpis.ts';
import { seriesOnAt, type ColumnSeries } from './scheduleDiff.ts';

export type ShiftKind = 'elecPrice' | 'gasPrice' | 'co2Price' | 'steamDemand' | 'coldDemand' | 'engineOff';
export const SHIFT_KINDS: readonly ShiftKind[] = ['elecPrice', 'gasPrice', 'co2Price', 'steamDemand', 'coldDemand', 'engineOff'];

export interface Shift {
  kind: ShiftKind;
  /** Multiplier of the shifted input (1 for engineOff). */
  factor: number;
  /** engineOff: the engine taken out. */
  engine?: string;
}

/** The batch launched by "Sensibilidad": prices ×0.8/0.9/1.1/1.2, CO2 ×0.8/1.2, demands ±10 %, one engine off. */
export const DEFAULT_SHIFTS: readonly Shift[] = [
  ...[0.8, 0.9, 1.1, 1.2].map((factor) => ({ kind: 'elecPrice' as const, factor })),
  ...[0.8, 0.9, 1.1, 1.2].map((factor) => ({ kind: 'gasPrice' as const, factor })),
  { kind: 'co2Price', factor: 0.8 }, { kind: 'co2Price', factor: 1.2 },
  { kind: 'steamDemand', factor: 0.9 }, { kind: 'steamDemand', factor: 1.1 },
  { kind: 'coldDemand', factor: 0.9 }, { kind: 'coldDemand', factor: 1.1 },
  { kind: 'engineOff', factor: 1 },
];

/** Payload keys each shift may change; a child equals its parent on every other field. */
export const SHIFTED_FIELDS: Record<ShiftKind, readonly (keyof SimulationPayload)[]> = {
  elecPrice: ['elec_precios_manual', 'elec_precios_OMIE', 'elec_precios_prevision', 'elec_precios_historicos', 'elec_precios_estimados'],
  gasPrice: ['gas_precios_manual', 'gas_precios_MIBGAS', 'gas_precios_historicos', 'gas_precios_estimados'],
  co2Price: ['configuracion'],
  steamDemand: ['demanda_vapor'],
  coldDemand: ['demanda_frio'],
  engineOff: ['disponibilidad', 'acoplamiento_equipos'],
};

const scale = <R extends { valor: number }>(rows: readonly R[] | undefined, f: number): R[] | undefined =>
  rows?.map((r) => ({ ...r, valor: r.valor * f }));

/**
 * The child payload: the parent with one input multiplied (every series of that price, whatever
 * source the run used) or one engine unavailable and uncoupled in every hour.
 */
export function applyShift(parent: SimulationPayload, shift: Shift): SimulationPayload {
  const f = shift.factor;
  switch (shift.kind) {
    case 'elecPrice':
      return {
        ...parent,
        elec_precios_manual: scale(parent.elec_precios_manual, f)!,
        elec_precios_OMIE: scale(parent.elec_precios_OMIE, f)!,
        elec_precios_prevision: scale(parent.elec_precios_prevision, f)!,
        elec_precios_historicos: scale(parent.elec_precios_historicos, f),
        elec_precios_estimados: parent.elec_precios_estimados?.map((r) => ({ ...r, precio_estimado: r.precio_estimado * f })),
      };
    case 'gasPrice':
      return {
        ...parent,
        gas_precios_manual: scale(parent.gas_precios_manual, f)!,
        gas_precios_MIBGAS: scale(parent.gas_precios_MIBGAS, f)!,
        gas_precios_historicos: scale(parent.gas_precios_historicos, f),
        gas_precios_estimados: scale(parent.gas_precios_estimados, f),
      };
    case 'co2Price':
      return {
        ...parent,
        configuracion: { ...parent.configuracion, otros: { ...parent.configuracion.otros, precio_CO2: parent.configuracion.otros.precio_CO2 * f } },
      };
    case 'steamDemand':
      return { ...parent, demanda_vapor: scale(parent.demanda_vapor, f)! };
    case 'coldDemand':
      return { ...parent, demanda_frio: scale(parent.demanda_frio, f)! };
    case 'engineOff': {
      const name = shift.engine ?? parent.planta.motores[0]?.nombre ?? '';
      return {
        ...parent,
        disponibilidad: {
          ...parent.disponibilidad,
          motores: parent.disponibilidad.motores.map((r) => ({ ...r, disponibilidad: { ...r.disponibilidad, [name]: 0 } })),
        },
        acoplamiento_equipos: parent.acoplamiento_equipos.map((r) => (name in r.acoplamiento ? { ...r, acoplamiento: { ...r.acoplamiento, [name]: 0 } } : r)),
      };
    }
  }
}

/**
 * The engine taken out by the engineOff shift: the one on for most hours in the parent's schedule
 * (its loss moves the result most); with no schedule, the largest engine.
 */
export function engineToTakeOut(parent: SimulationPayload, motores: ReadonlyArray<{ concepto: string; estado?: number; valor: number }> = []): string {
  const hours = new Map<string, number>();
  for (const m of motores) if (m.estado === 1 || (m.estado === undefined && m.valor > 0)) hours.set(m.concepto, (hours.get(m.concepto) ?? 0) + 1);
  return mostUsedEngine(parent, hours);
}

/** engineToTakeOut over the schedule's columns (the solve job stores them beside the schedule). */
export function engineToTakeOutOfColumns(parent: SimulationPayload, motores: readonly ColumnSeries[]): string {
  const hours = new Map<string, number>();
  for (const m of motores) {
    let n = 0;
    for (let t = 0; t < m.valor.length; t++) if (seriesOnAt(m, t)) n += 1;
    hours.set(m.concepto, (hours.get(m.concepto) ?? 0) + n);
  }
  return mostUsedEngine(parent, hours);
}

/** The engine with the most hours on (ties: the largest), the first one when none ran. */
function mostUsedEngine(parent: SimulationPayload, hours: ReadonlyMap<string, number>): string {
  let best = parent.planta.motores[0]?.nombre ?? '';
  let bestScore = -1;
  for (const e of parent.planta.motores) {
    const score = (hours.get(e.nombre) ?? 0) * 1e6 + e.potencia_maxima;
    if (score > bestScore) {
      best = e.nombre;
      bestScore = score;
    }
  }
  return best;
}

/** A shift in words: 'Precio electricidad ×1,1', 'Motor no disponible (Motor cogeneración 7)'. */
export function shiftText(s: Shift, lang: 'es' | 'en' = 'es'): string {
  const kind = formatMessage(`sensitivity.kind.${s.kind}`, {}, lang);
  if (s.kind === 'engineOff') return `${kind} (${s.engine ?? ''})`;
  return `${kind} ×${lang === 'es' ? String(s.factor).replace('.', ',') : String(s.factor)}`;
}

/** Short language-neutral label of a shift, e.g. 'elecPrice×1.1', 'engineOff:Motor cogeneración 7'. */
export function shiftLabel(s: Shift): string {
  return s.kind === 'engineOff' ? `engineOff:${s.engine ?? ''}` : `${s.kind}×${s.factor}`;
}

export interface TornadoBar {
  kind: ShiftKind;
  /** Each child of this kind: its factor, engine and delta vs the parent (child − parent). */
  points: Array<{ factor: number; engine?: string; netCost: number; savings: number }>;
  /** Lowest and highest delta over the points (0 included: the parent itself). */
  netCost: { low: number; high: number };
  savings: { low: number; high: number };
}

/** Tornado bars, the widest swing of net cost first. Children without figures (failed, running) are left out. */
export function tornado(parent: Kpis, children: ReadonlyArray<{ shift: Shift; kpis: Kpis | null }>): TornadoBar[] {
  const bars = new Map<ShiftKind, TornadoBar>();
  for (const { shift, kpis } of children) {
    if (!kpis) continue;
    let bar = bars.get(shift.kind);
    if (!bar) bars.set(shift.kind, (bar = { kind: shift.kind, points: [], netCost: { low: 0, high: 0 }, savings: { low: 0, high: 0 } }));
    const netCost = kpis.netCost - parent.netCost;
    const savings = kpis.savings - parent.savings;
    bar.points.push({ factor: shift.factor, ...(shift.engine !== undefined ? { engine: shift.engine } : {}), netCost, savings });
    bar.netCost = { low: Math.min(bar.netCost.low, netCost), high: Math.max(bar.netCost.high, netCost) };
    bar.savings = { low: Math.min(bar.savings.low, savings), high: Math.max(bar.savings.high, savings) };
  }
  return [...bars.values()].sort((x, y) => (y.netCost.high - y.netCost.low) - (x.netCost.high - x.netCost.low));
}
