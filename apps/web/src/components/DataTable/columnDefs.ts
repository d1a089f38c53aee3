// DataTableColumn → AG Grid ColDef: number display in the interface language, editors (numbers, closed lists),
// custom renderers. Kept apart from the component so the mapping is plain and testable.
import type { CellClassParams, ColDef, EditableCallbackParams, ICellRendererParams, ValueFormatterParams } from 'ag-grid-community';
import { formatNumber, type UiLang } from '../../i18n/format';
import { NumberCellEditor, type NumberEditorParams } from './NumberCellEditor';
import type { DataTableColumn } from './types';

function isNumberColumn<Row>(column: DataTableColumn<Row>, sample: Row | undefined): boolean {
  if (column.type) return column.type === 'number';
  if (column.options || column.render) return false;
  const value = sample ? (sample as Record<string, unknown>)[column.field] : undefined;
  return typeof value === 'number';
}

export function toColDef<Row>(column: DataTableColumn<Row>, sample: Row | undefined, readOnly: boolean, lang: UiLang = 'es'): ColDef<Row> {
  const numeric = isNumberColumn(column, sample);
  const decimals = column.decimals ?? 2;
  const def: ColDef<Row> = {
    colId: column.field,
    field: column.field as ColDef<Row>['field'],
    headerName: column.headerName,
    headerTooltip: column.headerTooltip ?? column.headerName,
    cellDataType: false,
    sortable: column.sortable ?? false,
    pinned: column.pinned,
    width: column.width,
    minWidth: column.minWidth ?? 90,
    flex: column.width ? undefined : (column.flex ?? 1),
  };
  if (column.format) {
    const format = column.format;
    def.valueFormatter = (p: ValueFormatterParams<Row>) => (p.data ? format(p.value, p.data, lang) : '');
  } else if (numeric) {
    def.valueFormatter = (p: ValueFormatterParams<Row>) => formatNumber(p.value, lang, decimals);
  }
  if (numeric) {
    def.type = 'rightAligned';
    def.comparator = (a: unknown, b: unknown) => (Number(a ?? -Infinity) || 0) - (Number(b ?? -Infinity) || 0);
  }
  if (column.render) {
    const render = column.render;
    def.cellRenderer = (p: ICellRendererParams<Row>) => (p.data ? render(p.data) : null);
  }
  if (column.cellStyle) {
    const style = column.cellStyle;
    def.cellStyle = (p: CellClassParams<Row>) => (p.data ? (style(p.data, p.value) ?? null) : null) as never;
  }
  if (column.tooltip) {
    const tooltip = column.tooltip;
    def.tooltipValueGetter = (p) => (p.data ? tooltip(p.data, p.value) : undefined);
  }
  const editable = readOnly ? false : (column.editable ?? false);
  if (editable) {
    def.editable = typeof editable === 'function' ? (p: EditableCallbackParams<Row>) => (p.data ? editable(p.data) : false) : true;
    if (column.options) {
      def.cellEditor = 'agSelectCellEditor';
      def.cellEditorParams = { values: [...column.options] };
    } else if (numeric) {
      def.cellEditor = NumberCellEditor;
      def.cellEditorParams = { min: column.min, max: column.max, step: column.step, decimals, lang } satisfies NumberEditorParams;
      // While editing, up/down arrows step the value instead of moving to another row.
      def.suppressKeyboardEvent = (p) => p.editing && (p.event.key === 'ArrowUp' || p.event.key === 'ArrowDown');
    }
  }
  return def;
}
