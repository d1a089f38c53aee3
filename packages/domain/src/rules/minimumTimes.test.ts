import { describe, expect, it } from 'vitest';
import { generateAvailability } from '../series/generate.ts';
import { formatMessage } from '../messages/index.ts';
import { checkMinimumTimes, minimumTimeBreachMessage } from './minimumTimes.ts';

const text = (b: Parameters<typeof minimumTimeBreachMessage>[0]): string => { const m = minimumTimeBreachMessage(b); return formatMessage(m.code, m.params); };

const engine = (nombre: string) => ({ nombre, tiempo_minimo_acoplamiento: 4, tiempo_minimo_parada: 3 });

function rows(pattern: string, name = 'M1') {
  const r = generateAvailability({ year: 2025, month: 1, day: 15 }, 1, [name]);
  [...pattern].forEach((c, i) => { r[i]!.disponibilidad[name] = c === '1' ? 1 : 0; });
  return r;
}

describe('coupling and stop minimum times', () => {
  it('flags interior runs that are too short, per engine and hour', () => {
    //            0         1         2
    //            012345678901234567890123
    const av = rows('111100111000011111111111');
    const b = checkMinimumTimes([engine('M1')], ['Si'], av);
    expect(b).toEqual([
      { engine: 'M1', kind: 'parada', startIndex: 4, horizonte: '15/01/2025 04:00', hora: 'H5', length: 2, minimum: 3 },
      { engine: 'M1', kind: 'acoplamiento', startIndex: 6, horizonte: '15/01/2025 06:00', hora: 'H7', length: 3, minimum: 4 },
    ]);
    expect(text(b[0]!)).toBe('M1: 2 h no disponibles desde 15/01/2025 04:00 (H5); el tiempo mínimo de parada es 3 h');
    expect(text(b[1]!)).toBe('M1: 3 h disponibles desde 15/01/2025 06:00 (H7); el tiempo mínimo de acoplamiento es 4 h');
  });

  it('ignores runs touching the horizon edges', () => {
    expect(checkMinimumTimes([engine('M1')], ['Si'], rows('100000000000000000000011'))).toEqual([]);
  });

  it('checks only engines set to Si', () => {
    expect(checkMinimumTimes([engine('M1')], ['No'], rows('111100111000011111111111'))).toEqual([]);
  });

  it('accepts runs exactly at the minimum', () => {
    expect(checkMinimumTimes([engine('M1')], ['Si'], rows('111000111100011111111111'))).toEqual([]);
  });
});
