// Availability and coupling imports match the file's rows to the simulation's rows on date and hour
// (the optimiser reads these grids by position): a file of another day is refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/dates.ts';
import { horizonKeys } from '../calendar/keys.ts';
import { engineAvailabilityCsv, gasBoilerAvailabilityCsv } from './availability.ts';
import { couplingCsv } from './coupling.ts';
import { describeCsvResult } from './issues.ts';

const names = ['Motor cogeneración 1', 'Motor cogeneración 2'] as const;
const rowsOf = (year: number, month: number, day: number) =>
  horizonKeys({ year, month, day }, 1).map((horizonte, i) => ({ horizonte, hora: `H${i + 1}` }));
const april1 = rowsOf(2026, 4, 1);
const march30 = rowsOf(2026, 3, 30);
const availability = (rows: { horizonte: string; hora: string }[], v: (i: number) => 0 | 1) =>
  rows.map((r, i) => ({ ...r, disponibilidad: { [names[0]]: v(i), [names[1]]: 1 as const } }));
const ctx = { horizonHours: 24, names };

describe('availability import checks the dates', () => {
  it('refuses a file exported for 30/03/2026 in a 01/04/2026 simulation: Horizontes no encontrados', () => {
    const text = engineAvailabilityCsv.export(availability(march30, (i) => (i < 8 ? 0 : 1)), ctx);
    const r = engineAvailabilityCsv.parse(text, { ...ctx, rows: availability(april1, () => 1) });
    expect(r.ok).toBe(false);
    const d = describeCsvResult(r);
    expect(d.title).toBe('Horizontes no encontrados');
    expect(d.lines[0]).toBe('No existe el horizonte: 30/03/2026 00:00 H1');
    expect(describeCsvResult(r, 'en').title).toBe('Horizons not found');
  });

  it('puts each row on its own hour whatever the order of the file', () => {
    const stored = availability(april1, () => 1);
    const lines = engineAvailabilityCsv.export(availability(april1, (i) => (i === 0 ? 0 : 1)), ctx).split('\r\n');
    const shuffled = [lines[0], ...lines.slice(1, 25).reverse()].join('\r\n');
    const r = gasBoilerAvailabilityCsv.parse(shuffled, { ...ctx, rows: stored });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.map((x) => x.hora)).toEqual(stored.map((x) => x.hora));
    expect(r.data[0]?.disponibilidad[names[0]]).toBe(0);
    expect(r.data.slice(1).every((x) => x.disponibilidad[names[0]] === 1)).toBe(true);
  });

  it('reports a repeated hour as Horizontes sin datos for the hour left without a row', () => {
    const lines = engineAvailabilityCsv.export(availability(april1, () => 1), ctx).split('\r\n');
    lines[2] = lines[1]!; // 00:00 twice, 01:00 missing
    const d = describeCsvResult(engineAvailabilityCsv.parse(lines.join('\r\n'), { ...ctx, rows: april1 }));
    expect(d).toEqual({ severity: 'error', title: 'Horizontes sin datos', lines: ['Sin datos para el horizonte: 01/04/2026 01:00'] });
  });
});

describe('coupling import checks the dates', () => {
  const stored = april1.map((r) => ({ ...r, acoplamiento: { [names[0]]: 0.2, [names[1]]: 0.3 }, acoplado: 'Si' as const }));
  it('refuses a file of another day', () => {
    const text = couplingCsv.export(march30.map((r) => ({ ...r, acoplamiento: { [names[0]]: 1, [names[1]]: 1 } })), ctx);
    const d = describeCsvResult(couplingCsv.parse(text, { ...ctx, rows: stored }));
    expect(d.title).toBe('Horizontes no encontrados');
    expect(d.lines[0]).toBe('No existe el horizonte: 30/03/2026 00:00 H1');
  });
  it('keeps acoplado of the matched row when the file comes in another order', () => {
    const marked = stored.map((r, i) => ({ ...r, acoplado: i === 23 ? ('No' as const) : ('Si' as const) }));
    const lines = couplingCsv.export(stored.map((r, i) => ({ ...r, acoplamiento: { [names[0]]: i / 100, [names[1]]: 0 } })), ctx).split('\r\n');
    const r = couplingCsv.parse([lines[0], ...lines.slice(1, 25).reverse()].join('\r\n'), { ...ctx, rows: marked });
    expect(r.ok && r.data[23]).toEqual({ horizonte: '01/04/2026 23:00', hora: 'H24', acoplamiento: { [names[0]]: 0.23, [names[1]]: 0 }, acoplado: 'No' });
  });
});

describe('grid imports, any order and any day (property)', () => {
  it('a permuted file gives back the stored order; a file of any other day is refused', () => {
    fc.assert(fc.property(
      fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      (days, shift, seed) => {
        const stored = horizonKeys({ year: 2026, month: 3, day: 27 }, days).map((horizonte, i) => ({ horizonte, hora: `H${i + 1}` }));
        const data = stored.map((r, i) => ({ ...r, disponibilidad: { [names[0]]: ((i * 7 + seed) % 2) as 0 | 1, [names[1]]: ((i + seed) % 2) as 0 | 1 } }));
        const c = { horizonHours: days * 24, names };
        const lines = engineAvailabilityCsv.export(data, c).split('\r\n');
        const body = lines.slice(1).filter(Boolean);
        const order = body.map((_, i) => i).sort((a, b) => ((a * 2654435761 + seed) % 97) - ((b * 2654435761 + seed) % 97));
        const permuted = [lines[0], ...order.map((i) => body[i])].join('\r\n');
        const back = engineAvailabilityCsv.parse(permuted, { ...c, rows: stored });
        expect(back.ok && back.data).toEqual(data);
        const other = horizonKeys(addDays({ year: 2026, month: 3, day: 27 }, shift), days).map((horizonte, i) => ({ horizonte, hora: `H${i + 1}` }));
        const moved = engineAvailabilityCsv.export(data.map((r, i) => ({ ...r, ...other[i] })), c);
        expect(engineAvailabilityCsv.parse(moved, { ...c, rows: stored }).ok).toBe(false);
      },
    ), { numRuns: 60 });
  });
});
