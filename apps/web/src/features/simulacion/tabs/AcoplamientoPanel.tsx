// Acoplamiento (docs/rules/screens.md, modes 2–4): a Si/No selector per engine (editable in modes 2 and 3) and a
// percentage 0–100 step 1 per hour and engine (disabled in modes 0 and 1), stored as a fraction.
import { useMemo } from 'react';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  couplingCsv, couplingEditability, couplingPercentToFraction, shortEquipmentHeader, SI_NO, type CouplingRow, type SiNo,
} from '@plantasim/domain';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { usePayload, useSimulation, useUpdate } from '../state/SimulationContext';
import { EquipmentGrid } from './EquipmentGrid';
import { Section } from './SubTabs';

type StateRow = { concepto: string } & Record<string, string>;

const read = (r: CouplingRow, name: string): number => Math.round((r.acoplamiento[name] ?? 0) * 10000) / 100;
const write = (r: CouplingRow, name: string, percent: number): CouplingRow => ({ ...r, acoplamiento: { ...r.acoplamiento, [name]: couplingPercentToFraction(percent) } });

export function AcoplamientoPanel() {
  const { t } = useTranslation();
  const p = usePayload();
  const { access } = useSimulation();
  const update = useUpdate();
  const motores = p.planta.motores;
  const names = useMemo(() => motores.map((m) => m.nombre), [motores]);
  const editable = couplingEditability(p.configuracion.modoEjecucion);

  const stateRows = useMemo<StateRow[]>(() => [{
    concepto: t('simulacion.acoplamiento.coupled'),
    ...Object.fromEntries(names.map((_n, i) => [`e${i}`, p.estadoAcoplamiento[i] ?? 'No'])),
  }], [names, p.estadoAcoplamiento, t]);
  const stateColumns = useMemo<DataTableColumn<StateRow>[]>(() => [
    { field: 'concepto', headerName: t('simulacion.acoplamiento.engine'), type: 'text', minWidth: 150, pinned: 'left' },
    ...names.map((n, i): DataTableColumn<StateRow> => ({ field: `e${i}`, headerName: shortEquipmentHeader(n), headerTooltip: n, type: 'text', options: SI_NO, editable: access.editable && editable.selectors, minWidth: 105 })),
  ], [names, access.editable, editable.selectors, t]);

  return (
    <Stack spacing={1}>
      <Section title={t('simulacion.acoplamiento.stateTitle')}>
        <DataTable<StateRow>
          testId="acoplamiento-estado"
          title={t('simulacion.acoplamiento.stateTitle')}
          rows={stateRows}
          columns={stateColumns}
          readOnly={!access.editable || !editable.selectors}
          height={82}
          onRowsChange={(_rows, change) => {
            const index = Number(change.field.slice(1));
            update((q) => ({ ...q, estadoAcoplamiento: q.estadoAcoplamiento.map((v, i) => (i === index ? (change.newValue as SiNo) : v)) }));
          }}
        />
      </Section>
      <Section title={t('simulacion.acoplamiento.percentTitle')}>
        <EquipmentGrid<CouplingRow>
          testId="acoplamiento"
          title={t('simulacion.acoplamiento.percentTitle')}
          rows={p.acoplamiento_equipos}
          names={names}
          horizonHours={p.configuracion.horizonte_horas}
          read={read}
          write={write}
          cell="percent"
          editable={access.editable && editable.percentages}
          horizonHeader={t('simulacion.columns.horizon')}
          hourHeader={t('simulacion.columns.hour')}
          onChange={(rows) => update((q) => ({ ...q, acoplamiento_equipos: rows }))}
          codec={couplingCsv}
        />
      </Section>
    </Stack>
  );
}
