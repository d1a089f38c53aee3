// Coupling/stop minimum-time check (docs/rules/validation.md Coupling and stop times). For each engine set to 'Si',
// runs of available (1) hours must last at least tiempo_minimo_acoplamiento hours and runs of
// unavailable (0) hours at least tiempo_minimo_parada hours; otherwise launch is blocked and the
// engines and hours of the breaches are listed.
//
// EDGES (our decision): a run that touches the start or the end of the horizon is NOT a breach –
// it continues outside the horizon (before the start, or after the end), so its real length is
// unknown and the optimizer's initial state/next window decides. Only runs bounded on both sides
// by the opposite value inside the horizon are checked.
import type { Engine } from '../plant/engines.ts';
import type { SiNo } from '../schemas/common.ts';
import type { AvailabilityRow } from '../schemas/series.ts';

export interface MinimumTimeBreach {
  engine: string;
  kind: 'acoplamiento' | 'parada';
  /** 0-based index of the run's first hour */
  startIndex: number;
  /** date-hour key of the run's first hour */
  horizonte: string;
  /** 'Hn' label of the run's first hour */
  hora: string;
  /** hours in the run */
  length: number;
  /** required minimum, hours */
  minimum: number;
}

export function checkMinimumTimes(
  engines: readonly Pick<Engine, 'nombre' | 'tiempo_minimo_acoplamiento' | 'tiempo_minimo_parada'>[],
  estadoAcoplamiento: readonly SiNo[],
  availability: readonly AvailabilityRow[],
): MinimumTimeBreach[] {
  const out: MinimumTimeBreach[] = [];
  const n = availability.length;
  engines.forEach((engine, e) => {
    if (estadoAcoplamiento[e] !== 'Si') return;
    const value = (i: number): number => availability[i]!.disponibilidad[engine.nombre] ?? 1;
    let start = 0;
    while (start < n) {
      const v = value(start);
      let end = start;
      while (end + 1 < n && value(end + 1) === v) end++;
      const length = end - start + 1;
      const interior = start > 0 && end < n - 1;
      const minimum = v === 1 ? engine.tiempo_minimo_acoplamiento : engine.tiempo_minimo_parada;
      if (interior && length < minimum) {
        out.push({
          engine: engine.nombre, kind: v === 1 ? 'acoplamiento' : 'parada', startIndex: start,
          horizonte: availability[start]!.horizonte, hora: availability[start]!.hora, length, minimum,
        });
      }
      start = end + 1;
    }
  });
  return out;
}

/** The catalogue message of a breach (messages: minimumTimes.coupling / minimumTimes.stop). */
export function minimumTimeBreachMessage(b: MinimumTimeBreach): { code: 'minimumTimes.coupling' | 'minimumTimes.stop'; params: Record<string, string | number> } {
  return {
    code: b.kind === 'acoplamiento' ? 'minimumTimes.coupling' : 'minimumTimes.stop',
    params: { engine: b.engine, length: b.length, horizonte: b.horizonte, hora: b.hora, minimum: b.minimum },
  };
}
