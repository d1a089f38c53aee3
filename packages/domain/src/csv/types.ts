import type { CsvMessageCode, CsvMessageParams } from '../messages/csv.ts';

/**
 * One finding of an import. `code` is a message of the catalogue (messages/csv.ts) and renders as
 * one line of the dialog; `section` (optional) groups lines under a heading (equipment errors).
 * `row` is the 1-based line number of the file (the header is line 1, data starts at line 2).
 */
export interface CsvIssue {
  readonly code: CsvMessageCode;
  readonly row?: number;
  readonly column?: string;
  readonly params?: CsvMessageParams;
  readonly section?: CsvMessageCode;
}

export type CsvParseResult<T> =
  | {
      readonly ok: true;
      readonly data: T;
      /** How many records the import updated or brought in (the number in the success message). */
      readonly count: number;
      /** 'csv.success.records' ('N registros actualizados.') or 'csv.success.rows' ('N filas importadas'). */
      readonly success: CsvMessageCode;
      /** Non-blocking findings, shown under 'Importación completada con avisos'. */
      readonly warnings?: readonly CsvIssue[];
    }
  | {
      readonly ok: false;
      /** The dialog title, e.g. 'csv.headers.title' → 'Encabezados incorrectos'. */
      readonly title: CsvMessageCode;
      readonly issues: readonly CsvIssue[];
    };

export type CsvFailure = Extract<CsvParseResult<unknown>, { ok: false }>;

/** One table's CSV: template, export and import. Every codec has this shape. */
export interface CsvCodec<TData, TParseCtx, TExportCtx = TParseCtx> {
  /** Export file name (docs/rules/constants.md). */
  readonly fileName: string;
  /** The header row the import expects, in order. */
  headers(ctx: TExportCtx): string[];
  /** A file with only the header row (BOM, semicolon). */
  template(ctx: TExportCtx): string;
  /** Semicolon, decimal comma, BOM, limited to the horizon hours where the table has one. */
  export(data: TData, ctx: TExportCtx): string;
  /** Never throws. */
  parse(text: string, ctx: TParseCtx): CsvParseResult<TData>;
}

/** Export-only tables (read-only market prices, downloader). */
export interface CsvExporter<TData, TExportCtx> {
  readonly fileName: string;
  headers(ctx: TExportCtx): string[];
  export(data: TData, ctx: TExportCtx): string;
}
