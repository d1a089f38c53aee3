import { describe, expect, it } from 'vitest';
import { generateCoupling } from '../series/generate.ts';
import { formatMessage } from '../messages/index.ts';
import { createBaseCase } from '../plant/baseCase.ts';
import { checkCouplingMinimumLoad, couplingLoadBreachMessage } from './couplingLoad.ts';
import { couplingLoadBlockers } from './launch.ts';

// Pmax 5.076, Pmin 2.54 MWe: 0.5 gives 2.538 MWe (below), 0.6 gives 3.0456 (fine).
const engine = { nombre: 'M5', potencia_maxima: 5.076, potencia_minima: 2.54 };

function rows(fractions: number[]) {
  const r = generateCoupling({ year: 2025, month: 1, day: 15 }, 1, ['M5'], ['Si']);
  fractions.forEach((f, i) => { r[i]!.acoplamiento.M5 = f; });
  return r;
}

describe('coupled engines below their minimum load', () => {
  // In the style of the minimum-time dialog of docs/rules/validation.md ("Coupling and stop times").
  it('refuses fraction × maximum below the minimum, one line per run of equal fractions, in the spec style', () => {
    const f = new Array(24).fill(1);
    f[3] = 0.5; f[4] = 0.5; f[10] = 0.4; f[11] = 0; f[12] = 0.6;
    const b = checkCouplingMinimumLoad([engine], ['Si'], rows(f));
    expect(b).toEqual([
      { engine: 'M5', startIndex: 3, horizonte: '15/01/2025 03:00', hora: 'H4', length: 2, fraction: 0.5, power: 2.538, minimum: 2.54 },
      { engine: 'M5', startIndex: 10, horizonte: '15/01/2025 10:00', hora: 'H11', length: 1, fraction: 0.4, power: 2.03, minimum: 2.54 },
    ]);
    const m = couplingLoadBreachMessage(b[0]!);
    expect(formatMessage(m.code, m.params, 'es')).toBe('M5: acoplamiento del 50 % durante 2 h desde 15/01/2025 03:00 (H4) da 2.538 MWe; la potencia mínima es 2.54 MWe');
    expect(formatMessage(m.code, m.params, 'en')).toBe('M5: coupling at 50 % for 2 h from 15/01/2025 03:00 (H4) gives 2.538 MWe; the minimum power is 2.54 MWe');
  });

  it('accepts 0 (off), fractions at or above the minimum, and engines not set to Si', () => {
    const f = new Array(24).fill(0.6);
    f[0] = 0; f[1] = 2.54 / 5.076;
    expect(checkCouplingMinimumLoad([engine], ['Si'], rows(f))).toEqual([]);
    expect(checkCouplingMinimumLoad([engine], ['No'], rows(new Array(24).fill(0.1)))).toEqual([]);
  });

  it('blocks a launch only where the coupling table rules the engines (modes 2-4)', () => {
    const p = createBaseCase({ date: '15/01/2024' });
    expect(couplingLoadBlockers(p)).toEqual([]);
    const low = { ...p, acoplamiento_equipos: p.acoplamiento_equipos.map((r, i) => (i === 5 ? { ...r, acoplamiento: { ...r.acoplamiento, 'Motor cogeneración 5': 0.2 } } : r)) };
    expect(couplingLoadBlockers({ ...low, configuracion: { ...low.configuracion, modoEjecucion: 2 } })).toHaveLength(1);
    expect(couplingLoadBlockers({ ...low, configuracion: { ...low.configuracion, modoEjecucion: 0, mesBacktesting: false, mesPlanificacion: false, modoEjecucionTexto: 'Optimización' } })).toEqual([]);
  });
});
