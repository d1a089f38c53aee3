// Maps a domain simulation payload (docs/rules/fields.md, @plantasim/domain schemas) into the optimizer's
// OptimizerInput. Price series are chosen from the payload's price source and execution mode by
// the domain's PRICE_SERIES table (the one the form's tabs and downloads read); a payload also
// counts as backtesting with mesBacktesting, and as planning with mesPlanificacion or the planning
// mode's text.
// Rows are taken by position (H1..Hn). Tariff periods come from the domain calendar (6.1TD), Ro
// from the month label of each hour ('ene 2025'; a missing month counts as 0, the master's default).
// A quarter-hourly scenario is planned on the domain's plan clock (planClock): its quarters read
// their hour's row of every hourly series and their own electricity price.
import {
  BACKTESTING_MODE, EXECUTION_MODE_TEXTS, PLANNING_MODE, PRICE_SERIES, monthLabel, parseDate, priceRegime, priceValues,
  tariffPeriod, addDays, CHECK_MONTHS, planClock, type PlanClock, daysBetween, settlementOnDay, gasBasisOf, type CalendarDate, type SimulationPayload,
  plannedHourlyNotice, type ResultWarning,
} from '@plantasim/domain';
import type { AnnualCheckpoint, AnnualInput, ExecutionMode, OptimizerInput } from './input.ts';
import { at } from './at.ts';
import { billedPerBurnt, boilerOnPci, engineOnPci } from './gasBasis.ts';

export interface PayloadIssue {
  code: 'bad_date' | 'missing_rows' | 'missing_prices';
  path: string;
  message: string;
  /** missing_rows / missing_prices: the rows needed (horizon hours) and the rows there are */
  expected?: number;
  actual?: number;
}

/** `planNotice`: what the results say when a quarter-hourly scenario is planned hourly, wholly or on
 *  some days (domain plannedHourlyNotice). */
export type FromPayloadResult =
  | { ok: true; data: OptimizerInput; notes: string[]; planNotice?: ResultWarning }
  | { ok: false; issues: PayloadIssue[] };

const isOn = (s: string) => s === 'Encendido';

function planning(p: SimulationPayload): boolean {
  const c = p.configuracion;
  return c.modoEjecucion === PLANNING_MODE || c.mesPlanificacion || c.modoEjecucionTexto === EXECUTION_MODE_TEXTS[PLANNING_MODE];
}

function backtesting(p: SimulationPayload): boolean {
  return p.configuracion.modoEjecucion === BACKTESTING_MODE || p.configuracion.mesBacktesting;
}

function priceSeries(p: SimulationPayload) {
  // Backtesting wins over planning when a payload says both (its flags are checked first).
  const mode = backtesting(p) ? BACKTESTING_MODE : planning(p) ? PLANNING_MODE : p.configuracion.modoEjecucion;
  const { elec, gas } = PRICE_SERIES[priceRegime(mode, p.configuracion.precios)];
  return { elec: [elec, priceValues(p, elec)] as const, gas: [gas, priceValues(p, gas)] as const };
}

/** The ends of the first 3, 6 and 9 months of the horizon's year that fall inside it, as the hour
 *  (from the horizon's first) that follows each. */
function annualCheckpoints(start: CalendarDate, T: number): AnnualCheckpoint[] {
  return CHECK_MONTHS.flatMap((months) => {
    const hour = daysBetween(start, { year: start.year, month: months + 1, day: 1 }) * 24;
    return hour > 0 && hour <= T ? [{ months, hour }] : [];
  });
}

/** The annual rules bind the planning year; shorter runs report the year's figures, and with a share
 *  of the year's limits (computed by the server at launch) report their use of it, or are held to it
 *  when the scenario asks (ajustar_cuota: the share's rows, no 3/6/9-month checks of their own). */
function annualInputOf(p: SimulationPayload, start: CalendarDate, T: number): AnnualInput | undefined {
  const rules = p.planta.reglas_anuales;
  if (!rules) return undefined;
  if (planning(p) || !rules.cuota) return { rules, enforce: planning(p), checkpoints: annualCheckpoints(start, T) };
  if (!rules.ajustar_cuota) return { rules, enforce: false, checkpoints: annualCheckpoints(start, T), share: 'report' };
  return { rules, enforce: true, checkpoints: [], share: 'enforce' };
}

/** Per equipment name, the value of each period (its hour's row). */
function byName<R>(rows: R[], clock: PlanClock, get: (r: R) => Record<string, number>): Record<string, number[]> {
  const T = clock.periods.length;
  const out: Record<string, number[]> = {};
  clock.periods.forEach(({ hourRow }, t) => {
    const r = rows[hourRow];
    if (r === undefined) return;
    for (const [name, x] of Object.entries(get(r))) (out[name] ??= new Array<number>(T).fill(0))[t] = x;
  });
  return out;
}

export function fromPayload(p: SimulationPayload): FromPayloadResult {
  const issues: PayloadIssue[] = [];
  const notes: string[] = [];
  const T = p.configuracion.horizonte_horas;
  const date = parseDate(p.configuracion.fechaActual);
  if (!date.ok) return { ok: false, issues: [{ code: 'bad_date', path: 'configuracion.fechaActual', message: `Fecha no válida: ${p.configuracion.fechaActual}` }] };
  const need = (path: string, rows: unknown[], code: PayloadIssue['code'] = 'missing_rows') => {
    if (rows.length < T) issues.push({ code, path, message: `Se esperaban ${T} filas y hay ${rows.length}.`, expected: T, actual: rows.length });
  };
  const prices = priceSeries(p);
  need(prices.elec[0], prices.elec[1], 'missing_prices');
  need(prices.gas[0], prices.gas[1], 'missing_prices');
  need('demanda_vapor', p.demanda_vapor);
  need('demanda_frio', p.demanda_frio);
  if (issues.length) return { ok: false, issues };

  const clock = planClock(p, prices.elec[0], date.data, p.demanda_vapor.slice(0, T).map((r) => r.horizonte));
  const rows = clock.periods.map((q) => q.hourRow);
  // Every hourly series read at each period's hour row.
  const perPeriod = <V>(values: readonly V[]) => rows.map((h) => at(values, h));
  const days: CalendarDate[] = Array.from({ length: Math.ceil(T / 24) }, (_, d) => addDays(date.data, d));
  const dayOf = (h: number) => at(days, Math.floor(h / 24));
  const ro = rows.map((h) => {
    const label = monthLabel(dayOf(h));
    const value = p.ro_cogeneracion[label];
    if (value === undefined && h % 24 === 0 && !notes.includes(`Ro ${label}`)) notes.push(`Ro ${label}`);
    return value ?? 0;
  });
  const mode = p.configuracion.modoEjecucion as ExecutionMode;
  // Optional plant data (domain schemas/engineOperation.ts): set only where given, so an engine
  // without it acts as docs/rules/fields.md "How the equipment fields act in the plan" says (single efficiency, free ramps).
  const gasBasis = gasBasisOf(p.planta);
  const engines = p.planta.motores.map((e, i) => {
    const curve = p.planta.curva_carga_motores?.[i];
    const ramp = p.planta.rampa_motores?.[i];
    return engineOnPci({
      ...e, estado: isOn(e.estado), coste_arranque: p.planta.coste_arranque_motores?.[i] ?? 0,
      ...(curve && curve.length >= 2 ? { curva_carga: curve.map((pt) => ({ ...pt })) } : {}),
      ...(ramp != null ? { rampa: ramp } : {}),
    }, gasBasis.motores, gasBasis.relacion_pci_pcs);
  });
  const boilerStart = (name: string) => {
    const cost = p.planta.coste_arranque_calderas?.[name];
    return cost ? { coste_arranque: cost } : {};
  };
  const availability = {
    ...byName(p.disponibilidad.motores, clock, (r) => r.disponibilidad),
    ...byName(p.disponibilidad.calderas_gas, clock, (r) => r.disponibilidad),
    ...byName(p.disponibilidad.calderas_electricas, clock, (r) => r.disponibilidad),
  };
  const quarterly = clock.quarterDays > 0;
  const planNotice = plannedHourlyNotice(clock, date.data);
  return {
    ok: true,
    notes: notes.map((n) => `${n}: sin valor, se usa 0 / no value, 0 used`),
    ...(planNotice ? { planNotice } : {}),
    data: {
      hours: clock.periods.length,
      ...(quarterly ? { periodMinutes: clock.periods.map((q) => q.minutes) } : {}),
      firstHourOfDay: 0,
      labels: clock.periods.map((q) => q.label),
      mode: planning(p) ? PLANNING_MODE : backtesting(p) ? BACKTESTING_MODE : mode,
      electricityPrice: clock.periods.map((q) => q.price ?? at(prices.elec[1], q.hourRow)),
      gasPrice: perPeriod(prices.gas[1]),
      ro,
      tariffPeriod: rows.map((h) => Number(tariffPeriod(dayOf(h), h % 24).slice(1))),
      steamDemand: perPeriod(p.demanda_vapor.map((r) => r.valor)),
      demandaCoef: p.demanda_coef,
      coldDemand: perPeriod(p.demanda_frio.map((r) => r.valor)),
      engines,
      engineInitial: p.planta.horas_estado_motores?.map((h) => ({ hoursInState: h })),
      gasBoilers: p.planta.calderas_gas.map((b) => boilerOnPci({ ...b, estado_inicial_equipo: isOn(b.estado_inicial_equipo), ...boilerStart(b.nombre) }, gasBasis.calderas, gasBasis.relacion_pci_pcs)),
      electricBoilers: p.planta.calderas_electricas.map((b) => ({ ...b, estado_inicial_equipo: isOn(b.estado_inicial_equipo), ...boilerStart(b.nombre) })),
      compressors: p.planta.compresores.map((c) => ({ ...c, estado_inicial_equipo: isOn(c.estado_inicial_equipo) })),
      availability,
      coupling: byName(p.acoplamiento_equipos, clock, (r) => r.acoplamiento),
      couplingFixed: p.estadoAcoplamiento.map((s) => s === 'Si'),
      tolls: p.elec_peajes.map((r) => ({ ...r, periodo: Number(r.periodo.slice(1)) })),
      gas: { ...p.gas_parametros },
      precio_CO2: p.configuracion.otros.precio_CO2,
      precio_electricidad_cerrado: p.configuracion.otros.precio_electricidad_cerrado,
      potencia_precio_electricidad_cerrado: p.configuracion.otros.potencia_precio_electricidad_cerrado,
      impuesto_generacion: p.configuracion.otros.impuesto_generacion,
      gasBilledPerBurnt: billedPerBurnt(gasBasis),
      esquema_liquidacion: p.configuracion.otros.esquema_liquidacion,
      ...(p.planta.esquema_liquidacion_trimestres
        ? { esquema_liquidacion_horas: rows.map((h) => settlementOnDay(p.configuracion.otros.esquema_liquidacion, p.planta.esquema_liquidacion_trimestres, dayOf(h))) }
        : {}),
      annual: annualInputOf(p, date.data, T),
      elecSwaps: p.elec_swap.map((s) => ({ cantidad: s.cantidad, precio: s.precio })),
      gasSwaps: p.gas_swap.map((s) => ({ cantidad: s.cantidad, precio: s.precio })),
    },
  };
}
