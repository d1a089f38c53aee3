import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/index.ts';
import { formatElapsed, runProgressMessages } from './runProgress.ts';

const now = new Date('2026-03-01T10:05:05.000Z');
const texts = (lines: ReturnType<typeof runProgressMessages>, lang: 'es' | 'en' = 'es') => lines.map((l) => formatMessage(l.code, l.params, lang));

describe('formatElapsed', () => {
  it('reads as seconds, minutes or hours', () => {
    expect(formatElapsed(45_400)).toBe('45 s');
    expect(formatElapsed(185_000)).toBe('3 min 05 s');
    expect(formatElapsed(3_720_000)).toBe('1 h 02 min');
    expect(formatElapsed(-5)).toBe('0 s');
  });
});

describe('runProgressMessages', () => {
  it('counts windows when the solve has several, with the time since the solver started', () => {
    const lines = runProgressMessages({ started: '2026-03-01T10:04:00.000Z', progress: { done: 48, total: 168, window: 2, windows: 7 } }, '2026-03-01T10:00:00.000Z', now);
    expect(texts(lines)).toEqual(['Ventanas completadas: 2 de 7', 'Tiempo transcurrido: 1 min 05 s']);
    expect(texts(lines, 'en')).toEqual(['Windows done: 2 of 7', 'Elapsed time: 1 min 05 s']);
  });
  it('counts hours for a single-window solve', () => {
    expect(texts(runProgressMessages({ started: '2026-03-01T10:05:00.000Z', progress: { done: 24, total: 24, window: 1, windows: 1 } }, '2026-03-01T10:00:00.000Z', now)))
      .toEqual(['Horas resueltas: 24 de 24', 'Tiempo transcurrido: 5 s']);
  });
  it('says it is starting, counting from the launch, while the run waits for the solver', () => {
    expect(texts(runProgressMessages(null, '2026-03-01T10:00:00.000Z', now))).toEqual(['Preparando el optimizador…', 'Tiempo transcurrido: 5 min 05 s']);
  });
});
