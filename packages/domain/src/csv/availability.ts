// Availability of engines, gas boilers and electric boilers (docs/rules/validation.md): 0/1 per equipment and hour.
// File names: disponibilidad_<table>.csv (docs/rules/constants.md 'disponibilidad_*.csv').
import { safeParse } from './engine.ts';
import { gridHeaders, parseGrid, readBinaryCell, writeGrid, type GridCtx, type GridImportCtx } from './grid.ts';
import type { AvailabilityRow } from './rows.ts';
import type { CsvCodec, CsvParseResult } from './types.ts';
import { writeCsv } from './engine.ts';

export type AvailabilityCtx = GridCtx;

function availabilityCodec(fileName: string): CsvCodec<AvailabilityRow[], GridImportCtx, AvailabilityCtx> {
  return {
    fileName,
    headers: (ctx) => gridHeaders(ctx.names),
    template: (ctx) => writeCsv(gridHeaders(ctx.names), []),
    export: (rows, ctx) => writeGrid(rows, ctx, (row, name) => row.disponibilidad[name] ?? 0, 0),
    parse: (text, ctx) =>
      safeParse((): CsvParseResult<AvailabilityRow[]> => {
        const grid = parseGrid(text, ctx, readBinaryCell);
        if (!grid.ok) return grid;
        const data = grid.data.map((r) => ({ horizonte: r.horizonte, hora: r.hora, disponibilidad: r.values as Record<string, 0 | 1> }));
        return { ...grid, data };
      }),
  };
}

export const engineAvailabilityCsv = availabilityCodec('disponibilidad_motores.csv');
export const gasBoilerAvailabilityCsv = availabilityCodec('disponibilidad_calderas_gas.csv');
export const electricBoilerAvailabilityCsv = availabilityCodec('disponibilidad_calderas_electricas.csv');
