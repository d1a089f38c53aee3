// Beside the Ro master: the Ro of this quarter and the next four estimated from futures by the
// published method (GET /api/ro/estimado), each with its inputs; a quarter whose months the master
// already holds says "publicado" (the master's value is the one simulations use).
import { useMemo } from 'react';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { monthLabel, monthLabelsOfQuarter, parseIsoDate, type RoEstimateQuarter, type RoMasterRow } from '@plantasim/domain';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { useRoEstimates } from '../../api/ro';
import { useFormat } from '../../i18n/format';

type Input = RoEstimateQuarter['entradas']['electricidad'];
type Row = RoEstimateQuarter & { publicado: boolean };

export function RoEstimates({ master }: { master: readonly RoMasterRow[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const answer = useRoEstimates({});
  const masterMonths = useMemo(() => new Set(master.flatMap((r) => {
    const d = parseIsoDate(r.DATE_RO.slice(0, 10));
    return d.ok ? [monthLabel(d.data)] : [];
  })), [master]);
  const rows = useMemo<Row[]>(() => (answer.data?.trimestres ?? []).map((q) => ({
    ...q, publicado: monthLabelsOfQuarter(q.trimestre).every((m) => masterMonths.has(m)),
  })), [answer.data, masterMonths]);

  const inputText = (i: Input, decimals: number) => [
    i.valor === null ? '—' : f.number(i.valor, decimals),
    i.patas.map((l) => (l.de ? t('roEstimado.legFrom', { leg: l.pata, from: l.de })
      : t('roEstimado.leg', { leg: l.pata, value: l.valor === null ? '—' : f.number(l.valor, 2), sessions: l.sesiones }))).join(' · '),
  ];
  const inputColumn = (field: 'electricidad' | 'gas' | 'co2', key: 'electricity' | 'gas' | 'co2'): DataTableColumn<Row> => ({
    field, headerName: t(`roEstimado.columns.${key}`), type: 'text', minWidth: 150,
    format: (_v, row) => inputText(row.entradas[field], 3)[0]!,
    tooltip: (row) => inputText(row.entradas[field], 3)[1],
  });

  const columns: DataTableColumn<Row>[] = [
    { field: 'trimestre', headerName: t('roEstimado.columns.quarter'), type: 'text', minWidth: 100 },
    { field: 'valor', headerName: t('roEstimado.columns.value'), minWidth: 240, render: (row) => (row.valor === null ? t(`roEstimado.reason.${row.motivo ?? 'no_prices'}`) : f.number(row.valor, 3)) },
    { field: 'estado', headerName: t('roEstimado.columns.status'), minWidth: 100, render: (row) => (row.publicado ? t('roEstimado.published') : row.valor !== null ? t('roEstimado.estimated') : '—') },
    inputColumn('electricidad', 'electricity'),
    inputColumn('gas', 'gas'),
    inputColumn('co2', 'co2'),
    {
      field: 'metodo', headerName: t('roEstimado.columns.method'), minWidth: 260,
      render: (row) => (row.metodo ? t('roEstimado.method', {
        year: row.metodo.anio_valores, tolls: row.metodo.peajes_trimestre, ivpee: f.number(row.metodo.ivpee_pct, 1), access: f.number(row.metodo.acceso_gas, 3),
      }) : ''),
    },
  ];

  return (
    <Stack spacing={1} sx={{ mt: 3 }} data-testid="ro-estimates">
      <Typography variant="h6">{t('roEstimado.title')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {answer.data?.codigo_it ? t('roEstimado.intro', { code: answer.data.codigo_it, date: answer.data.fecha }) : answer.data ? t('roEstimado.noCode') : ''}
      </Typography>
      <DataTable
        title={t('roEstimado.title')}
        testId="ro-estimates-table"
        rows={rows}
        columns={columns}
        getRowId={(row) => row.trimestre}
        loading={answer.isLoading}
        emptyText={answer.isError ? t('roEstimado.loadError') : ''}
        height="auto"
        readOnly
      />
    </Stack>
  );
}
