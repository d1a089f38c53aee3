// Schedule (programa) for the operator forecast view. Every list holds {concepto, hora, valor}
// items (hora = H1..Hn); motores and calderas add estado (1 on, 0 off):
//   motores: per engine and hour, valor = MWe; an hour derated by design carries transicion
//     ('arranque': the start hour, 'parada': the last hour before a stop, 'arranque_parada': both);  calderas: electric boilers, valor = MWe consumed;
//   conceptos: hourly plant figures (prices, demands, productions, grid, shortfalls, PCEQ_MCCV);
//   conceptos_programas: the nomination program per hour (generation, sales, purchases);
//   total_consumo_gas: MWh of gas (engines + boilers) over the horizon;
//   arranques_motores: per engine, its starts over the horizon (concepto = engine, valor = starts).
// The shape is the HTTP contract's (@plantasim/domain contract/results.ts): what is built here is served as is.
import type { Programa, ScheduleItem, ScheduleTransition } from '@plantasim/domain';
import type { OptimizerInput } from '../input.ts';
import type { Prepared } from '../prepare.ts';
import { derating, type EngineSeries, type PlantSolution } from '../solution.ts';
import { engineOutputs } from '../components/partLoad.ts';
import { breakEvenPrice } from './economic.ts';
import { at } from '../at.ts';

export function schedule(input: OptimizerInput, prep: Prepared, s: PlantSolution): Programa {
  const hora = (t: number) => `H${t + 1}`;
  // Each unit beside its solution series, paired once rather than looked up every hour.
  const engines = input.engines.map((e, k) => ({ e, sol: at(s.engines, k), out: engineOutputs(e, at(s.engines, k), prep.clock) }));
  const gasBoilers = input.gasBoilers.map((b, k) => ({ b, gas: at(s.gasBoilers, k).gas }));
  const electricBoilers = input.electricBoilers.map((b, k) => ({ b, sol: at(s.electricBoilers, k) }));
  const motores: ScheduleItem[] = [];
  for (const { e, sol } of engines) {
    for (let t = 0; t < s.hours; t++) {
      const item: ScheduleItem = { concepto: e.nombre, hora: hora(t), valor: at(sol.power, t), estado: at(sol.on, t) ? 1 : 0 };
      const transicion = transitionAt(e, sol, t);
      if (transicion) item.transicion = transicion;
      motores.push(item);
    }
  }
  const calderas: ScheduleItem[] = [];
  for (const { b, sol } of electricBoilers) {
    for (let t = 0; t < s.hours; t++) calderas.push({ concepto: b.nombre, hora: hora(t), valor: at(sol.elec, t), estado: at(sol.on, t) ? 1 : 0 });
  }
  const conceptos: ScheduleItem[] = [];
  const conceptos_programas: ScheduleItem[] = [];
  let totalGas = 0;
  for (let t = 0; t < s.hours; t++) {
    const gen = engines.reduce((a, { sol }) => a + at(sol.power, t), 0);
    const gasEng = engines.reduce((a, { out }) => a + at(out.gas, t), 0);
    const gasBoil = gasBoilers.reduce((a, { gas }) => a + at(gas, t), 0);
    const steamEng = engines.reduce((a, { out }) => a + at(out.steam, t), 0);
    const steamGB = gasBoilers.reduce((a, { b, gas }) => a + at(gas, t) * b.rendimiento_vapor_gas, 0);
    const steamEB = electricBoilers.reduce((a, { b, sol }) => a + at(sol.elec, t) * b.rendimiento_vapor_electricidad, 0);
    // MWh: MW over the period (a quarter holds a quarter of an hour).
    totalGas += (gasEng + gasBoil) * at(prep.clock.hours, t);
    const sell = at(s.market.sell, t);
    const buy = at(s.market.buyClosed, t) + at(s.market.buyOpen, t);
    const items: Array<[string, number]> = [
      ['Precio electricidad', at(input.electricityPrice, t)], ['Precio gas', at(input.gasPrice, t)],
      ['Demanda vapor', input.demandaCoef * at(input.steamDemand, t)], ['Demanda frío', at(input.coldDemand, t)],
      ['Producción eléctrica motores', gen], ['Vapor motores', steamEng], ['Vapor calderas gas', steamGB],
      ['Vapor calderas eléctricas', steamEB], ['Consumo gas motores', gasEng], ['Consumo gas calderas', gasBoil],
      ['Venta red', sell], ['Compra red', buy], ['Déficit vapor', at(s.slack.steam, t)], ['Déficit frío', at(s.slack.cold, t)],
      ['PCEQ_MCCV', breakEvenPrice(input, prep, t)],
    ];
    for (const [concepto, valor] of items) conceptos.push({ concepto, hora: hora(t), valor });
    conceptos_programas.push(
      { concepto: 'Programa generación', hora: hora(t), valor: gen },
      { concepto: 'Programa venta', hora: hora(t), valor: sell },
      { concepto: 'Programa compra', hora: hora(t), valor: buy },
    );
  }
  const arranques_motores = engines.map(({ e, sol }) => ({ concepto: e.nombre, valor: sol.start.reduce((a, b) => a + b, 0) }));
  return { motores, calderas, conceptos, conceptos_programas, total_consumo_gas: totalGas, arranques_motores };
}

/** Whether engine hour t is derated by design (the model's derating rows, engines.ts, read back by
 *  solution.ts derating): its start hour when tiempo_arranque > 0, the hour before a stop the solve
 *  of that hour planned when tiempo_parada > 0. A kept hour before a trip ran its full planned
 *  output: the re-plan's stop after it is no stop of its own solve and marks nothing. */
export function transitionAt(
  e: { tiempo_arranque: number; tiempo_parada: number }, sol: Pick<EngineSeries, 'on' | 'start' | 'stopNext'>, t: number,
): ScheduleTransition | undefined {
  const d = derating(sol, t);
  const starts = e.tiempo_arranque > 0 && d.start;
  const stopsNext = e.tiempo_parada > 0 && d.stop;
  if (starts && stopsNext) return 'arranque_parada';
  if (starts) return 'arranque';
  return stopsNext ? 'parada' : undefined;
}

/** Whether a stored mark says its hour ran down for a stop after it (transitionAt's 'parada' or
 *  'arranque_parada'): a re-plan of a stored schedule reads its stopNext back from the marks, so a
 *  kept hour before an earlier trip stays a full hour. Without tiempo_parada no hour is marked, and
 *  none loses a minute to a stop either. */
export function marksStop(mark: ScheduleTransition | null | undefined): boolean {
  return mark === 'parada' || mark === 'arranque_parada';
}
