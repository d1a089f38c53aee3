// Electricity tolls p1–p6 (docs/rules/screens.md, docs/rules/fields.md) with the domain's toll CSV codec. Every header states the
// unit of the numbers under it (the power term is €/MW·year, whatever the label of docs/rules/fields.md says).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TOLL_HEADERS, tollsCsv, type TollRow } from '@plantasim/domain';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';

/** Wide enough for the header with its unit (about 7.5 px a character plus padding and handle). */
const headerWidth = (text: string) => Math.max(150, Math.ceil(text.length * 7.5) + 48);

export function TollsTable({ rows, editable, onChange }: { rows: readonly TollRow[]; editable: boolean; onChange: (rows: TollRow[]) => void }) {
  const { t } = useTranslation();
  const columns = useMemo<DataTableColumn<TollRow>[]>(() => TOLL_HEADERS.map((key): DataTableColumn<TollRow> => (key === 'periodo'
    ? { field: key, headerName: t('simulacion.peajes.periodo'), type: 'text', width: 100, pinned: 'left' }
    : { field: key, headerName: t(`simulacion.peajes.${key}`), type: 'number', step: 0.01, editable, minWidth: headerWidth(t(`simulacion.peajes.${key}`)), min: ['pot_contratada', 'pot_contratada_calderas', 'pot_elec_precio_cerrado', 'peaje_pot'].includes(key) ? 0 : undefined })), [t, editable]);
  const csv = useMemo(() => ({
    fileName: tollsCsv.fileName,
    exportText: () => tollsCsv.export([...rows], undefined),
    ...(editable ? { parse: (text: string) => tollsCsv.parse(text, undefined), onImport: (data: TollRow[]) => onChange(data) } : {}),
  }), [rows, editable, onChange]);
  return (
    <DataTable<TollRow, TollRow[]>
      testId="peajes"
      title={t('simulacion.electricidad.peajes')}
      rows={rows}
      columns={columns}
      readOnly={!editable}
      height="auto"
      getRowId={(r) => r.periodo}
      onRowsChange={(next) => onChange(next)}
      csv={csv}
    />
  );
}
