// Hour rows × one column per equipment (docs/rules/screens.md availability and coupling tables) in the shared
// DataTable. Equipment names carry spaces and accents, so grid fields are positional (e0..eN) and
// mapped back to the payload's name maps on every edit.
import { useCallback, useMemo } from 'react';
import { shortEquipmentHeader, type CsvCodec, type GridCtx, type GridImportCtx } from '@plantasim/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';

type FlatRow = { horizonte: string; hora: string } & Record<string, string | number>;

export interface EquipmentGridProps<R extends { horizonte: string; hora: string }> {
  testId: string;
  title: string;
  rows: readonly R[];
  names: readonly string[];
  horizonHours: number;
  /** Cell value of a row for an equipment, as shown (1/0, or percent). */
  read: (row: R, name: string) => number;
  /** New row with the edited equipment value. */
  write: (row: R, name: string, value: number) => R;
  /** 'binary': 1/0 selector; 'percent': number 0–100 step 1. */
  cell: 'binary' | 'percent';
  editable: boolean;
  horizonHeader: string;
  hourHeader: string;
  onChange?: (rows: R[]) => void;
  /** Imports match the file's rows to `rows` on date and hour (a file of another day is refused). */
  codec: CsvCodec<R[], GridImportCtx & { rows: readonly R[] }, GridCtx>;
  importDisabled?: boolean;
}

export function EquipmentGrid<R extends { horizonte: string; hora: string }>(props: EquipmentGridProps<R>) {
  const { rows, names, read, write, cell, editable, onChange, codec, horizonHours } = props;
  const shown = useMemo(() => rows.slice(0, horizonHours), [rows, horizonHours]);
  const flat = useMemo(() => shown.map((r) => {
    const out: FlatRow = { horizonte: r.horizonte, hora: r.hora };
    names.forEach((n, i) => { out[`e${i}`] = read(r, n); });
    return out;
  }), [shown, names, read]);

  const columns = useMemo<DataTableColumn<FlatRow>[]>(() => [
    { field: 'horizonte', headerName: props.horizonHeader, type: 'text', minWidth: 150, pinned: 'left' },
    { field: 'hora', headerName: props.hourHeader, type: 'text', width: 80, pinned: 'left' },
    ...names.map((n, i): DataTableColumn<FlatRow> => (cell === 'binary'
      ? { field: `e${i}`, headerName: shortEquipmentHeader(n), headerTooltip: n, type: 'text', options: [1, 0], editable, minWidth: 110, cellStyle: (_r, v) => (v === 0 ? { color: '#B3261E', fontWeight: 600 } : undefined) }
      : { field: `e${i}`, headerName: shortEquipmentHeader(n), headerTooltip: n, type: 'number', decimals: 0, min: 0, max: 100, step: 1, editable, minWidth: 110 })),
  ], [names, cell, editable, props.horizonHeader, props.hourHeader]);

  const onRowsChange = useCallback((_next: FlatRow[], change: { rowIndex: number; field: string; newValue: unknown }) => {
    if (!onChange) return;
    const name = names[Number(change.field.slice(1))];
    if (name === undefined) return;
    const next = shown.slice();
    next[change.rowIndex] = write(shown[change.rowIndex]!, name, Number(change.newValue));
    onChange(next);
  }, [onChange, names, shown, write]);

  const ctx = useMemo(() => ({ horizonHours, names }), [horizonHours, names]);
  const csv = useMemo(() => ({
    fileName: codec.fileName,
    exportText: () => codec.export([...shown], ctx),
    ...(onChange && !props.importDisabled ? { parse: (text: string) => codec.parse(text, { ...ctx, rows: shown }), onImport: (data: R[]) => onChange(data) } : {}),
  }), [codec, shown, ctx, onChange, props.importDisabled]);

  return (
    <DataTable<FlatRow, R[]>
      testId={props.testId}
      title={props.title}
      rows={flat}
      columns={columns}
      readOnly={!editable || !onChange}
      onRowsChange={onRowsChange}
      getRowId={(r) => r.horizonte}
      csv={csv}
      height={460}
    />
  );
}
