// Cooling and steam demand (docs/rules/validation.md "Cooling demand CSV", "Steam demand CSV"). Demand CSVs guess
// between comma and semicolon. Negative demand is rejected ('Valores negativos no permitidos').
import { checkHeaders, fail, readCsv, safeParse } from './engine.ts';
import { limitIssues, LIMITS } from './issues.ts';
import type { HourValueRow } from './rows.ts';
import { applySeriesRows, seriesExport, seriesTemplate, type SeriesCtx, type SeriesExportCtx, type SeriesSpec, hourValueSpecParts } from './series.ts';
import { parseSteamProvider, STEAM_PROVIDER_COLUMNS, isSteamProviderHeader } from './steamProvider.ts';
import type { CsvCodec, CsvFailure } from './types.ts';

/** 'Horizontes no encontrados': one 'No existe el horizonte: X' line per horizon, at most 8. */
function horizonsNotFound(unmatched: { horizon: string }[]): CsvFailure {
  const issues = unmatched.map((u) => ({ code: 'demand.noHorizon' as const, params: { value: u.horizon } }));
  return fail('demand.notFound.title', limitIssues(issues, LIMITS.horizons));
}

function demandSpec<R extends HourValueRow>(fileName: string, valueHeader: string): SeriesSpec<R> {
  return {
    ...hourValueSpecParts<R>(valueHeader, (r) => r.horizonte),
    fileName,
    separator: 'guess',
    rowCountTitle: 'csv.rowCount.title',
    nonNumeric: 'invalidRows',
    negative: 'reject',
    notFound: horizonsNotFound,
  };
}

export type DemandCtx<R extends HourValueRow = HourValueRow> = SeriesCtx<R>;

const coolingSpec = demandSpec<HourValueRow>('demanda_frio.csv', 'Demanda de frío (MW)');
const steamSpec = demandSpec<HourValueRow>('demanda_vapor.csv', 'Demanda de vapor (MW)');

/** Cooling demand: Horizonte;Hora;Demanda de frío (MW), rows = horizon hours. */
export const coolingDemandCsv: CsvCodec<HourValueRow[], DemandCtx, SeriesExportCtx> = {
  fileName: coolingSpec.fileName,
  headers: () => [...coolingSpec.headers],
  template: () => seriesTemplate(coolingSpec),
  export: (rows, ctx) => seriesExport(coolingSpec, rows, ctx),
  parse: (text, ctx) =>
    safeParse(() => {
      const read = readCsv(text, { separator: 'guess' });
      if (!read.ok) return read;
      const headerFailure = checkHeaders(read.table.headers, coolingSpec.headers, [{ code: 'demand.coolingHeaders' }]);
      return headerFailure ?? applySeriesRows(coolingSpec, read.table, ctx);
    }),
};

/**
 * Steam demand: the internal format Horizonte;Hora;Demanda de vapor (MW) (rows = horizon hours),
 * or the provider format Date, Prediccion, Version (+ ignored temperature, componente), highest
 * version per horizon. Anything else: 'El CSV no coincide con ninguna plantilla conocida'.
 * Exports the internal format.
 */
export const steamDemandCsv: CsvCodec<HourValueRow[], DemandCtx, SeriesExportCtx> = {
  fileName: steamSpec.fileName,
  headers: () => [...steamSpec.headers],
  template: () => seriesTemplate(steamSpec),
  export: (rows, ctx) => seriesExport(steamSpec, rows, ctx),
  parse: (text, ctx) =>
    safeParse(() => {
      const read = readCsv(text, { separator: 'guess' });
      if (!read.ok) return read;
      const { headers } = read.table;
      if (headers.length === 3 && headers.every((h, i) => h === steamSpec.headers[i])) return applySeriesRows(steamSpec, read.table, ctx);
      if (isSteamProviderHeader(headers)) return parseSteamProvider(read.table, ctx);
      return fail('demand.unknownTemplate', [{ code: 'demand.steamHeaders' }]);
    }),
};

export { STEAM_PROVIDER_COLUMNS };
