// Planta (docs/rules/screens.md): engines (15 columns), gas (steam) boilers, electric boilers and compressors; and
// the engines' state before H1 and cost per start, kept beside the engine table of docs/rules/fields.md; how the
// units move between loads (part-load curves, ramps, boiler start costs); the annual rules.
import { useTranslation } from 'react-i18next';
import {
  compressorRegistry, compressorsCsv, electricBoilerRegistry, electricBoilersCsv, engineRegistry, enginesCsv,
  gasBoilerRegistry, gasBoilersCsv, type Plant,
} from '@plantasim/domain';
import { usePayload, useSimulation, useUpdate } from '../state/SimulationContext';
import { EstadoInicialPanel } from './EstadoInicialPanel';
import { GasBasisPanel } from './GasBasisPanel';
import { OperacionPanel } from './OperacionPanel';
import { ReglasAnualesPanel } from './ReglasAnualesPanel';
import { PlantTable } from './PlantTable';
import { SubTabs } from './SubTabs';

export function PlantaPanel() {
  const { t } = useTranslation();
  const planta = usePayload().planta;
  const { access } = useSimulation();
  const update = useUpdate();
  const set = <K extends keyof Plant>(key: K) => (rows: Plant[K]) => update((p) => ({ ...p, planta: { ...p.planta, [key]: rows } }));
  const editable = access.editable;
  return (
    <SubTabs
      label={t('simulacion.tabs.planta')}
      tabs={[
        { id: 'motores', label: t('simulacion.planta.engines'), render: () => <PlantTable testId="planta-motores" registry={engineRegistry} codec={enginesCsv} rows={planta.motores} editable={editable} onChange={set('motores')} /> },
        { id: 'calderas-gas', label: t('simulacion.planta.gasBoilers'), render: () => <PlantTable testId="planta-calderas-gas" registry={gasBoilerRegistry} codec={gasBoilersCsv} rows={planta.calderas_gas} editable={editable} onChange={set('calderas_gas')} /> },
        { id: 'calderas-electricas', label: t('simulacion.planta.electricBoilers'), render: () => <PlantTable testId="planta-calderas-electricas" registry={electricBoilerRegistry} codec={electricBoilersCsv} rows={planta.calderas_electricas} editable={editable} onChange={set('calderas_electricas')} /> },
        { id: 'compresores', label: t('simulacion.planta.compressors'), render: () => <PlantTable testId="planta-compresores" registry={compressorRegistry} codec={compressorsCsv} rows={planta.compresores} editable={editable} onChange={set('compresores')} /> },
        { id: 'estado-inicial', label: t('simulacion.planta.initialState'), render: () => <EstadoInicialPanel /> },
        { id: 'operacion', label: t('simulacion.operacion.tab'), render: () => <OperacionPanel /> },
        { id: 'reglas-anuales', label: t('anual.form.tab'), render: () => <ReglasAnualesPanel /> },
        { id: 'base-calorifica', label: t('simulacion.gasBasis.tab'), render: () => <GasBasisPanel /> },
      ]}
    />
  );
}
