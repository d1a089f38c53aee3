// The ONE grid of the app (docs/architecture.md): AG Grid Community with row virtualisation (a
// year of hours, 8,784 rows, scrolls without rendering them all), es-ES numbers, optional
// editing with steps and ranges, optional CSV export/import through a domain codec. Rows are
// never mutated: an edit produces a new array through onRowsChange. See README.md here.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { readCellInput } from '@plantasim/domain';
import { AgGridReact } from 'ag-grid-react';
import type { CellEditRequestEvent, ColDef, ColGroupDef, GetRowIdParams, GridApi } from 'ag-grid-community';
import { useTranslation } from 'react-i18next';
import { denseGridTheme, gridTheme } from './agGrid';
import { toColDef } from './columnDefs';
import { uiLang } from '../../i18n/format';
import { useDomainMessage } from './domainText';
import { CsvActions } from './CsvActions';
import type { TableScrollGroup } from './scrollGroup';
import { isColumnGroup, type CellChange, type DataTableColumns, type DataTableCsv } from './types';

export interface DataTableProps<Row, TImport = unknown> {
  rows: readonly Row[];
  /** Columns and groups of columns; keep the list stable (useMemo) so cells are not rebuilt on every render. */
  columns: DataTableColumns<Row>;
  /** A stable id per row (e.g. the horizon). Default: the row's position. */
  getRowId?: (row: Row) => string;
  /** Receives the new rows after a cell edit (values parsed and checked against min/max, never mutated in place). */
  onRowsChange?: (rows: Row[], change: CellChange<Row>) => void;
  /** No cell is editable, whatever the columns say (e.g. operators, existing simulations). */
  readOnly?: boolean;
  /** Pixel height or CSS length of the scrolling body (default 480); 'auto' grows with the rows (small tables only: no virtualisation). */
  height?: number | string;
  loading?: boolean;
  /** Shown when there are no rows. */
  emptyText?: string;
  /** Accessible name of the grid and data-testid prefix. */
  title?: string;
  testId?: string;
  /** Export / Import CSV buttons. */
  csv?: DataTableCsv<TImport>;
  /** Extra toolbar content, left of the CSV buttons. */
  toolbar?: ReactNode;
  /** Rows pinned under the body, e.g. a totals row. */
  pinnedBottomRows?: Row[];
  /** Smaller text and padding, for grids that show many narrow columns at once (a day of hours). */
  dense?: boolean;
  /** Tables that scroll sideways together (createScrollGroup). */
  scrollGroup?: TableScrollGroup;
}

/** Row ids for AG Grid and its edit requests turned into new rows: a typed value the cell cannot take
 *  is refused (the `refusal` text), a good one gives onRowsChange a new array. */
function useCellEdits<Row>(
  rows: readonly Row[],
  columns: DataTableColumns<Row>,
  getRowId: ((row: Row) => string) | undefined,
  onRowsChange: ((rows: Row[], change: CellChange<Row>) => void) | undefined,
) {
  const message = useDomainMessage();
  // A typed value the cell cannot take: refused, and said so under the grid until the next good edit.
  const [refusal, setRefusal] = useState<string | null>(null);
  const messageRef = useRef(message);
  messageRef.current = message;

  // Ids: the caller's, or the position of each row in the current array. The grid reads them
  // through refs because AG Grid takes getRowId once.
  const positions = useMemo(() => new Map(rows.map((row, index) => [row as object, index])), [rows]);
  const leaves = useMemo(() => columns.flatMap((c) => (isColumnGroup(c) ? c.children : [c])), [columns]);
  const state = useRef({ rows, positions, getRowId, onRowsChange, columns: leaves });
  state.current = { rows, positions, getRowId, onRowsChange, columns: leaves };

  const gridRowId = useCallback((p: GetRowIdParams<Row>) => {
    const { getRowId: own, positions: map } = state.current;
    return own ? own(p.data) : String(map.get(p.data as object) ?? -1);
  }, []);

  const onCellEditRequest = useCallback((event: CellEditRequestEvent<Row>) => {
    const { rows: current, getRowId: own, onRowsChange: notify, columns: cols } = state.current;
    if (!notify || !event.data) return;
    const field = event.colDef.field as string;
    const column = cols.find((c) => c.field === field);
    const index = own ? current.findIndex((r) => own(r) === event.node.id) : Number(event.node.id);
    if (index < 0 || index >= current.length) return;
    let value: unknown = event.newValue;
    const old = (current[index] as Record<string, unknown>)[field];
    if (column?.options) {
      // The selector hands back the option itself; keep numbers as numbers.
      const match = column.options.find((o) => String(o) === String(value));
      if (match === undefined) return;
      value = match;
    } else if (column?.type === 'number' || typeof old === 'number') {
      const read = readCellInput(value, column?.headerName ?? field, { min: column?.min, max: column?.max });
      if (!read.ok) {
        setRefusal(messageRef.current(read.refusal.code, read.refusal.params));
        return; // the cell keeps its value
      }
      value = read.value;
    }
    setRefusal(null);
    if (Object.is(value, old)) return;
    const row = { ...(current[index] as object), [field]: value } as Row;
    const next = current.slice();
    next[index] = row;
    notify(next, { rowIndex: index, field, oldValue: old, newValue: value, row });
  }, []);

  return { refusal, setRefusal, gridRowId, onCellEditRequest };
}

export function DataTable<Row, TImport = unknown>(props: DataTableProps<Row, TImport>) {
  const { rows, columns, getRowId, onRowsChange, readOnly = false, height = 480, loading, emptyText, title, testId, csv, toolbar, pinnedBottomRows, dense = false, scrollGroup } = props;
  const { t, i18n } = useTranslation();
  const lang = uiLang(i18n.resolvedLanguage ?? i18n.language);
  const { refusal, setRefusal, gridRowId, onCellEditRequest } = useCellEdits(rows, columns, getRowId, onRowsChange);

  // A member of a scroll group follows the others' sideways scroll (AG Grid's aligned grids).
  const member = useRef<{ api: GridApi | null }>({ api: null });
  useEffect(() => scrollGroup?.join(member.current), [scrollGroup]);
  const alignedGrids = useMemo(() => (scrollGroup ? () => scrollGroup.others(member.current) : undefined), [scrollGroup]);

  const columnDefs = useMemo<Array<ColDef<Row> | ColGroupDef<Row>>>(() => columns.map((c) => (isColumnGroup(c)
    ? { groupId: c.groupId, headerName: c.headerName, headerTooltip: c.headerName, marryChildren: true, children: c.children.map((child) => toColDef(child, rows[0], readOnly, lang)) }
    : toColDef(c, rows[0], readOnly, lang))), [columns, readOnly, rows.length > 0, lang]); // eslint-disable-line react-hooks/exhaustive-deps

  const showToolbar = Boolean(toolbar || csv);
  const noRows = emptyText ?? t('dataTable.noRows');

  return (
    <Box data-testid={testId} sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      {showToolbar ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {toolbar}
          <Box sx={{ flexGrow: 1 }} />
          {csv ? <CsvActions csv={csv} testId={testId} /> : null}
        </Stack>
      ) : null}
      {refusal ? (
        <Alert severity="warning" variant="outlined" role="alert" onClose={() => setRefusal(null)} data-testid={testId ? `${testId}-refused` : undefined}>
          {refusal}
        </Alert>
      ) : null}
      <Box role="region" aria-label={title} sx={{ height: height === 'auto' ? undefined : height, width: '100%', ...(height === 'auto' && rows.length > 0 ? FIT_ROWS : {}) }}>
        <AgGridReact<Row>
          theme={dense ? denseGridTheme : gridTheme}
          rowData={rows as Row[]}
          columnDefs={columnDefs}
          getRowId={gridRowId}
          readOnlyEdit
          onCellEditRequest={onCellEditRequest}
          singleClickEdit={false}
          stopEditingWhenCellsLoseFocus
          domLayout={height === 'auto' ? 'autoHeight' : 'normal'}
          loading={loading}
          overlayNoRowsTemplate={`<span class="ag-overlay-no-rows-center">${escapeHtml(noRows)}</span>`}
          overlayLoadingTemplate={`<span class="ag-overlay-loading-center">${escapeHtml(t('common.loading'))}</span>`}
          pinnedBottomRowData={pinnedBottomRows}
          suppressDragLeaveHidesColumns
          enableCellTextSelection
          ensureDomOrder={false}
          animateRows={false}
          tooltipShowDelay={300}
          alignedGrids={alignedGrids}
          onGridReady={(event) => { member.current.api = event.api; }}
          onGridPreDestroyed={() => { member.current.api = null; }}
          defaultColDef={DEFAULT_COLUMN}
        />
      </Box>
    </Box>
  );
}

// A table that grows with its rows ends under its last row: AG Grid otherwise keeps 150 px for
// its no-rows message, a blank band under a three-row table.
const FIT_ROWS = { '& .ag-layout-auto-height .ag-center-cols-viewport, & .ag-layout-auto-height .ag-center-cols-container': { minHeight: 0 } } as const;

// A header's text wraps onto more lines instead of being cut ('Potencia máxima (kWe)' in a narrow
// column), and the header row grows to show it.
const DEFAULT_COLUMN: ColDef = { resizable: true, suppressHeaderMenuButton: true, wrapHeaderText: true, autoHeaderHeight: true };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
