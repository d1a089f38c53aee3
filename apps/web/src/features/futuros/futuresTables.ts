// The futures answer (docs/rules/fields.md: { omip, mibgas, co2 }, each { headers: [{ name }], data }) as grid
// columns and as the sheets of Futuros.xlsx (docs/rules/constants.md: Futuros Omip, Futuros MibGas, Futuros Co2).
import { formatDate, parseIsoDate } from '@plantasim/domain';
import type { FuturesResponse } from '../../api/precios';
import { workbookBytes } from '../../components/DataTable/workbook';

export type FuturesKey = 'omip' | 'mibgas' | 'co2';
export type FuturesRow = Record<string, string | number | null>;

export const FUTURES_TABS: readonly FuturesKey[] = ['omip', 'mibgas', 'co2'];

export const FUTURES_FILE = 'Futuros.xlsx';
export const FUTURES_SHEETS: Record<FuturesKey, string> = { omip: 'Futuros Omip', mibgas: 'Futuros MibGas', co2: 'Futuros Co2' };

/** Column names of a set: its headers, or the keys of its first row when it sent none. */
export function columnNames(set: FuturesResponse[FuturesKey] | undefined): string[] {
  if (!set) return [];
  const names = set.headers.map((h) => h.name).filter((n) => n !== '');
  if (names.length > 0) return names;
  return set.data[0] ? Object.keys(set.data[0]) : [];
}

/** A column is numeric when every non-empty value in it is a number. */
export function isNumericColumn(rows: readonly FuturesRow[], name: string): boolean {
  let seen = false;
  for (const row of rows) {
    const v = row[name];
    if (v === null || v === undefined || v === '') continue;
    if (typeof v !== 'number') return false;
    seen = true;
  }
  return seen;
}

/** The columns the server's tabs name (market-data's futures headers), each with its own header text. */
export const FUTURES_COLUMNS = [
  'fecha', 'instrumento', 'contrato', 'vencimiento', 'precio_referencia', 'precio_anterior', 'ultimo_precio', 'mejor_compra',
  'mejor_venta', 'volumen_sesion_mwh', 'interes_abierto', 'producto', 'inicio_entrega', 'fin_entrega', 'precio', 'apertura',
  'maximo', 'minimo', 'volumen', 'variacion_pct',
] as const;
export type FuturesColumn = (typeof FUTURES_COLUMNS)[number];

export function isKnownColumn(name: string): name is FuturesColumn {
  return (FUTURES_COLUMNS as readonly string[]).includes(name);
}

const PRICE_COLUMNS: ReadonlySet<string> = new Set(['precio_referencia', 'precio_anterior', 'ultimo_precio', 'mejor_compra', 'mejor_venta', 'precio', 'apertura', 'maximo', 'minimo']);

/** The unit of a price column of a tab (power and gas per MWh, CO2 allowances per tonne), else null. */
export function priceUnit(tab: FuturesKey, name: string): string | null {
  if (!PRICE_COLUMNS.has(name)) return null;
  return tab === 'co2' ? '€/t' : '€/MWh';
}

/** A column the tabs do not know, readable all the same: 'precio_cierre' → 'Precio cierre'. */
export function plainHeader(name: string): string {
  const words = name.replace(/_+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?$/;

/** 'dd/MM/yyyy' of a 'yyyy-MM-dd' value (a time after it is left out), else null. */
export function displayDate(value: unknown): string | null {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return null;
  const date = parseIsoDate(value.slice(0, 10));
  return date.ok ? formatDate(date.data) : null;
}

/** A column is a date column when every non-empty value in it is a 'yyyy-MM-dd' date. */
export function isDateColumn(rows: readonly FuturesRow[], name: string): boolean {
  let seen = false;
  for (const row of rows) {
    const v = row[name];
    if (v === null || v === undefined || v === '') continue;
    if (displayDate(v) === null) return false;
    seen = true;
  }
  return seen;
}

export function hasFutures(futures: FuturesResponse | null): boolean {
  return futures !== null && FUTURES_TABS.some((key) => futures[key].data.length > 0);
}

/** Rows of a sheet: a header row then the values in header order (numbers stay numbers). */
export function sheetRows(set: FuturesResponse[FuturesKey]): (string | number | null)[][] {
  const names = columnNames(set);
  return [names, ...set.data.map((row) => names.map((n) => row[n] ?? null))];
}

/** Futuros.xlsx (the Excel library loads only now, so it never weighs on page load). */
export function buildFuturesWorkbook(futures: FuturesResponse): Promise<Uint8Array> {
  return workbookBytes(FUTURES_TABS.map((key) => ({ name: FUTURES_SHEETS[key], rows: sheetRows(futures[key]) })));
}
