// Property tests (fast-check): for every table, export → import gives back the same data for random
// valid tables of 24 to 8,784 rows (big sizes drawn only sometimes, to keep the suite fast), the
// imported data passes the payload schemas, and random garbage never throws and never yields ok.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { monthLabel } from '../calendar/months.ts';
import { compressorRegistry } from '../plant/compressors.ts';
import { electricBoilerRegistry } from '../plant/electricBoilers.ts';
import { engineRegistry } from '../plant/engines.ts';
import { gasBoilerRegistry } from '../plant/gasBoilers.ts';
import { withComputed, type TableRegistry } from '../plant/registry.ts';
import { compressorSchema, electricBoilerSchema, engineSchema, gasBoilerSchema } from '../schemas/equipment.ts';
import { roCogeneracionSchema, tollsSchema } from '../schemas/market.ts';
import {
  availabilityRowSchema, couplingRowSchema, demandRowSchema, estimatedElecPriceRowSchema, estimatedGasPriceRowSchema,
  manualPriceRowSchema, marketPriceRowSchema,
} from '../schemas/series.ts';
import { electricBoilerAvailabilityCsv, engineAvailabilityCsv, gasBoilerAvailabilityCsv } from './availability.ts';
import { couplingCsv } from './coupling.ts';
import { coolingDemandCsv, steamDemandCsv } from './demand.ts';
import { compressorsCsv, electricBoilersCsv, enginesCsv, gasBoilersCsv } from './equipment.ts';
import { estimatedElectricityPricesCsv, estimatedGasPricesCsv } from './estimatedPrices.ts';
import { historicalMibgasPricesCsv, historicalOmiePricesCsv } from './historicalPrices.ts';
import { manualElectricityPricesCsv, manualGasPricesCsv } from './pricePaths.ts';
import { roCsv } from './ro.ts';
import { at, hourValueRows } from './testRows.ts';
import { TOLL_PERIODS, tollsCsv } from './tolls.ts';
import type { CsvCodec } from './types.ts';

const RUNS = { numRuns: 15 };
/** The full-year table is always among the cases (fast-check runs examples first). */
const bigSeries = (sign: number) => ({ ...RUNS, examples: [[{ hours: 8784, value: (i: number) => (sign * (i % 1000) + 50) / 100 }]] as [{ hours: number; value: (i: number) => number }][] });
const bigGrid = { ...RUNS, examples: [[[8784, 5, [1, 2, 3, 4, 9999, 10000, 0]]]] as [[number, number, number[]]][] };
/** Generous per-test time: 8,784-row cases on a loaded 2-core machine. */
const SLOW = 120_000;
/** Horizon hours: mostly short, sometimes up to a full leap year (8,784). */
const hoursArb = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 14 }).map((d) => d * 24), weight: 10 },
  { arbitrary: fc.integer({ min: 15, max: 366 }).map((d) => d * 24), weight: 1 },
  { arbitrary: fc.constant(8784), weight: 1 },
);
/** A value of the given decimals within ±max. */
const decimalArb = (decimals: number, min: number, max: number) =>
  fc.integer({ min: Math.round(min * 10 ** decimals), max: Math.round(max * 10 ** decimals) }).map((n) => n / 10 ** decimals);
/** `hours` values generated cheaply from a seed (fast-check arrays of 8,784 items are slow to shrink). */
const seriesArb = (decimals: number, min: number, max: number) =>
  fc.tuple(hoursArb, fc.array(decimalArb(decimals, min, max), { minLength: 1, maxLength: 50 }))
    .map(([hours, pool]) => ({ hours, value: (i: number) => at(pool, (i * 7 + (i >> 3)) % pool.length) }));

const parsed = <T>(r: { ok: boolean; data?: T }): T => {
  expect(r.ok).toBe(true);
  return r.data as T;
};

describe('series tables round-trip', () => {
  const hv: [string, CsvCodec<any[], any, any>, z.ZodType, number, number][] = [
    ['manual electricity', manualElectricityPricesCsv, manualPriceRowSchema, -500, 3000],
    ['manual gas', manualGasPricesCsv, manualPriceRowSchema, -50, 500],
    ['cooling demand', coolingDemandCsv, demandRowSchema, 0, 100],
    ['steam demand', steamDemandCsv, demandRowSchema, 0, 100],
  ];
  it.each(hv)('%s', (_n, codec, schema, min, max) => {
    fc.assert(fc.property(seriesArb(2, min, max), ({ hours, value }) => {
      const data = hourValueRows(hours, value);
      const ctx = { horizonHours: hours, rows: hourValueRows(hours) };
      const back = parsed(codec.parse(codec.export(data, ctx), ctx));
      expect(back).toEqual(data);
      expect(z.array(schema).safeParse(back).success).toBe(true);
    }), bigSeries(min < 0 ? -1 : 1));
  }, SLOW);
  it.each([['historical OMIE', historicalOmiePricesCsv], ['historical MIBGAS', historicalMibgasPricesCsv]] as const)('%s', (_n, codec) => {
    fc.assert(fc.property(seriesArb(2, -100, 1000), ({ hours, value }) => {
      const toMarket = (r: { horizonte: string; hora: string; valor: number }) => ({ fecha_hora: r.horizonte, hora: r.hora, valor: r.valor });
      const data = hourValueRows(hours, value).map(toMarket);
      const ctx = { horizonHours: hours, rows: hourValueRows(hours).map(toMarket) };
      const back = parsed(codec.parse(codec.export(data, ctx), ctx));
      expect(back).toEqual(data);
      expect(z.array(marketPriceRowSchema).safeParse(back).success).toBe(true);
    }), bigSeries(-1));
  }, SLOW);
  it('estimated electricity and gas (3 decimals)', () => {
    fc.assert(fc.property(seriesArb(3, -100, 1000), ({ hours, value }) => {
      const keys = hourValueRows(hours, value);
      const elec = keys.map((r) => ({ horizonte: r.horizonte, precio_estimado: r.valor }));
      const elecCtx = { horizonHours: hours, rows: keys.map((r) => ({ horizonte: r.horizonte, precio_estimado: 0 })) };
      const backElec = parsed(estimatedElectricityPricesCsv.parse(estimatedElectricityPricesCsv.export(elec, elecCtx), elecCtx));
      expect(backElec).toEqual(elec);
      expect(z.array(estimatedElecPriceRowSchema).safeParse(backElec).success).toBe(true);
      const gas = keys.map((r) => ({ horizonte: r.horizonte, valor: r.valor }));
      const gasCtx = { horizonHours: hours, rows: keys.map((r) => ({ horizonte: r.horizonte, valor: 0 })) };
      const backGas = parsed(estimatedGasPricesCsv.parse(estimatedGasPricesCsv.export(gas, gasCtx), gasCtx));
      expect(backGas).toEqual(gas);
      expect(z.array(estimatedGasPriceRowSchema).safeParse(backGas).success).toBe(true);
    }), bigSeries(-1));
  }, SLOW);
});

describe('grids round-trip', () => {
  const names = ['Motor cogeneración 1', 'Motor cogeneración 2', 'Caldera de gas 6', 'Caldera eléctrica 1', 'Equipo; "raro"'];
  const gridArb = fc.tuple(hoursArb, fc.integer({ min: 1, max: names.length }), fc.array(fc.integer({ min: 0, max: 10000 }), { minLength: 1, maxLength: 40 }));
  it.each([engineAvailabilityCsv, gasBoilerAvailabilityCsv, electricBoilerAvailabilityCsv])('availability %#', (codec) => {
    fc.assert(fc.property(gridArb, ([hours, n, pool]) => {
      const ctx = { horizonHours: hours, names: names.slice(0, n), rows: hourValueRows(hours) };
      const data = hourValueRows(hours).map((k, i) => ({
        horizonte: k.horizonte, hora: k.hora,
        disponibilidad: Object.fromEntries(ctx.names.map((name, j) => [name, (at(pool, (i + j) % pool.length) % 2) as 0 | 1])),
      }));
      const back = parsed(codec.parse(codec.export(data, ctx), ctx));
      expect(back).toEqual(data);
      expect(z.array(availabilityRowSchema).safeParse(back).success).toBe(true);
    }), bigGrid);
  }, SLOW);
  it('coupling (fractions with 4 decimals)', () => {
    fc.assert(fc.property(gridArb, ([hours, n, pool]) => {
      const ctx = { horizonHours: hours, names: names.slice(0, n) };
      const data = hourValueRows(hours).map((k, i) => ({
        horizonte: k.horizonte, hora: k.hora,
        acoplamiento: Object.fromEntries(ctx.names.map((name, j) => [name, at(pool, (i * 3 + j) % pool.length) / 10000])),
      }));
      const back = parsed(couplingCsv.parse(couplingCsv.export(data, ctx), { ...ctx, rows: data }));
      expect(back).toEqual(data);
      expect(z.array(couplingRowSchema).safeParse(back).success).toBe(true);
    }), bigGrid);
  }, SLOW);
});

describe('parameter tables round-trip', () => {
  it('tolls', () => {
    const row = fc.record({
      pot_contratada: decimalArb(3, 0, 100), pot_contratada_calderas: decimalArb(3, 0, 100), pot_elec_precio_cerrado: decimalArb(3, 0, 100),
      peaje_pot: decimalArb(4, 0, 100000), ai_omie_abierto: decimalArb(6, -2, 2), bi_omie_abierto: decimalArb(3, -100, 100),
      ai_fijo_cerrado: decimalArb(6, -2, 2), bi_fijo_cerrado: decimalArb(3, -100, 100),
    });
    fc.assert(fc.property(fc.array(row, { minLength: 6, maxLength: 6 }), (rows) => {
      const data = rows.map((r, i) => ({ periodo: at(TOLL_PERIODS, i), ...r }));
      const back = parsed(tollsCsv.parse(tollsCsv.export(data, undefined), undefined));
      expect(back).toEqual(data);
      expect(tollsSchema.safeParse(back).success).toBe(true);
    }), RUNS);
  }, SLOW);
  it('Ro', () => {
    const months = fc.uniqueArray(fc.record({ year: fc.integer({ min: 2000, max: 2099 }), month: fc.integer({ min: 1, max: 12 }) }), {
      minLength: 1, maxLength: 36, selector: (m) => m.year * 12 + m.month,
    });
    fc.assert(fc.property(months, fc.array(decimalArb(2, -50, 500), { minLength: 1, maxLength: 10 }), (ms, pool) => {
      const ro = Object.fromEntries(ms.map((m, i) => [monthLabel(m), at(pool, i % pool.length)]));
      const ctx = { ro: Object.fromEntries(Object.keys(ro).map((k) => [k, 0])) };
      const back = parsed(roCsv.parse(roCsv.export(ro, undefined), ctx));
      expect(back).toEqual(ro);
      expect(roCogeneracionSchema.safeParse(back).success).toBe(true);
    }), RUNS);
  }, SLOW);
  const nameArb = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && s !== '');
  /** A valid random row of a registry: min ≤ max, integers, percentages, efficiencies > 0, computed fields. */
  const equipmentRowArb = <Row extends object>(reg: TableRegistry<Row>) =>
    fc.tuple(...reg.fields.map((f) => {
      if (f.kind === 'text') return nameArb;
      if (f.kind === 'state') return fc.constantFrom('Encendido', 'Parado');
      if (f.kind === 'integer') return fc.integer({ min: 0, max: 600 });
      return decimalArb(f.exclusiveMin ? 2 : 3, f.exclusiveMin ? 0.01 : 0, f.max ?? 1000);
    })).map((values) => {
      const row: Record<string, unknown> = Object.fromEntries(reg.fields.map((f, i) => [f.key, values[i]]));
      for (const p of reg.minMaxPairs) {
        const [a, b] = [row[p.min] as number, row[p.max] as number];
        [row[p.min], row[p.max]] = [Math.min(a, b), Math.max(a, b)];
      }
      return withComputed(reg, row as Row);
    });
  const equipment: [string, TableRegistry<any>, CsvCodec<any[], void>, z.ZodType, number, number][] = [
    ['electric boilers', electricBoilerRegistry, electricBoilersCsv, electricBoilerSchema, 1, 20],
    ['gas boilers', gasBoilerRegistry, gasBoilersCsv, gasBoilerSchema, 1, 20],
    ['engines', engineRegistry, enginesCsv, engineSchema, 8, 8],
    ['compressors', compressorRegistry, compressorsCsv, compressorSchema, 1, 30],
  ];
  it.each(equipment)('%s', (_n, reg, codec, schema, minLength, maxLength) => {
    const table = fc.uniqueArray(equipmentRowArb(reg), { minLength, maxLength, selector: (r: any) => r.nombre });
    fc.assert(fc.property(table, (data) => {
      const back = parsed(codec.parse(codec.export(data, undefined), undefined));
      expect(back).toEqual(data);
      expect(z.array(schema).safeParse(back).success).toBe(true);
    }), RUNS);
  }, SLOW);
});

describe('garbage never throws and never yields ok', () => {
  const seriesCtx = { horizonHours: 24, rows: hourValueRows(24) };
  const gridCtx = { horizonHours: 24, names: ['A', 'B'], rows: hourValueRows(24) };
  const parsers: [string, (text: string) => { ok: boolean }][] = [
    ['manual electricity', (t) => manualElectricityPricesCsv.parse(t, seriesCtx)],
    ['manual gas', (t) => manualGasPricesCsv.parse(t, seriesCtx)],
    ['historical OMIE', (t) => historicalOmiePricesCsv.parse(t, { horizonHours: 24, rows: [] })],
    ['historical MIBGAS', (t) => historicalMibgasPricesCsv.parse(t, { horizonHours: 24, rows: [] })],
    ['estimated electricity', (t) => estimatedElectricityPricesCsv.parse(t, { horizonHours: 24, rows: [] })],
    ['estimated gas', (t) => estimatedGasPricesCsv.parse(t, { horizonHours: 24, rows: [] })],
    ['cooling', (t) => coolingDemandCsv.parse(t, seriesCtx)],
    ['steam', (t) => steamDemandCsv.parse(t, seriesCtx)],
    ['tolls', (t) => tollsCsv.parse(t, undefined)],
    ['availability', (t) => engineAvailabilityCsv.parse(t, gridCtx)],
    ['coupling', (t) => couplingCsv.parse(t, { ...gridCtx, rows: gridCtx.rows.map((r) => ({ ...r, acoplamiento: {} })) })],
    ['Ro', (t) => roCsv.parse(t, { ro: { 'ene 2025': 1 } })],
    ['electric boilers', (t) => electricBoilersCsv.parse(t, undefined)],
    ['gas boilers', (t) => gasBoilersCsv.parse(t, undefined)],
    ['engines', (t) => enginesCsv.parse(t, undefined)],
    ['compressors', (t) => compressorsCsv.parse(t, undefined)],
  ];
  const cell = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('', '1', '-1', '1,5', 'H1', '15/01/2025 00:00', '"', 'Horizonte', 'p1'));
  const garbage = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 30 }).map((rows) => rows.map((r) => r.join(';')).join('\n')),
    fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 30 }).map((rows) => `\ufeffHorizonte;Hora;Valor\r\n${rows.map((r) => r.join(',')).join('\r\n')}`),
  );
  it.each(parsers)('%s', (_n, parse) => {
    fc.assert(fc.property(garbage, (text) => {
      expect(parse(text).ok).toBe(false);
    }), { numRuns: 150 });
  });
  it('the right headers with random rows reach a verdict, never the exception fallback (deeper paths)', () => {
    const headerOf: Record<string, string[]> = {
      'manual electricity': manualElectricityPricesCsv.headers({ horizonHours: 24 }), 'manual gas': manualGasPricesCsv.headers({ horizonHours: 24 }),
      'historical OMIE': historicalOmiePricesCsv.headers({ horizonHours: 24 }), 'historical MIBGAS': historicalMibgasPricesCsv.headers({ horizonHours: 24 }),
      'estimated electricity': estimatedElectricityPricesCsv.headers({ horizonHours: 24 }), 'estimated gas': estimatedGasPricesCsv.headers({ horizonHours: 24 }),
      cooling: coolingDemandCsv.headers({ horizonHours: 24 }), steam: ['Date', 'Prediccion', 'Version', 'temperature'], tolls: tollsCsv.headers(undefined),
      availability: engineAvailabilityCsv.headers(gridCtx), coupling: couplingCsv.headers(gridCtx), Ro: roCsv.headers(undefined),
      'electric boilers': electricBoilersCsv.headers(undefined), 'gas boilers': gasBoilersCsv.headers(undefined),
      engines: enginesCsv.headers(undefined), compressors: compressorsCsv.headers(undefined),
    };
    // No quotes and no line breaks in cells: then 'No se pudo leer el CSV.' can only come from an exception.
    const plainCell = cell.map((c) => c.replace(/["\r\n]/g, ''));
    const rows = fc.array(fc.array(plainCell, { minLength: 1, maxLength: 16 }), { minLength: 1, maxLength: 30 });
    fc.assert(fc.property(fc.constantFrom(...parsers), rows, ([name, parse], body) => {
      const header = headerOf[name];
      if (!header) throw new Error(`no header for ${name}`);
      const text = [header, ...body].map((r) => r.join(name === 'steam' ? ',' : ';')).join('\n');
      const r = parse(text) as { ok: boolean; issues?: { code: string }[] };
      expect(r.ok || r.issues?.[0]?.code !== 'csv.unreadable').toBe(true);
    }), { numRuns: 300 });
  });
  it('non-string input never throws', () => {
    for (const [, parse] of parsers) expect(parse(null as unknown as string).ok).toBe(false);
  });
});
