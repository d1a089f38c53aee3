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
  it('names the annual pass while its windows run, since each pass counts the windows from 1 again', () => {
    const lines = runProgressMessages({ started: '2026-03-01T10:04:00.000Z', progress: { done: 336, total: 8784, window: 2, windows: 53, phase: 'window', pass: 2 } }, '2026-03-01T10:00:00.000Z', now);
    expect(texts(lines)).toEqual([
      'Reglas anuales: pasada 2. Cada pasada resuelve de nuevo todo el horizonte con otro precio para sus límites.',
      'Ventanas completadas: 2 de 53', 'Tiempo transcurrido: 1 min 05 s',
    ]);
    expect(texts(lines, 'en')).toEqual([
      'Annual rules: pass 2. Each pass solves the whole horizon again with another price for its limits.',
      'Windows done: 2 of 53', 'Elapsed time: 1 min 05 s',
    ]);
  });
  it('counts the lower bound\'s parts and the explanations\' windows as what they are, not as windows solved', () => {
    const at = (progress: Parameters<typeof runProgressMessages>[0]) => texts(runProgressMessages(progress, '2026-03-01T10:00:00.000Z', now)).slice(0, -1);
    expect(at({ started: '2026-03-01T10:04:00.000Z', progress: { done: 8784, total: 8784, window: 12, windows: 53, phase: 'bound', pass: 3 } })).toEqual(['Cota inferior del horizonte: 12 de 53 partes calculadas']);
    expect(at({ started: '2026-03-01T10:04:00.000Z', progress: { done: 168, total: 168, window: 1, windows: 1, phase: 'bound' } })).toEqual(['Cota inferior del horizonte calculada']);
    expect(at({ started: '2026-03-01T10:04:00.000Z', progress: { done: 336, total: 720, window: 3, windows: 5, phase: 'explain' } })).toEqual(['Explicación de las decisiones: 3 de 5 ventanas']);
  });
  it('says it is starting, counting from the launch, while the run waits for the solver', () => {
    expect(texts(runProgressMessages(null, '2026-03-01T10:00:00.000Z', now))).toEqual(['Preparando el optimizador…', 'Tiempo transcurrido: 5 min 05 s']);
  });
});
