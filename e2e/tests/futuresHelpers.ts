// What both futures specs read back: the server's answer shape and the Futuros.xlsx it exports.
import { expect, type Page } from '@playwright/test';
import { readWorkbook, sheetRows } from './resultados.helpers';
import { downloadedBytes } from './screenHelpers';

export type FuturesSet = { headers: { name: string }[]; data: Record<string, string | number | null>[] };
export type Futures = { omip: FuturesSet; mibgas: FuturesSet; co2: FuturesSet };

const SHEETS = { omip: 'Futuros Omip', mibgas: 'Futuros MibGas', co2: 'Futuros Co2' } as const;

/**
 * Clicks Exportar and checks Futuros.xlsx: its three sheets, each headed by the server's column names
 * (not the screen's words) with one row per futures row, the first row's values as the server sent them.
 */
export async function expectFuturesWorkbook(page: Page, expected: Futures): Promise<void> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar' }).click()]);
  expect(download.suggestedFilename()).toBe('Futuros.xlsx');
  const book = await readWorkbook(await downloadedBytes(download));
  expect(book.names).toEqual(Object.values(SHEETS));
  for (const key of ['omip', 'mibgas', 'co2'] as const) {
    const rows = sheetRows(book, SHEETS[key], null);
    expect(rows[0]).toEqual(expected[key].headers.map((h) => h.name));
    expect(rows).toHaveLength(expected[key].data.length + 1);
    expect(rows[1]).toEqual(expected[key].headers.map((h) => expected[key].data[0]![h.name] ?? null));
  }
}
