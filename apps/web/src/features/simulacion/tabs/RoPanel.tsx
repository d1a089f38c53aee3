// Ro (SPEC §2): Horizonte / Valor motores per month of the horizon, an info box, CSV export/import.
import { useMemo } from 'react';
import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { roCsv, type RoCogeneracion } from '@plantasim/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { usePayload, useSimulation, useUpdate } from '../state/SimulationContext';

type RoRow = { horizonte: string; valor: number };

export function RoPanel() {
  const { t } = useTranslation();
  const ro = usePayload().ro_cogeneracion;
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
    </Stack>
  );
}
