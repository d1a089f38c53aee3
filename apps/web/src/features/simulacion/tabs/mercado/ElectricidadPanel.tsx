// Electricidad (SPEC §2): tolls, swaps, and the price tab the source/mode shows (pestanas): OMIE
// (read-only), forecast (read-only), manual (editable), historical (backtesting), planning estimate.
import { useTranslation } from 'react-i18next';
import {
  estimatedElectricityPricesCsv, historicalOmiePricesCsv, manualElectricityPricesCsv, omiePricesCsv, previsionPricesCsv,
} from '@plantasim/domain';
import { useRuntimeConfig } from '../../../../api/hooks';
import { useDomainMessage } from '../../../../components/DataTable';
import { usePayload, useSimulation, useUpdate } from '../../state/SimulationContext';
import { SubTabs, type SubTab } from '../SubTabs';
import { PriceSeriesTab, type PriceSeriesTabProps } from './PriceSeriesTab';
import { SwapsTable } from './SwapsTable';
import { TollsTable } from './TollsTable';

export const asCodec = (c: unknown) => c as PriceSeriesTabProps['codec'];
export const asExporter = (c: unknown) => c as PriceSeriesTabProps['exporter'];

export function ElectricidadPanel() {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const p = usePayload();
  const { access } = useSimulation();
  const update = useUpdate();
  const provider = useRuntimeConfig().data?.etiqueta_prevision || 'Previsión';
  const tabs = p.configuracion.pestanas;
  const list: SubTab[] = [
    { id: 'peajes', label: t('simulacion.electricidad.peajes'), render: () => <TollsTable rows={p.elec_peajes} editable={access.editable} onChange={(rows) => update((q) => ({ ...q, elec_peajes: rows }))} /> },
    { id: 'swap', label: t('simulacion.electricidad.swap'), render: () => <SwapsTable testId="elec-swap" swaps={p.elec_swap} editable={access.editable} onChange={(s) => update((q) => ({ ...q, elec_swap: s }))} /> },
  ];
  if (tabs.omie) {
    list.push({ id: 'omie', label: t('simulacion.electricidad.omie'), render: () => <PriceSeriesTab seriesKey="elec_precios_OMIE" testId="elec-omie" title={t('simulacion.electricidad.omie')} valueHeader="Precio OMIE (€/MWh)" horizonField="fecha_hora" exporter={asExporter(omiePricesCsv)} editable={false} notAvailableText={message('prices.notAvailable.omie')} /> });
  }
  if (tabs.prevision) {
    list.push({ id: 'prevision', label: t('simulacion.electricidad.prevision', { provider }), render: () => <PriceSeriesTab seriesKey="elec_precios_prevision" testId="elec-prevision" title={provider} valueHeader={`Precio ${provider} (€/MWh)`} horizonField="fecha_hora" exporter={asExporter(previsionPricesCsv)} editable={false} decimals={3} notAvailableText={message('prices.notAvailable.prevision', { provider })} /> });
  }
  if (tabs.manualElect) {
    list.push({ id: 'manual', label: t('simulacion.electricidad.manual'), render: () => <PriceSeriesTab seriesKey="elec_precios_manual" testId="elec-manual" title={t('simulacion.electricidad.manual')} valueHeader="Precio mercado (€/MWh)" horizonField="horizonte" codec={asCodec(manualElectricityPricesCsv)} editable /> });
  }
  if (tabs.ElecPreciosHistoricos) {
    list.push({ id: 'historicos', label: t('simulacion.electricidad.historicos'), render: () => <PriceSeriesTab seriesKey="elec_precios_historicos" testId="elec-historicos" title={t('simulacion.electricidad.historicos')} valueHeader="Precio casación OMIE (€/MWh)" horizonField="fecha_hora" codec={asCodec(historicalOmiePricesCsv)} editable ensure="omie-historicos" wholeMonth notAvailableText={message('prices.notAvailable.historical')} /> });
  }
  if (tabs.ElecPrevisionPrecios) {
    list.push({ id: 'estimados', label: t('simulacion.electricidad.estimados'), render: () => <PriceSeriesTab seriesKey="elec_precios_estimados" testId="elec-estimados" title={t('simulacion.electricidad.estimados')} valueHeader="Precio Estimado (€ / MWh)" valueField="precio_estimado" horizonField="horizonte" codec={asCodec(estimatedElectricityPricesCsv)} editable /> });
  }
  return <SubTabs label={t('simulacion.tabs.electricidad')} tabs={list} />;
}
