// Public surface of the CSV module: every codec of docs/rules/validation.md, the engine pieces other layers need
// (file-name check, number rule, reading/writing) and the result → dialog rendering. Names are
// prefixed (Csv…) where a bare name could clash with other domain exports.
export type { CsvCodec, CsvExporter, CsvFailure, CsvIssue, CsvParseResult } from './types.ts';
export {
  checkCsvFileName, checkHeaders as checkCsvHeaders, formatNumber as formatCsvNumber, formatNumberMin as formatCsvNumberMin,
  guessSeparator as guessCsvSeparator, headerIssues as csvHeaderIssues, importCsvFile, parseDecimal, parseNumber, parseNumber as parseCsvNumber, readCsv, safeExport as safeCsvExport,
  stripBom, writeCsv, type CsvCell, type CsvRow, type CsvTable, type ReadOptions as CsvReadOptions, type Separator as CsvSeparator,
} from './engine.ts';
export { defuseCell, restoreDefusedText } from './formulaGuard.ts';
export { decodeCsvBytes } from './decode.ts';
export { LIMITS as CSV_LIMITS, describeCsvResult, renderIssue as renderCsvIssue, renderIssues as renderCsvIssues, type CsvDialog } from './issues.ts';
export * from '../messages/csv.ts';
export { canonicalDateHour, dateHourKey, matchKey as csvMatchKey, parseDateHour, parseHourCell, type DateHour } from './dateHour.ts';
export type { SeriesCtx, SeriesExportCtx } from './series.ts';
export { manualElectricityPricesCsv, manualGasPricesCsv, type PricePathCtx } from './pricePaths.ts';
export * from './quarterPrices.ts';
export * from './historicalPrices.ts';
export * from './estimatedPrices.ts';
export * from './marketPrices.ts';
export * from './demand.ts';
export * from './tolls.ts';
export { couplingPercentToFraction, gridHeaders, type GridCtx, type GridImportCtx } from './grid.ts';
export * from './availability.ts';
export * from './coupling.ts';
export * from './ro.ts';
export * from './equipment.ts';
