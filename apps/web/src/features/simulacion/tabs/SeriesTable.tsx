// One hourly series (horizon, hour, value) in the shared DataTable: demands, manual, market,
// historical and estimated prices. Shows the first horizon-hours rows (docs/rules/screens.md), hour labels
// H1..Hn by position where a row has none, and the CSV buttons of the table's domain codec. The
// quarter-hour price tables use it too, with the period as their second column.
import { useCallback, useMemo } from 'react';
import type { CsvCodec, CsvExporter, SeriesCtx, SeriesExportCtx } from '@plantasim/domain';
import { seriesImport, type SeriesImporter } from './seriesImport';
import { DataTable, type DataTableColumn, type DataTableCsv } from '../../../components/DataTable';

type AnyRow = Record<string, unknown>;

export interface SeriesTableProps<R extends object> {
  testId: string;
  title: string;
  rows: readonly R[];
  horizonHours: number;
  /** 'horizonte' or 'fecha_hora'. */
  horizonField: 'horizonte' | 'fecha_hora';
  valueField: string;
  horizonHeader: string;
  hourHeader: string;
  valueHeader: string;
  decimals?: number;
  /** Editing: min/max/step of the value. */
  editable?: boolean;
  min?: number;
  max?: number;
  step?: number;
  onChange?: (rows: R[]) => void;
  /** Import + export (editable tables) or export only (read-only market prices). */
  codec?: CsvCodec<R[], SeriesCtx<R>, SeriesExportCtx>;
  exporter?: CsvExporter<readonly R[], SeriesExportCtx>;
  importDisabled?: boolean;
  emptyText?: string;
  height?: number;
  /** A file to fill in and import back (DataTable's Template button), shown beside Import. */
  template?: DataTableCsv<unknown>['template'];
  /** Read-only columns after the value (e.g. the OMIE file version of each row's day). */
  extraColumns?: readonly DataTableColumn<R>[];
  /** The second column's field: 'hora' (default, labelled H1..Hn by position where missing) or
   *  e.g. 'periodo' (quarter-hour rows, shown as they are). */
  hourField?: string;
  /**
   * An import that reads more than the codec's rows (the manual electricity table's hourly or
   * quarter-hour file): its success is what to do with the data. Replaces the codec's import.
   */
  importer?: SeriesImporter<R>;
}


export function SeriesTable<R extends object>(props: SeriesTableProps<R>) {
  const { rows, horizonHours, horizonField, valueField, codec, exporter, onChange, importer, editable = false, hourField = 'hora' } = props;
  // First horizon-hours rows, with H labels by position where missing.
  const shown = useMemo(() => {
    const limited = rows.length > horizonHours && codec ? rows.slice(0, horizonHours) : rows;
    if (hourField !== 'hora') return limited;
    return limited.map((r, i) => ((r as AnyRow).hora ? r : ({ ...r, hora: `H${i + 1}` } as R)));
  }, [rows, horizonHours, codec, hourField]);

  const columns = useMemo<DataTableColumn<R>[]>(() => [
    { field: horizonField, headerName: props.horizonHeader, type: 'text', minWidth: 150 },
    { field: hourField, headerName: props.hourHeader, type: 'text', width: 100 },
    {
      field: valueField, headerName: props.valueHeader, type: 'number', decimals: props.decimals ?? 2,
      editable, min: props.min, max: props.max, step: props.step, minWidth: 160,
    },
    ...(props.extraColumns ?? []),
  ], [horizonField, hourField, valueField, props.horizonHeader, props.hourHeader, props.valueHeader, props.decimals, editable, props.min, props.max, props.step, props.extraColumns]);

  const exportText = useCallback(() => {
    if (shown.length === 0) return null;
    if (codec) return codec.export([...shown], { horizonHours });
    return exporter ? exporter.export(shown, { horizonHours: Math.max(horizonHours, shown.length) }) : null;
  }, [codec, exporter, shown, horizonHours]);

  const csv = useMemo(() => {
    const fileName = codec?.fileName ?? exporter?.fileName ?? 'datos.csv';
    if (codec && onChange && !props.importDisabled) {
      const parse = importer ?? ((text: string, ctx: SeriesCtx<R>) => seriesImport(codec.parse(text, ctx), onChange));
      return {
        fileName,
        exportText,
        parse: (text: string) => parse(text, { horizonHours, rows: shown }),
        onImport: (apply: () => void) => apply(),
        ...(props.template ? { template: props.template } : {}),
      };
    }
    return { fileName, exportText };
  }, [codec, exporter, exportText, onChange, importer, horizonHours, shown, props.importDisabled, props.template]);

  return (
    <DataTable<R, () => void>
      testId={props.testId}
      title={props.title}
      rows={shown}
      columns={columns}
      readOnly={!editable || !onChange}
      onRowsChange={onChange ? (next) => onChange(next) : undefined}
      csv={csv}
      emptyText={props.emptyText}
      height={props.height ?? 460}
    />
  );
}

