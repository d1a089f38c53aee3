// An independent result checker: re-derives every limit, balance and the total cost from the
// input and the solution alone, using none of the model code (components/, prepare.ts, results/).
// Returns human-readable violations; an empty list means the schedule is valid.
import { mustRunWhenAvailable, usesCouplingTable } from '@plantasim/domain';
import type { EngineParams, OptimizerInput } from '../input.ts';
import type { PlantSolution } from '../solution.ts';
import { at } from '../at.ts';

const TOL = 1e-5;

export interface CheckReport {
  violations: string[];
  cost: number;
}

/** Gas of an engine hour: P / etaE, or with a part-load curve the fraction d of the hour the
 *  engine runs (start and stop minutes lost) times the curve's gas at the load P / d. */
function gasOf(e: EngineParams, power: number, d: number): number {
  const pts = e.curva_carga;
  if (!pts || pts.length < 2) return power / e.rendimiento_electricidad_gas;
  if (d <= 0) return 0;
  const load = power / d;
  let k = 0;
  while (k < pts.length - 2 && load > at(pts, k + 1).potencia) k++;
  const a = at(pts, k), b = at(pts, k + 1);
  return d * (a.gas + ((b.gas - a.gas) / (b.potencia - a.potencia)) * (load - a.potencia));
}

export function checkSolution(inp: OptimizerInput, s: PlantSolution): CheckReport {
  const v: string[] = [];
  // Every contracted power (the boilers' too) billed at its period's annual power term, per hour.
  const capacityToll = inp.tolls.reduce((a, r) => a + (r.peaje_pot * (r.pot_contratada + r.pot_contratada_calderas)) / 8760, 0);
  const T = inp.hours;
  // The clock of the periods (60 minutes each unless periodMinutes says otherwise): energies are
  // powers times the period's hours, time rules are counted in real minutes.
  const minutesOf = (t: number) => inp.periodMinutes?.[t] ?? 60;
  const startMin: number[] = [];
  for (let t = 0, acc = 0; t < T; t++) { startMin.push(acc); acc += minutesOf(t); }
  const endMin = (t: number) => at(startMin, t) + minutesOf(t);
  const hrs = (t: number) => minutesOf(t) / 60;
  const hourly = Array.from({ length: T }, (_, t) => minutesOf(t)).every((m) => m >= 60);
  const share = (x: number) => Math.min(1, Math.max(0, x));
  const av = (name: string, t: number) => { const a = inp.availability?.[name]; return a ? at(a, t) : 1; };
  const le = (a: number, b: number, what: string) => { if (a > b + TOL * Math.max(1, Math.abs(b))) v.push(`${what}: ${a} > ${b}`); };
  const period = (t: number) => inp.tolls.find((r) => r.periodo === at(inp.tariffPeriod, t));
  // Settlement (docs/settlement.md): venta_total sells all generation and buys all consumption;
  // autoconsumo_neto nets within the hour (never sells and buys in the same hour); under both, Ro
  // and IVPEE on the energy sold, never on the spill. The scheme may change by quarter (esquema_liquidacion_horas).
  const ventaTotalAt = (t: number) => (inp.esquema_liquidacion_horas?.[t] ?? inp.esquema_liquidacion ?? 'venta_total') === 'venta_total';
  let cost = 0;

  // Each engine hour's running fraction: the start minutes lost when the on/off series starts it
  // there, the stop minutes lost when the solution says the hour ran down for a stop after it
  // (stopNext: a re-plan's kept hour before a trip ran its full output). Such a claim must have a
  // stop after it; the last hour's stop lies beyond the horizon and cannot be judged here.
  const running = inp.engines.map((e, k) => {
    const { on, stopNext } = at(s.engines, k);
    return on.map((u, t) => {
      if (!u) {
        if (at(stopNext, t)) v.push(`${e.nombre} h${t}: derated for a stop while off`);
        return 0;
      }
      const stops = at(stopNext, t) === 1;
      if (stops && t + 1 < T && at(on, t + 1) === 1) v.push(`${e.nombre} h${t}: derated for a stop that does not follow`);
      // A stop the plan chooses ran the hour before it down: only an outage (the engine unavailable
      // next hour: a trip) may follow a full hour. A rolling window's last kept hour is judged so too.
      if (!stops && e.tiempo_parada > 0 && t + 1 < T && at(on, t + 1) === 0 && av(e.nombre, t + 1)) {
        v.push(`${e.nombre} h${t}: stops at h${t + 1} without the derating of a planned stop`);
      }
      // The start of this run (t or earlier) takes tiempo_arranque minutes from its beginning; the
      // planned stop that ends it (the run's last period carries stopNext) tiempo_parada before it.
      let first = t;
      while (first > 0 && at(on, first - 1) === 1) first--;
      const runStarted = first > 0 || !e.estado;
      const startLost = runStarted ? share((e.tiempo_arranque - (at(startMin, t) - at(startMin, first))) / minutesOf(t)) : 0;
      let last = t;
      while (last + 1 < T && at(on, last + 1) === 1) last++;
      const stopLost = at(stopNext, last) === 1 ? share((e.tiempo_parada - (endMin(last) - endMin(t))) / minutesOf(t)) : 0;
      return Math.max(0, 1 - startLost - stopLost);
    });
  });
  // Each engine's gas per hour at that running fraction.
  const engineGas = inp.engines.map((e, k) => at(s.engines, k).power.map((p, t) => gasOf(e, p, at(at(running, k), t))));
  inp.engines.forEach((e, k) => {
    const { on, power } = at(s.engines, k);
    const gasSeries = at(engineGas, k);
    // Minimum times in hours: whole hours (rounded up) on an hourly clock, to the minute otherwise.
    const minimum = (h: number) => (hourly ? Math.ceil(h) : Math.ceil(h * 60) / 60);
    const UT = minimum(e.tiempo_minimo_acoplamiento);
    const DT = minimum(e.tiempo_minimo_parada);
    const coupled = usesCouplingTable(inp.mode) && inp.couplingFixed?.[k];
    let runState = e.estado ? 1 : 0;
    let runLen = inp.engineInitial?.[k]?.hoursInState ?? Infinity;
    for (let t = 0; t < T; t++) {
      const prev = t === 0 ? (e.estado ? 1 : 0) : at(on, t - 1);
      const d = at(at(running, k), t);
      const name = `${e.nombre} h${t}`;
      if (!av(e.nombre, t) && at(on, t)) v.push(`${name}: on while unavailable`);
      if (!at(on, t) && at(power, t) > TOL) v.push(`${name}: power while off`);
      if (at(on, t)) {
        le(at(power, t), e.potencia_maxima * d, `${name} max`);
        if (!coupled) le(e.potencia_minima * d, at(power, t), `${name} min`);
      }
      if (mustRunWhenAvailable(inp.mode) && at(on, t) !== av(e.nombre, t)) v.push(`${name}: mode 1 must run when available`);
      if (coupled) {
        const f = inp.coupling?.[e.nombre]?.[t] ?? 0;
        const want = f > 0 && av(e.nombre, t) ? f * e.potencia_maxima * d : 0;
        if (Math.abs(at(power, t) - want) > TOL) v.push(`${name}: coupling wants ${want}, got ${at(power, t)}`);
      }
      // Minimum up/down: a run that ends must have lasted long enough (unless availability cut it).
      if (at(on, t) !== runState) {
        if (!coupled && !mustRunWhenAvailable(inp.mode)) {
          if (runState === 1 && runLen < UT && av(e.nombre, t)) v.push(`${name}: stopped after ${runLen} h < ${UT} h up`);
          if (runState === 0 && runLen < DT) v.push(`${name}: started after ${runLen} h < ${DT} h down`);
        }
        runState = at(on, t);
        runLen = hrs(t);
      } else runLen += hrs(t);
      const gas = at(gasSeries, t);
      // The gas burnt is counted on PCI; the bill prices MWh PCS (gasBilledPerBurnt = PCS/PCI).
      const gasPrice = (inp.gas.term_bcg * (inp.gas.term_bmc * at(inp.gasPrice, t) + inp.gas.term_a) + inp.gas.fnee) * (inp.gasBilledPerBurnt ?? 1);
      cost += (gas * gasPrice + gas * e.coeficiente_emisiones_CO2 * inp.precio_CO2 + at(power, t) * e.fee) * hrs(t);
      if (at(on, t) && !prev) cost += e.coste_arranque ?? 0;
      // Ramp limit between two running hours; a start hour, the hour after it, a stop and the
      // hour before it are exempt.
      if (e.rampa !== undefined && t > 0 && !coupled) {
        const started = (k2: number) => k2 >= 0 && at(on, k2) === 1 && (k2 === 0 ? !e.estado : at(on, k2 - 1) === 0);
        const stopped = (k2: number) => k2 < T && k2 >= 1 && at(on, k2) === 0 && at(on, k2 - 1) === 1;
        const step = at(power, t) - at(power, t - 1);
        const allowed = (e.rampa * (hrs(t - 1) + hrs(t))) / 2;
        if (step > 0 && !started(t) && !started(t - 1)) le(step, allowed, `${name} ramp up`);
        if (step < 0 && !stopped(t) && !stopped(t + 1)) le(-step, allowed, `${name} ramp down`);
      }
    }
  });
  // Boiler starts (from the state before H1) at their start cost.
  const boilerStates: Array<[Array<{ coste_arranque?: number; estado_inicial_equipo: boolean }>, number[][]]> = [
    [inp.gasBoilers, s.gasBoilers.map((b) => b.on)], [inp.electricBoilers, s.electricBoilers.map((b) => b.on)],
  ];
  for (const [units, states] of boilerStates) {
    units.forEach((b, k) => {
      const on = at(states, k);
      for (let t = 0; t < T; t++) if (at(on, t) && !(t === 0 ? b.estado_inicial_equipo : at(on, t - 1))) cost += b.coste_arranque ?? 0;
    });
  }
  inp.gasBoilers.forEach((b, k) => {
    for (let t = 0; t < T; t++) {
      const { on, gas } = at(s.gasBoilers, k);
      if (!at(on, t) && at(gas, t) > TOL) v.push(`${b.nombre} h${t}: gas while off`);
      if (at(on, t)) { le(at(gas, t), b.potencia_gas_maxima * av(b.nombre, t), `${b.nombre} h${t} max`); le(b.potencia_gas_minima, at(gas, t), `${b.nombre} h${t} min`); }
      const price = (inp.gas.term_bcg * (inp.gas.term_bmc * at(inp.gasPrice, t) + inp.gas.term_a) + inp.gas.fnee + inp.gas.impuesto) * (inp.gasBilledPerBurnt ?? 1);
      cost += at(gas, t) * (price + b.coeficiente_emisiones_CO2 * inp.precio_CO2) * hrs(t);
    }
  });
  inp.electricBoilers.forEach((b, k) => {
    for (let t = 0; t < T; t++) {
      const { on, elec } = at(s.electricBoilers, k);
      if (!at(on, t) && at(elec, t) > TOL) v.push(`${b.nombre} h${t}: load while off`);
      if (at(on, t)) { le(at(elec, t), b.potencia_electrica_maxima * av(b.nombre, t), `${b.nombre} h${t} max`); le(b.potencia_electrica_minima, at(elec, t), `${b.nombre} h${t} min`); }
    }
  });
  const h0 = inp.firstHourOfDay ?? 0;
  inp.compressors.forEach((c, k) => {
    const days = new Set<number>();
    for (let t = 0; t < T; t++) {
      const { on, elec } = at(s.compressors, k);
      if (!at(on, t) && at(elec, t) > TOL) v.push(`${c.nombre} h${t}: load while off`);
      if (at(on, t)) {
        le(at(elec, t), (c.potencia_maxima / 1000) * av(c.nombre, t), `${c.nombre} h${t} max`);
        le(c.potencia_minima / 1000, at(elec, t), `${c.nombre} h${t} min`);
        cost += c.coste_uso * hrs(t);
        const day = Math.floor((at(startMin, t) + h0 * 60) / 1440);
        const rented = c.alquilado ?? c.coste_alquiler > 0;
        const prepaid = day === Math.floor(h0 / 24) && inp.rentedDayPaid?.[c.nombre];
        if (rented && !days.has(day) && !prepaid) { days.add(day); cost += c.coste_alquiler; }
      }
    }
  });
  for (let t = 0; t < T; t++) {
    const m = s.market;
    const p = period(t);
    const gen = s.engines.reduce((a, e) => a + at(e.power, t), 0);
    const use = s.compressors.reduce((a, c) => a + at(c.elec, t), 0) + s.electricBoilers.reduce((a, b) => a + at(b.elec, t), 0)
      + (inp.electricityDemand?.[t] ?? 0);
    const buy = at(m.buyClosed, t) + at(m.buyOpen, t);
    if (Math.abs(gen + buy + at(m.unserved, t) - at(m.sell, t) - at(m.spill, t) - use) > 1e-5) v.push(`h${t}: electricity balance off`);
    le(at(m.sell, t), inp.engines.reduce((a, e, k) => a + e.potencia_exportacion * at(at(s.engines, k).on, t), 0), `h${t} export`);
    le(at(m.sell, t), gen, `h${t} sells more than it generates`);
    le(buy, use, `h${t} buys more than it uses`);
    if (ventaTotalAt(t) && Math.abs(at(m.sell, t) + at(m.spill, t) - gen) > 1e-5) v.push(`h${t}: venta_total must sell all it generates`);
    if (ventaTotalAt(t) && Math.abs(buy + at(m.unserved, t) - use) > 1e-5) v.push(`h${t}: venta_total must buy all it uses`);
    // Hourly net metering: the meter sees the net flow only, so an hour exports or imports.
    if (!ventaTotalAt(t) && at(m.sell, t) > TOL && buy > TOL) v.push(`h${t}: autoconsumo_neto sells and buys in the same hour (${at(m.sell, t)} sold, ${buy} bought)`);
    const closedCap = p && p.pot_elec_precio_cerrado > 0 ? p.pot_elec_precio_cerrado : inp.potencia_precio_electricidad_cerrado;
    le(at(m.buyClosed, t), closedCap, `h${t} closed block`);
    const cap = p ? p.pot_contratada + p.pot_contratada_calderas : 0;
    if (cap > 0) le(buy, cap, `h${t} contracted power`);
    const steam = inp.engines.reduce((a, e, k) => a + at(at(engineGas, k), t) * e.rendimiento_vapor_gas, 0)
      + inp.gasBoilers.reduce((a, b, k) => a + at(at(s.gasBoilers, k).gas, t) * b.rendimiento_vapor_gas, 0)
      + inp.electricBoilers.reduce((a, b, k) => a + at(at(s.electricBoilers, k).elec, t) * b.rendimiento_vapor_electricidad, 0);
    le(inp.demandaCoef * at(inp.steamDemand, t), steam + at(s.slack.steam, t), `h${t} steam balance`);
    const cold = inp.engines.reduce((a, e, k) => a + at(at(engineGas, k), t) * (e.porcentaje_agua_caliente / 100) * e.rendimiento_agua_fria_agua_caliente, 0)
      + inp.compressors.reduce((a, c, k) => a + at(at(s.compressors, k).elec, t) * c.rendimiento_frio_electricidad, 0);
    le(at(inp.coldDemand, t), cold + at(s.slack.cold, t), `h${t} cold balance`);
    const pc = p ? p.ai_fijo_cerrado * inp.precio_electricidad_cerrado + p.bi_fijo_cerrado : inp.precio_electricidad_cerrado;
    const po = p ? p.ai_omie_abierto * at(inp.electricityPrice, t) + p.bi_omie_abierto : at(inp.electricityPrice, t);
    cost += (at(m.buyClosed, t) * pc + at(m.buyOpen, t) * po - (1 - inp.impuesto_generacion) * (at(inp.electricityPrice, t) + at(inp.ro, t)) * at(m.sell, t)
      + inp.gas.peaje + capacityToll + 10_000 * (at(s.slack.steam, t) + at(s.slack.cold, t) + at(m.unserved, t) + at(m.spill, t))) * hrs(t);
  }
  return { violations: v, cost };
}
