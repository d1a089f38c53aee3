// Schedule (programa) for the operator forecast view. Every list holds {concepto, hora, valor}
// items (hora = H1..Hn); motores and calderas add estado (1 on, 0 off):
//   motores: per engine and hour, valor = MWe;  calderas: electric boilers, valor = MWe consumed;
//   conceptos: hourly plant figures (prices, demands, productions, grid, shortfalls, PCEQ_MCCV);
//   conceptos_programas: the nomination program per hour (generation, sales, purchases);
//   total_consumo_gas: MWh of gas (engines + boilers) over the horizon;
//   arranques_motores: per engine, its starts over the horizon (concepto = engine, valor = starts).
// The shape is the HTTP contract's (@plantasim/domain contract/results.ts): what is built here is served as is.
import type { Programa, ScheduleItem } from '@plantasim/domain';
import type { OptimizerInput } from '../input.ts';
import type { Prepared } from '../prepare.ts';
import type { PlantSolution } from '../solution.ts';
import { engineRatios } from '../components/engines.ts';
import { breakEvenPrice } from './economic.ts';

export function schedule(input: OptimizerInput, prep: Prepared, s: PlantSolution): Programa {
  const hora = (t: number) => `H${t + 1}`;
  const motores: ScheduleItem[] = [];
  input.engines.forEach((e, k) => {
    for (let t = 0; t < s.hours; t++) motores.push({ concepto: e.nombre, hora: hora(t), valor: s.engines[k].power[t], estado: s.engines[k].on[t] ? 1 : 0 });
  });
  const calderas: ScheduleItem[] = [];
  input.electricBoilers.forEach((b, k) => {
    for (let t = 0; t < s.hours; t++) calderas.push({ concepto: b.nombre, hora: hora(t), valor: s.electricBoilers[k].elec[t], estado: s.electricBoilers[k].on[t] ? 1 : 0 });
  });
  const conceptos: ScheduleItem[] = [];
  const conceptos_programas: ScheduleItem[] = [];
  let totalGas = 0;
  for (let t = 0; t < s.hours; t++) {
    const gen = s.engines.reduce((a, e) => a + e.power[t], 0);
    const gasEng = input.engines.reduce((a, e, k) => a + s.engines[k].power[t] * engineRatios(e).gasPerMWe, 0);
    const gasBoil = s.gasBoilers.reduce((a, b) => a + b.gas[t], 0);
    const steamEng = input.engines.reduce((a, e, k) => a + s.engines[k].power[t] * engineRatios(e).steamPerMWe, 0);
    const steamGB = input.gasBoilers.reduce((a, b, k) => a + s.gasBoilers[k].gas[t] * b.rendimiento_vapor_gas, 0);
    const steamEB = input.electricBoilers.reduce((a, b, k) => a + s.electricBoilers[k].elec[t] * b.rendimiento_vapor_electricidad, 0);
    totalGas += gasEng + gasBoil;
    const buy = s.market.buyClosed[t] + s.market.buyOpen[t];
    const items: Array<[string, number]> = [
      ['Precio electricidad', input.electricityPrice[t]], ['Precio gas', input.gasPrice[t]],
      ['Demanda vapor', input.demandaCoef * input.steamDemand[t]], ['Demanda frío', input.coldDemand[t]],
      ['Producción eléctrica motores', gen], ['Vapor motores', steamEng], ['Vapor calderas gas', steamGB],
      ['Vapor calderas eléctricas', steamEB], ['Consumo gas motores', gasEng], ['Consumo gas calderas', gasBoil],
      ['Venta red', s.market.sell[t]], ['Compra red', buy], ['Déficit vapor', s.slack.steam[t]], ['Déficit frío', s.slack.cold[t]],
      ['PCEQ_MCCV', breakEvenPrice(input, prep, t)],
    ];
    for (const [concepto, valor] of items) conceptos.push({ concepto, hora: hora(t), valor });
    conceptos_programas.push(
      { concepto: 'Programa generación', hora: hora(t), valor: gen },
      { concepto: 'Programa venta', hora: hora(t), valor: s.market.sell[t] },
      { concepto: 'Programa compra', hora: hora(t), valor: buy },
    );
  }
  const arranques_motores = input.engines.map((e, k) => ({ concepto: e.nombre, valor: s.engines[k].start.reduce((a, b) => a + b, 0) }));
  return { motores, calderas, conceptos, conceptos_programas, total_consumo_gas: totalGas, arranques_motores };
}
