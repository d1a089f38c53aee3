// Ro (docs/rules/screens.md): Horizonte / Valor motores per month of the horizon, an info box, CSV export/import.
// Below the table: the plant's instalación tipo code and the months whose value is the estimate of
// a quarter the BOE has not published (GET /api/ro/estimado, docs/annual-rules.md §3).
import { useMemo, useState } from 'react';
import { Alert, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IT_CODE_PATTERN, estimatedRoMonths, roCsv, roRangeFor, type RoCogeneracion } from '@plantasim/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { fetchRoValues } from '../../../api/simulacion';
import { estimatesByQuarter, useRoEstimates } from '../../../api/ro';
import { usePayload, useSimulation, useUpdate } from '../state/SimulationContext';

type RoRow = { horizonte: string; valor: number };

export function RoPanel() {
  const { t } = useTranslation();
  const payload = usePayload();
  const ro = payload.ro_cogeneracion;
  const code = payload.planta.codigo_instalacion_tipo;
  const { access } = useSimulation();
  const update = useUpdate();
  const rows = useMemo<RoRow[]>(() => Object.entries(ro).map(([horizonte, valor]) => ({ horizonte, valor })), [ro]);
  const columns = useMemo<DataTableColumn<RoRow>[]>(() => [
    { field: 'horizonte', headerName: 'Horizonte', type: 'text', minWidth: 160 },
    { field: 'valor', headerName: 'Valor motores', type: 'number', step: 0.01, editable: access.editable, minWidth: 160 },
  ], [access.editable]);
  const setRo = (next: RoCogeneracion) => update((p) => ({ ...p, ro_cogeneracion: next }));
  const csv = useMemo(() => ({
    fileName: roCsv.fileName,
    exportText: () => roCsv.export(ro, undefined),
    ...(access.editable ? { parse: (text: string) => roCsv.parse(text, { ro }), onImport: (data: RoCogeneracion) => setRo(data) } : {}),
  }), [ro, access.editable]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Alert severity="info" variant="outlined">{t('simulacion.ro.info')}</Alert>
      <EstimatedMonths ro={ro} code={code} range={roRangeFor(payload.configuracion)} />
      <DataTable<RoRow, RoCogeneracion>
        testId="ro-cogeneracion"
        title={t('simulacion.tabs.ro')}
        rows={rows}
        columns={columns}
        readOnly={!access.editable}
        height="auto"
        getRowId={(r) => r.horizonte}
        onRowsChange={(_rows, change) => setRo({ ...ro, [change.row.horizonte]: Number(change.newValue) })}
        csv={csv}
      />
      <InstalacionTipoField code={code} editable={access.editable} />
    </Stack>
  );
}

/** Which months take a quarter's estimate: the master has no value for them and theirs is the estimate. */
function EstimatedMonths({ ro, code, range }: { ro: RoCogeneracion; code: string | undefined; range: { start_date: string; end_date: string } | null }) {
  const { t } = useTranslation();
  const published = useQuery({ queryKey: ['ro', 'months', range], queryFn: ({ signal }) => fetchRoValues(range!, signal), enabled: range !== null && !!code });
  const estimates = useRoEstimates({ ...(range ?? {}), codigo_it: code }, range !== null && !!code);
  if (!code || !published.data || !estimates.data) return null;
  const months = estimatedRoMonths(ro, published.data, estimatesByQuarter(estimates.data));
  if (months.length === 0) return null;
  return (
    <Alert severity="warning" variant="outlined" data-testid="ro-estimated-months">
      {t('roEstimado.formMonths', { months: months.join(', '), code })}
    </Alert>
  );
}

/** planta.codigo_instalacion_tipo: stored only when it is a code ('IT-nnnnn') or cleared. */
function InstalacionTipoField({ code, editable }: { code: string | undefined; editable: boolean }) {
  const { t } = useTranslation();
  const update = useUpdate();
  const [draft, setDraft] = useState(code ?? '');
  const text = draft.trim().toUpperCase();
  const invalid = text !== '' && !IT_CODE_PATTERN.test(text);
  const change = (value: string) => {
    setDraft(value);
    const next = value.trim().toUpperCase();
    if (next === '' || IT_CODE_PATTERN.test(next)) {
      update((p) => {
        const { codigo_instalacion_tipo: _old, ...planta } = p.planta;
        return { ...p, planta: next === '' ? planta : { ...planta, codigo_instalacion_tipo: next } };
      });
    }
  };
  return (
    <TextField
      label={t('roEstimado.codeLabel')}
      value={draft}
      onChange={(e) => change(e.target.value)}
      disabled={!editable}
      error={invalid}
      helperText={invalid ? t('roEstimado.codeInvalid') : t('roEstimado.codeHelp')}
      size="small"
      sx={{ maxWidth: 320 }}
      slotProps={{ htmlInput: { 'data-testid': 'ro-codigo-it' } }}
    />
  );
}
