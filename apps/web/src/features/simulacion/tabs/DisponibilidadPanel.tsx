// Disponibilidad (docs/rules/screens.md): engines ('Motor Cog. N' headers), gas boilers and electric boilers,
// one 1/0 selector per hour and equipment.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  electricBoilerAvailabilityCsv, engineAvailabilityCsv, gasBoilerAvailabilityCsv, type AvailabilityRow, type Disponibilidad,
} from '@plantasim/domain';
import { usePayload, useSimulation, useUpdate } from '../state/SimulationContext';
import { EquipmentGrid } from './EquipmentGrid';
import { SubTabs } from './SubTabs';

const read = (r: AvailabilityRow, name: string): number => r.disponibilidad[name] ?? 0;
const write = (r: AvailabilityRow, name: string, v: number): AvailabilityRow => ({ ...r, disponibilidad: { ...r.disponibilidad, [name]: v === 0 ? 0 : 1 } });

export function DisponibilidadPanel() {
  const { t } = useTranslation();
  const p = usePayload();
  const { access } = useSimulation();
  const update = useUpdate();
  const { motores, calderas_gas, calderas_electricas } = p.planta;
  const names = useMemo(() => ({
    motores: motores.map((m) => m.nombre),
    calderas_gas: calderas_gas.map((m) => m.nombre),
    calderas_electricas: calderas_electricas.map((m) => m.nombre),
  }), [motores, calderas_gas, calderas_electricas]);
  const set = (key: keyof Disponibilidad) => (rows: AvailabilityRow[]) => update((q) => ({ ...q, disponibilidad: { ...q.disponibilidad, [key]: rows } }));
  const grid = (id: string, key: keyof Disponibilidad, names: string[], codec: typeof engineAvailabilityCsv, title: string) => (
    <EquipmentGrid<AvailabilityRow>
      testId={`disponibilidad-${id}`}
      title={title}
      rows={p.disponibilidad[key]}
      names={names}
      horizonHours={p.configuracion.horizonte_horas}
      read={read}
      write={write}
      cell="binary"
      editable={access.editable}
      horizonHeader={t('simulacion.columns.horizon')}
      hourHeader={t('simulacion.columns.hour')}
      onChange={set(key)}
      codec={codec}
    />
  );
  return (
    <SubTabs
      label={t('simulacion.tabs.disponibilidad')}
      tabs={[
        { id: 'motores', label: t('simulacion.planta.engines'), render: () => grid('motores', 'motores', names.motores, engineAvailabilityCsv, t('simulacion.planta.engines')) },
        { id: 'calderas-gas', label: t('simulacion.planta.gasBoilers'), render: () => grid('calderas-gas', 'calderas_gas', names.calderas_gas, gasBoilerAvailabilityCsv, t('simulacion.planta.gasBoilers')) },
        { id: 'calderas-electricas', label: t('simulacion.planta.electricBoilers'), render: () => grid('calderas-electricas', 'calderas_electricas', names.calderas_electricas, electricBoilerAvailabilityCsv, t('simulacion.planta.electricBoilers')) },
      ]}
    />
  );
}
