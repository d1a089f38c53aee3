// Engine coupling (docs/rules/validation.md): a percentage 0–100 per engine and hour in the CSV, stored as
// value / 100 with 4 decimals; exported back as a percentage with 2 decimals (lossless).
import { safeParse, writeCsv } from './engine.ts';
import { gridHeaders, parseGrid, readPercentCell, writeGrid, type GridCtx, type GridImportCtx } from './grid.ts';
export { couplingPercentToFraction } from './grid.ts';
import type { CouplingRow } from './rows.ts';
import type { CsvCodec, CsvParseResult } from './types.ts';

export interface CouplingCtx extends GridImportCtx {
  /** The stored rows: matched on date and hour; fields the CSV does not carry (acoplado) are kept. */
  readonly rows: readonly CouplingRow[];
}

export const couplingCsv: CsvCodec<CouplingRow[], CouplingCtx, GridCtx> = {
  fileName: 'acoplamiento_cogeneracion.csv',
  headers: (ctx) => gridHeaders(ctx.names),
  template: (ctx) => writeCsv(gridHeaders(ctx.names), []),
  export: (rows, ctx) => writeGrid(rows, ctx, (row, name) => (row.acoplamiento[name] ?? 0) * 100, 2),
  parse: (text, ctx) =>
    safeParse((): CsvParseResult<CouplingRow[]> => {
      const grid = parseGrid(text, ctx, readPercentCell);
      if (!grid.ok) return grid;
      const data = grid.data.map((r, i): CouplingRow => ({
        ...ctx.rows[i],
        horizonte: r.horizonte,
        hora: r.hora,
        acoplamiento: r.values,
      }));
      return { ...grid, data };
    }),
};
