// MIBGAS futures: the forward products of the yearly workbook's 'Trading Data PVB&VTP' sheet
// (balance of month, month, quarter, season, year and weekend products of the Spanish PVB zone).
// Daily products (GDAES_D+n, within-day GWDES) are spot and belong to the price downloader.
import type { FuturesTable } from '../types.ts';
import type { MibgasWorkbook } from '../mibgas/workbook.ts';
import { toTable } from './table.ts';

export interface MibgasFuture extends Record<string, string | number | null> {
  fecha: string; // trading day
  producto: string;
  inicio_entrega: string;
  fin_entrega: string;
  precio_referencia: number | null;
  ultimo_precio: number | null;
}

export const MIBGAS_FUTURES_HEADERS = ['fecha', 'producto', 'inicio_entrega', 'fin_entrega', 'precio_referencia', 'ultimo_precio'] as const;

const isSpot = (product: string) => /_D\+\d+$/.test(product) || /^GWD/.test(product);

export function mibgasFutures(books: readonly MibgasWorkbook[]): MibgasFuture[] {
  const out: MibgasFuture[] = [];
  for (const b of books) {
    for (const t of b.trades) {
      if (t.area !== 'ES' || isSpot(t.product)) continue;
      if (t.referencePrice === null && t.lastPrice === null) continue;
      out.push({ fecha: t.tradingDay, producto: t.product, inicio_entrega: t.firstDelivery, fin_entrega: t.lastDelivery,
        precio_referencia: t.referencePrice, ultimo_precio: t.lastPrice });
    }
  }
  return out;
}

export function mibgasFuturesTable(books: readonly MibgasWorkbook[], range?: { start: string; end: string }): FuturesTable {
  return toTable([...MIBGAS_FUTURES_HEADERS], mibgasFutures(books), 'fecha', range);
}
