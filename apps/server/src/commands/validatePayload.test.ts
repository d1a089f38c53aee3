import { describe, expect, it } from 'vitest';
import { createBaseCase } from '@plantasim/domain';
import { hugeNumberPaths, MAX_ABS_NUMBER, normalizeForLaunch, validatePayload } from './validatePayload.ts';

const now = new Date('2025-01-15T10:00:00Z');

describe('hugeNumberPaths', () => {
  it('names the numbers beyond the magnitude bound, at most `limit` of them', () => {
    expect(hugeNumberPaths({ a: [1, -MAX_ABS_NUMBER, 1e308], b: { c: Number.NaN, d: 'x' } })).toEqual(['a.2', 'b.c']);
    expect(hugeNumberPaths(1e300)).toEqual(['(raíz)']);
    expect(hugeNumberPaths(Array.from({ length: 20 }, () => 1e20), 3)).toEqual(['0', '1', '2']);
  });
});

describe('validatePayload', () => {
  it('accepts the base case and refuses a huge number with its place, in the language asked', () => {
    const base = createBaseCase({ now });
    expect(validatePayload(base, { checkLaunchRules: true })).toEqual({ ok: true, payload: base });
    const huge = { ...base, demanda_coef: 1e300 };
    const es = validatePayload(huge, { checkLaunchRules: false });
    const en = validatePayload(huge, { checkLaunchRules: false, lang: 'en' });
    expect(es.ok || en.ok).toBe(false);
    if (!es.ok && !en.ok) {
      expect(es.reasons).toHaveLength(1);
      expect(en.reasons).toHaveLength(1);
      expect(es.reasons[0]).not.toBe(en.reasons[0]);
    }
  });

  it('checks the launch rules only when launching', () => {
    const base = createBaseCase({ now });
    // Every engine available for one hour only: shorter than any minimum coupling time.
    const shortRun = {
      ...base,
      disponibilidad: { ...base.disponibilidad, motores: base.disponibilidad.motores.map((r, i) => ({ ...r, disponibilidad: Object.fromEntries(Object.keys(r.disponibilidad).map((k) => [k, i === 5 ? 1 : 0])) })) },
    };
    expect(validatePayload(shortRun, { checkLaunchRules: false }).ok).toBe(true);
    const launch = validatePayload(shortRun, { checkLaunchRules: true });
    expect(launch.ok).toBe(false);
    if (!launch.ok) expect(launch.reasons.join('\n')).toMatch(/tiempo mínimo de acoplamiento/);
  });
});

describe('normalizeForLaunch', () => {
  it('gives operators the operator view whatever they sent, and leaves full users as sent', () => {
    const base = createBaseCase({ now, vistaOperador: false });
    expect(normalizeForLaunch(base, { username: 'operador', role: 'operator' }, now).metadata.vista_operador).toBe(true);
    expect(normalizeForLaunch(base, { username: 'tecnico', role: 'full' }, now).metadata.vista_operador).toBe(false);
  });
});
