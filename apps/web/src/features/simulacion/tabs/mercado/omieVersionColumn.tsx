// The OMIE file version of each day beside the form's OMIE prices (as in the price downloader):
// .1 the first publication, .2, .3… a correction that replaced it. Read from the price service
// (GET /api/descargar-precios-omie-versiones) for the days of the rows shown.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { omieRowsRange, omieVersionOfRow } from '@plantasim/domain';
import type { DataTableColumn } from '../../../../components/DataTable';
import { fetchOmieVersions } from '../../../../api/precios';

type Row = { fecha_hora?: string };

/** The version column for OMIE rows, or undefined while there are none. */
export function useOmieVersionColumns(rows: readonly Row[]): DataTableColumn<Row>[] | undefined {
  const { t } = useTranslation();
  const range = useMemo(() => omieRowsRange(rows.map((r) => ({ fecha_hora: r.fecha_hora ?? '' }))), [rows]);
  const versions = useQuery({
    queryKey: ['precios', 'omie-versiones', range],
    queryFn: ({ signal }) => fetchOmieVersions(range!, signal),
    enabled: range !== null,
  });
  const data = versions.data;
  return useMemo(() => (range === null ? undefined : [{
    field: 'version_omie', headerName: t('precios.columns.version_omie'), headerTooltip: t('precios.columns.version_omieHint'), type: 'text', minWidth: 110,
    format: (_v: unknown, row: Row) => (data ? omieVersionOfRow({ fecha_hora: row.fecha_hora ?? '' }, data) : ''),
  }]), [range, data, t]);
}
