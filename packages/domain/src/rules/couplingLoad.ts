// Coupled engines below their minimum load (our rule, worded like the minimum-time check of docs/rules/validation.md).
// An engine set to 'Si' runs at fraction × potencia_maxima in every hour whose fraction is above
// 0; when that is below potencia_minima the engine cannot run there, and the optimiser would
// otherwise follow the table silently. Consecutive hours with the same fraction form one breach.
// Start and stop hours are derated below the minimum by design; that is not a breach.
import type { Engine } from '../plant/engines.ts';
import type { SiNo } from '../schemas/common.ts';
import type { CouplingRow } from '../schemas/series.ts';

export interface CouplingLoadBreach {
  engine: string;
  /** 0-based index of the run's first hour */
  startIndex: number;
  /** date-hour key and 'Hn' label of the run's first hour */
  horizonte: string;
  hora: string;
  /** hours in the run */
  length: number;
  /** coupling fraction (0–1) of the run */
  fraction: number;
  /** fraction × potencia_maxima, MWe */
  power: number;
  /** potencia_minima, MWe */
  minimum: number;
}

/** Power that fraction × maximum must reach, with a tolerance for the 4-decimal fractions. */
const TOL = 1e-6;

export function checkCouplingMinimumLoad(
  engines: readonly Pick<Engine, 'nombre' | 'potencia_maxima' | 'potencia_minima'>[],
  estadoAcoplamiento: readonly SiNo[],
  coupling: readonly CouplingRow[],
): CouplingLoadBreach[] {
  const out: CouplingLoadBreach[] = [];
  engines.forEach((engine, e) => {
    if (estadoAcoplamiento[e] !== 'Si') return;
    const fraction = (i: number) => coupling[i]!.acoplamiento[engine.nombre] ?? 0;
    const below = (f: number) => f > 0 && f * engine.potencia_maxima < engine.potencia_minima - TOL;
    let i = 0;
    while (i < coupling.length) {
      const f = fraction(i);
      if (!below(f)) { i++; continue; }
      let end = i;
      while (end + 1 < coupling.length && fraction(end + 1) === f) end++;
      out.push({
        engine: engine.nombre, startIndex: i, horizonte: coupling[i]!.horizonte, hora: coupling[i]!.hora, length: end - i + 1,
        fraction: f, power: Math.round(f * engine.potencia_maxima * 1000) / 1000, minimum: engine.potencia_minima,
      });
      i = end + 1;
    }
  });
  return out;
}

/** The catalogue message of a breach (couplingLoad.belowMinimum); the fraction is shown in %, as the
 *  coupling table shows it. */
export function couplingLoadBreachMessage(b: CouplingLoadBreach): { code: 'couplingLoad.belowMinimum'; params: Record<string, string | number> } {
  return {
    code: 'couplingLoad.belowMinimum',
    params: {
      engine: b.engine, length: b.length, horizonte: b.horizonte, hora: b.hora,
      percent: Math.round(b.fraction * 10000) / 100, power: b.power, minimum: b.minimum,
    },
  };
}
