// Public types of the DataTable (see README.md in this folder for examples).
import type { CSSProperties, ReactNode } from 'react';
import type { CsvParseResult } from '@plantasim/domain';
import type { UiLang } from '../../i18n/format';

export interface DataTableColumn<Row> {
  /** Property of the row shown in the column; also the column id and the key of an edit. */
  field: string;
  /** Header text, already translated. */
  headerName: string;
  /**
   * 'number' (the default when the first row holds a number): right-aligned, shown in the interface language with
   * `decimals` decimals, edited with the number editor. 'text': shown as it is.
   */
  type?: 'number' | 'text';
  /** Decimals shown for numbers (docs/rules/constants.md: 2 unless the table says otherwise). */
  decimals?: number;
  /** Editable cells: true, false (default) or per row. Ignored when the table is `readOnly`. */
  editable?: boolean | ((row: Row) => boolean);
  /** Number editing: a typed value outside [min, max] is refused with a message; arrow keys move by `step` within it. */
  min?: number;
  max?: number;
  step?: number;
  /** A closed list of values edited with a selector (availability 1/0, coupling Si/No, states). */
  options?: readonly (string | number)[];
  /** Own display text (overrides the number display); `lang` is the interface language. */
  format?: (value: unknown, row: Row, lang: UiLang) => string;
  /** Own cell content: icons, checkboxes, action buttons. Keep the function stable (useMemo). */
  render?: (row: Row) => ReactNode;
  width?: number;
  minWidth?: number;
  /** Share of the free width (default 1 when no width is given). */
  flex?: number;
  pinned?: 'left' | 'right';
  sortable?: boolean;
  headerTooltip?: string;
  cellStyle?: (row: Row, value: unknown) => CSSProperties | undefined;
  /** Text shown when the pointer rests on a cell (none when undefined). */
  tooltip?: (row: Row, value: unknown) => string | undefined;
}

/**
 * Columns under one shared header (e.g. an equipment's quantities): the group's name spans its
 * children's headers; plain columns beside groups span both header rows.
 */
export interface DataTableColumnGroup<Row> {
  groupId: string;
  /** Header text of the group, already translated. */
  headerName: string;
  children: readonly DataTableColumn<Row>[];
}

/** What a table's `columns` holds: columns and groups of columns. */
export type DataTableColumns<Row> = readonly (DataTableColumn<Row> | DataTableColumnGroup<Row>)[];

export function isColumnGroup<Row>(column: DataTableColumn<Row> | DataTableColumnGroup<Row>): column is DataTableColumnGroup<Row> {
  return 'children' in column;
}

/** One edited cell, as reported to onRowsChange. */
export interface CellChange<Row> {
  rowIndex: number;
  field: string;
  oldValue: unknown;
  newValue: unknown;
  row: Row;
}

/**
 * CSV buttons of a table. Pass a domain codec through these functions, e.g.
 * `{ fileName: roCsv.fileName, exportText: () => roCsv.export(ro), parse: (text) => roCsv.parse(text, ctx), onImport: setRo }`.
 */
export interface DataTableCsv<TImport> {
  /** Name of the exported file (docs/rules/constants.md export names). */
  fileName: string;
  /** The file's text (BOM, semicolons, decimal comma). Return null when there is nothing to export. No Export button when absent. */
  exportText?: () => string | null;
  /** Shown (as an 'Advertencia') when exportText returns null. */
  emptyExportMessage?: string;
  /** Parses an imported text; the component checks the .csv name first. No Import button when absent. */
  parse?: (text: string) => CsvParseResult<TImport>;
  /**
   * Runs only after a successful parse (warnings included); on failure nothing changes. When it
   * returns a promise (the data goes to the server), the result dialog waits for it, and a
   * rejection is shown instead: its message as the title and its `detalles` lines, if any.
   */
  onImport?: (data: TImport, result: Extract<CsvParseResult<TImport>, { ok: true }>) => void | Promise<void>;
  /** A file to fill in and import back (a Template button beside Import), e.g. the quarter-hour prices. */
  template?: { label: string; fileName: string; text: () => string };
  /** Button texts (default 'Exportar' / 'Importar'). */
  exportLabel?: string;
  importLabel?: string;
  /** Disable the buttons (e.g. while loading). */
  disabled?: boolean;
}
