// Import time of every CSV table (docs/rules/validation.md) at full size: the hourly tables with 8,784 rows (a
// leap year, the longest horizon), the fixed-size tables at their real size (tolls 6 rows, engines
// 8, Ro 13 months, boilers and compressors as in the base case). Target: under 100 ms per table.
import {
  baseCompressors, baseElectricBoilers, baseEngines, baseGasBoilers, compressorsCsv, coolingDemandCsv, couplingCsv,
  defaultTolls, electricBoilerAvailabilityCsv, electricBoilersCsv, engineAvailabilityCsv, enginesCsv,
  estimatedElectricityPricesCsv, estimatedGasPricesCsv, gasBoilerAvailabilityCsv, gasBoilersCsv,
  historicalMibgasPricesCsv, historicalOmiePricesCsv, horizonKeys, manualElectricityPricesCsv, manualGasPricesCsv,
  monthLabel, roCsv, steamDemandCsv, tollsCsv, type CsvParseResult,
} from '@plantasim/domain';
import { benchCase, type BenchCase } from './benchCase.ts';

const HOURS = 8784;
const TARGET_MS = 100;
const keys = horizonKeys({ year: 2024, month: 1, day: 1 }, HOURS / 24);
/** Deterministic prices/demands with 2 decimals. */
const value = (i: number): number => Math.round(5000 + 4000 * Math.sin(i / 7) + (i % 13) * 17) / 100;
const hourRows = keys.map((horizonte, i) => ({ horizonte, hora: `H${i + 1}`, valor: value(i) }));
const emptyHourRows = hourRows.map((r) => ({ ...r, valor: 0 }));
const marketRows = hourRows.map((r) => ({ fecha_hora: r.horizonte, hora: r.hora, valor: r.valor }));

function mustSucceed(r: CsvParseResult<unknown>): void {
  if (!r.ok) throw new Error(`import failed: ${r.title} ${JSON.stringify(r.issues.slice(0, 2))}`);
}

/** A case that parses `text` with `ctx` and checks the import succeeded. */
function importCase<C>(name: string, parse: (text: string, ctx: C) => CsvParseResult<unknown>, text: string, ctx: C, rows: number) {
  return benchCase({ name, setup: () => ({ text, ctx }), run: (s) => mustSucceed(parse(s.text, s.ctx)), targetMs: TARGET_MS, meta: { rows, bytes: text.length } });
}

const seriesCtx = { horizonHours: HOURS, rows: emptyHourRows };
const marketCtx = { horizonHours: HOURS, rows: marketRows.map((r) => ({ ...r, valor: 0 })) };
const elecEst = keys.map((horizonte, i) => ({ horizonte, precio_estimado: value(i) }));
const gasEst = keys.map((horizonte, i) => ({ horizonte, valor: value(i) / 2 }));

/** The forecast provider's steam file: three versions per hour, comma separated, extra columns. */
const providerSteam = [
  'Date,Prediccion,Version,temperature,componente',
  ...keys.flatMap((k, i) => {
    const [d, m, y] = k.slice(0, 10).split('/');
    const date = `${y}-${m}-${d} ${k.slice(11)}:00`;
    return [1, 2, 3].map((v) => `${date},${(value(i) + v).toFixed(2)},${v},18.5,vapor`);
  }),
].join('\n');

function gridCase(name: string, codec: typeof engineAvailabilityCsv | typeof couplingCsv, names: string[], cell: (i: number, j: number) => number) {
  const ctx = { horizonHours: HOURS, names };
  const rows = keys.map((horizonte, i) => ({
    horizonte, hora: `H${i + 1}`,
    disponibilidad: Object.fromEntries(names.map((n, j) => [n, cell(i, j)])) as Record<string, 0 | 1>,
    acoplamiento: Object.fromEntries(names.map((n, j) => [n, cell(i, j)])),
  }));
  const text = (codec.export as (r: typeof rows, c: typeof ctx) => string)(rows, ctx);
  const importCtx = { ...ctx, rows };
  return importCase(name, codec.parse as (t: string, c: typeof importCtx) => CsvParseResult<unknown>, text, importCtx, HOURS);
}

const engines = baseEngines();
const months = Array.from({ length: 13 }, (_, i) => monthLabel({ year: 2024 + Math.floor(i / 12), month: (i % 12) + 1 }));
const ro = Object.fromEntries(months.map((m, i) => [m, 78.8 + i / 10]));

export const cases: BenchCase[] = [
  importCase('manualElectricityPrices', manualElectricityPricesCsv.parse, manualElectricityPricesCsv.export(hourRows, seriesCtx), seriesCtx, HOURS),
  importCase('manualGasPrices', manualGasPricesCsv.parse, manualGasPricesCsv.export(hourRows, seriesCtx), seriesCtx, HOURS),
  importCase('historicalOmiePrices', historicalOmiePricesCsv.parse, historicalOmiePricesCsv.export(marketRows, marketCtx), marketCtx, HOURS),
  importCase('historicalMibgasPrices', historicalMibgasPricesCsv.parse, historicalMibgasPricesCsv.export(marketRows, marketCtx), marketCtx, HOURS),
  importCase('estimatedElectricityPrices', estimatedElectricityPricesCsv.parse, estimatedElectricityPricesCsv.export(elecEst, { horizonHours: HOURS }),
    { horizonHours: HOURS, rows: elecEst.map((r) => ({ ...r, precio_estimado: 0 })) }, HOURS),
  importCase('estimatedGasPrices', estimatedGasPricesCsv.parse, estimatedGasPricesCsv.export(gasEst, { horizonHours: HOURS }),
    { horizonHours: HOURS, rows: gasEst.map((r) => ({ ...r, valor: 0 })) }, HOURS),
  importCase('coolingDemand', coolingDemandCsv.parse, coolingDemandCsv.export(hourRows, seriesCtx), seriesCtx, HOURS),
  importCase('steamDemandInternal', steamDemandCsv.parse, steamDemandCsv.export(hourRows, seriesCtx), seriesCtx, HOURS),
  importCase('steamDemandProvider', steamDemandCsv.parse, providerSteam, seriesCtx, HOURS * 3),
  gridCase('engineAvailability', engineAvailabilityCsv, engines.map((e) => e.nombre), (i, j) => (i + j) % 5 === 0 ? 0 : 1),
  gridCase('gasBoilerAvailability', gasBoilerAvailabilityCsv, baseGasBoilers().map((e) => e.nombre), (i, j) => (i + j) % 3 === 0 ? 0 : 1),
  gridCase('electricBoilerAvailability', electricBoilerAvailabilityCsv, baseElectricBoilers().map((e) => e.nombre), (i, j) => (i * j) % 2),
  gridCase('coupling', couplingCsv, engines.map((e) => e.nombre), (i, j) => ((i * 31 + j * 7) % 10001) / 10000),
  importCase('tolls', tollsCsv.parse, tollsCsv.export(defaultTolls(), undefined), undefined, 6),
  importCase('ro', roCsv.parse, roCsv.export(ro, undefined), { ro }, months.length),
  importCase('electricBoilers', electricBoilersCsv.parse, electricBoilersCsv.export(baseElectricBoilers(), undefined), undefined, 2),
  importCase('gasBoilers', gasBoilersCsv.parse, gasBoilersCsv.export(baseGasBoilers(), undefined), undefined, 3),
  importCase('engines', enginesCsv.parse, enginesCsv.export(engines, undefined), undefined, 8),
  importCase('compressors', compressorsCsv.parse, compressorsCsv.export(baseCompressors(), undefined), undefined, 11),
];
