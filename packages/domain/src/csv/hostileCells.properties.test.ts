// Hostile input on EVERY CSV codec, completing properties.test.ts:
// - a valid exported file with one cell replaced by a hostile token (NaN, Infinity, 1e400, hex, Arabic
//   digits, huge or tiny magnitudes, formulas, control characters) never throws, and when the codec
//   still says ok, every number it returns is finite (no NaN/Infinity ever reaches a payload);
// - garbage never throws and never yields ok, for the codecs properties.test.ts leaves out (gas and
//   electric boiler availability share the engine codec's factory, but each is an export of its own).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import { electricBoilerAvailabilityCsv, engineAvailabilityCsv, gasBoilerAvailabilityCsv } from './availability.ts';
import { couplingCsv } from './coupling.ts';
import { coolingDemandCsv, steamDemandCsv } from './demand.ts';
import { compressorsCsv, electricBoilersCsv, enginesCsv, gasBoilersCsv } from './equipment.ts';
import { estimatedElectricityPricesCsv, estimatedGasPricesCsv } from './estimatedPrices.ts';
import { historicalMibgasPricesCsv, historicalOmiePricesCsv } from './historicalPrices.ts';
import { manualElectricityPricesCsv, manualGasPricesCsv } from './pricePaths.ts';
import { roCsv } from './ro.ts';
import { hourValueRows, marketRows } from './testRows.ts';
import { tollsCsv } from './tolls.ts';

const base = createBaseCase({ date: '15/01/2025' });
const hours = 24;
const seriesCtx = { horizonHours: hours, rows: hourValueRows(hours) };
const marketCtx = { horizonHours: hours, rows: marketRows(hours) };
const gridCtx = { horizonHours: hours, names: ['A', 'B'], rows: hourValueRows(hours) };
const values = (i: number) => Math.round((i * 13.7 + 1) * 100) / 100;
const estElec = hourValueRows(hours, values).map((r) => ({ horizonte: r.horizonte, precio_estimado: r.valor }));
const estElecCtx = { horizonHours: hours, rows: estElec.map((r) => ({ ...r, precio_estimado: 0 })) };
const estGas = hourValueRows(hours, values).map((r) => ({ horizonte: r.horizonte, valor: r.valor }));
const estGasCtx = { horizonHours: hours, rows: estGas.map((r) => ({ ...r, valor: 0 })) };
const grid = (key: 'disponibilidad' | 'acoplamiento', v: (i: number) => number) =>
  hourValueRows(hours).map((k, i) => ({ horizonte: k.horizonte, hora: k.hora, [key]: { A: v(i), B: v(i + 1) } }));

/** [name, a valid file of the codec, parse]. */
const codecs: [string, string, (text: string) => { ok: boolean; data?: unknown }][] = [
  ['manual electricity', manualElectricityPricesCsv.export(hourValueRows(hours, values), seriesCtx), (t) => manualElectricityPricesCsv.parse(t, seriesCtx)],
  ['manual gas', manualGasPricesCsv.export(hourValueRows(hours, values), seriesCtx), (t) => manualGasPricesCsv.parse(t, seriesCtx)],
  ['historical OMIE', historicalOmiePricesCsv.export(marketRows(hours, values), marketCtx), (t) => historicalOmiePricesCsv.parse(t, marketCtx)],
  ['historical MIBGAS', historicalMibgasPricesCsv.export(marketRows(hours, values), marketCtx), (t) => historicalMibgasPricesCsv.parse(t, marketCtx)],
  ['estimated electricity', estimatedElectricityPricesCsv.export(estElec, estElecCtx), (t) => estimatedElectricityPricesCsv.parse(t, estElecCtx)],
  ['estimated gas', estimatedGasPricesCsv.export(estGas, estGasCtx), (t) => estimatedGasPricesCsv.parse(t, estGasCtx)],
  ['cooling', coolingDemandCsv.export(hourValueRows(hours, values), seriesCtx), (t) => coolingDemandCsv.parse(t, seriesCtx)],
  ['steam', steamDemandCsv.export(hourValueRows(hours, values), seriesCtx), (t) => steamDemandCsv.parse(t, seriesCtx)],
  ['tolls', tollsCsv.export(base.elec_peajes as any, undefined), (t) => tollsCsv.parse(t, undefined)],
  ['engine availability', engineAvailabilityCsv.export(grid('disponibilidad', (i) => i % 2) as any, gridCtx), (t) => engineAvailabilityCsv.parse(t, gridCtx)],
  ['gas boiler availability', gasBoilerAvailabilityCsv.export(grid('disponibilidad', (i) => i % 2) as any, gridCtx), (t) => gasBoilerAvailabilityCsv.parse(t, gridCtx)],
  ['electric boiler availability', electricBoilerAvailabilityCsv.export(grid('disponibilidad', (i) => i % 2) as any, gridCtx), (t) => electricBoilerAvailabilityCsv.parse(t, gridCtx)],
  ['coupling', couplingCsv.export(grid('acoplamiento', (i) => (i % 5) / 4) as any, gridCtx), (t) => couplingCsv.parse(t, { ...gridCtx, rows: grid('acoplamiento', () => 0) as any })],
  ['Ro', roCsv.export(base.ro_cogeneracion as any, undefined), (t) => roCsv.parse(t, { ro: base.ro_cogeneracion as any })],
  ['electric boilers', electricBoilersCsv.export(base.planta.calderas_electricas as any, undefined), (t) => electricBoilersCsv.parse(t, undefined)],
  ['gas boilers', gasBoilersCsv.export(base.planta.calderas_gas as any, undefined), (t) => gasBoilersCsv.parse(t, undefined)],
  ['engines', enginesCsv.export(base.planta.motores as any, undefined), (t) => enginesCsv.parse(t, undefined)],
  ['compressors', compressorsCsv.export(base.planta.compresores as any, undefined), (t) => compressorsCsv.parse(t, undefined)],
];

const hostileToken = fc.oneof(
  fc.constantFrom('NaN', 'nan', 'Infinity', '-Infinity', 'inf', '∞', '1e400', '-1e400', '1e309', '1e-400', '9'.repeat(400), `0,${'0'.repeat(400)}1`,
    '0x10', '0b1', '1_000', '١٢', '１２', '1.2.3', '1,2,3', '--1', '+-1', '1e', 'e5', '.', ',', '=1+1', '@SUM(A1)', '\u0000', '\u202e12', ' ', '"', '""', '"1;2"'),
  fc.double().map((d) => String(d)),
  fc.string({ maxLength: 12 }),
);

/** Every number reachable in a parsed value. */
function numbersIn(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) for (const v of value) numbersIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) numbersIn(v, out);
  return out;
}

describe('one hostile cell in a valid file, every codec', () => {
  it('the valid files themselves parse (the test starts from ok)', () => {
    for (const [name, text, parse] of codecs) expect(parse(text).ok, name).toBe(true);
  });

  it.each(codecs)('%s: never throws, and ok never carries a non-finite number', (_name, text, parse) => {
    const lines = text.split(/\r?\n/);
    const dataLines = lines.map((l, i) => ({ l, i })).filter(({ l, i }) => i > 0 && l.trim() !== '');
    fc.assert(fc.property(fc.nat(), fc.nat(), hostileToken, (li, ci, token) => {
      const { l, i } = dataLines[li % dataLines.length]!;
      const sep = l.includes(';') ? ';' : ',';
      const cells = l.split(sep);
      cells[ci % cells.length] = token;
      const mutated = [...lines.slice(0, i), cells.join(sep), ...lines.slice(i + 1)].join('\n');
      let r: { ok: boolean; data?: unknown };
      expect(() => (r = parse(mutated))).not.toThrow();
      if (r!.ok) expect(numbersIn(r!.data).every(Number.isFinite)).toBe(true);
    }), { numRuns: 120 });
  });
});

describe('garbage never throws and never yields ok (codecs not covered in properties.test.ts)', () => {
  const cell = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('', '0', '1', '2', 'H1', '15/01/2025 00:00', 'Horizonte', 'Hora', 'A', 'B'));
  const garbage = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 30 }).map((rows) => rows.map((r) => r.join(';')).join('\n')),
  );
  it.each([['gas boiler availability', gasBoilerAvailabilityCsv], ['electric boiler availability', electricBoilerAvailabilityCsv]] as const)('%s', (_n, codec) => {
    fc.assert(fc.property(garbage, (text) => {
      expect(codec.parse(text, gridCtx).ok).toBe(false);
    }), { numRuns: 150 });
    expect(codec.parse(null as unknown as string, gridCtx).ok).toBe(false);
  });
});
