// One equipment table of Planta (docs/rules/screens.md): columns, units, steps, limits and CSV all derived from
// the domain registry; computed steam maxima are read-only and recalculated on every edit.
import { useMemo } from 'react';
import {
  EQUIPMENT_STATES, withComputed, type CsvCodec, type TableRegistry,
} from '@plantasim/domain';
import { DataTable, messageLang, type DataTableColumn } from '../../../components/DataTable';
import { useTranslation } from 'react-i18next';

export interface PlantTableProps<Row extends object> {
  registry: TableRegistry<Row>;
  codec: CsvCodec<Row[], void>;
  rows: readonly Row[];
  editable: boolean;
  onChange: (rows: Row[]) => void;
  testId: string;
}

export function PlantTable<Row extends object>({ registry, codec, rows, editable, onChange, testId }: PlantTableProps<Row>) {
  const { i18n } = useTranslation();
  const lang = messageLang(i18n.resolvedLanguage ?? i18n.language);
  const columns = useMemo<DataTableColumn<Row>[]>(() => registry.fields.map((f) => {
    const headerName = f.unit ? `${f.label[lang]} (${f.unit})` : f.label[lang];
    const base: DataTableColumn<Row> = { field: f.key, headerName, headerTooltip: headerName, minWidth: f.kind === 'text' ? 190 : 130 };
    if (f.kind === 'text') return { ...base, type: 'text', editable: editable, pinned: 'left' };
    if (f.kind === 'state') return { ...base, type: 'text', options: EQUIPMENT_STATES, editable };
    return {
      ...base, type: 'number', decimals: f.kind === 'integer' ? 0 : 2, step: f.step, min: f.min, max: f.max,
      editable: editable && !f.computed,
      cellStyle: f.computed ? () => ({ backgroundColor: '#EEF3F8', fontWeight: 600 }) : undefined,
    };
  }), [registry, lang, editable]);

  const csv = useMemo(() => ({
    fileName: codec.fileName,
    exportText: () => codec.export([...rows], undefined),
    ...(editable ? { parse: (text: string) => codec.parse(text, undefined), onImport: (data: Row[]) => onChange(data) } : {}),
  }), [codec, rows, editable, onChange]);

  return (
    <DataTable<Row, Row[]>
      testId={testId}
      title={registry.label[lang]}
      rows={rows}
      columns={columns}
      readOnly={!editable}
      onRowsChange={(next, change) => {
        const copy = next.slice();
        copy[change.rowIndex] = withComputed(registry, change.row);
        onChange(copy);
      }}
      csv={csv}
      height="auto"
    />
  );
}
