import { describe, expect, it } from 'vitest';
import { createBaseCase, parsePayload } from '@plantasim/domain';
import { fromPayload } from './fromPayload.ts';
import { solve } from './solve.ts';
import { checkSolution } from './testing/checker.ts';
import { at } from './at.ts';

describe('fromPayload', () => {
  it('passes the annual rules: enforced in a planning year, reported only in other runs', () => {
    const rules = { ree_minimo: 0.55, ref_h: 0.9, horas_minimas: 3600 };
    const day = createBaseCase({ date: '15/01/2024' });
    const withRules = { ...day, planta: { ...day.planta, reglas_anuales: rules } };
    const mappedDay = fromPayload(withRules);
    expect(mappedDay.ok && mappedDay.data.annual).toEqual({ rules, enforce: false, checkpoints: [] });
    const base = createBaseCase({ date: '15/01/2024', modoEjecucion: 4 });
    const mappedYear = fromPayload({ ...base, planta: { ...base.planta, reglas_anuales: rules } });
    // The ends of March, June and September from 15 January 2024 (a leap year): 77, 168 and 260 days.
    expect(mappedYear.ok && mappedYear.data.annual).toEqual({
      rules, enforce: true, checkpoints: [{ months: 3, hour: 77 * 24 }, { months: 6, hour: 168 * 24 }, { months: 9, hour: 260 * 24 }],
    });
    const none = fromPayload(day);
    expect(none.ok && none.data.annual).toBeUndefined();
  });

  it('maps the domain base case into an input the optimizer solves', async () => {
    const payload = createBaseCase({ date: '15/01/2024' });
    const mapped = fromPayload(payload);
    expect(mapped.ok).toBe(true);
    if (!mapped.ok) return;
    const input = mapped.data;
    expect(input.hours).toBe(24);
    expect(input.engines).toHaveLength(8);
    expect(input.compressors).toHaveLength(11);
    expect(input.couplingFixed).toEqual([false, false, false, false, true, false, true, false]);
    expect(input.mode).toBe(2);
    expect(input.electricityPrice).toHaveLength(24);
    expect(input.ro.every((x) => x === 78.8)).toBe(true);
    // Monday 15 January 2024 (high season): 00-08 h p6, 09-14 h p1, 08-09 h p2.
    expect(input.tariffPeriod.slice(0, 10)).toEqual([6, 6, 6, 6, 6, 6, 6, 6, 2, 1]);
    expect(at(input.tolls, 0).periodo).toBe(1);
    expect(at(input.engines, 4).estado).toBe(true);
    const r = await solve(input);
    expect(r.stats.status).toBe('optimal');
    expect(checkSolution(input, r.solution!).violations).toEqual([]);
  });

  it('reports missing price rows instead of throwing', () => {
    const payload = createBaseCase({ date: '15/01/2024' });
    const broken = { ...payload, elec_precios_manual: payload.elec_precios_manual.slice(0, 10) };
    const r = fromPayload(broken);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]).toMatchObject({ code: 'missing_prices', path: 'elec_precios_manual' });
  });

  it('carries the settlement scheme of configuracion.otros (absent stays absent: venta_total)', () => {
    const payload = createBaseCase({ date: '15/01/2024' });
    const plain = fromPayload(payload);
    expect(plain.ok && plain.data.esquema_liquidacion).toBeUndefined();
    payload.configuracion.otros.esquema_liquidacion = 'autoconsumo_neto';
    const net = fromPayload(payload);
    expect(net.ok && net.data.esquema_liquidacion).toBe('autoconsumo_neto');
  });

  it('accepts the base case as validated by the domain schema', () => {
    const parsed = parsePayload(createBaseCase({ date: '15/01/2024' }));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(fromPayload(parsed.data).ok).toBe(true);
  });
});
