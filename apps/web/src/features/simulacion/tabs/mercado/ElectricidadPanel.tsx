// Electricidad (docs/rules/screens.md): tolls, swaps, and the price tab the source/mode shows (pestanas): OMIE
// (read-only), forecast (read-only), manual (editable), historical (backtesting), planning estimate.
// The manual table imports an hourly or a quarter-hour file; in a quarter-hourly scenario the OMIE and
// manual tabs show their quarter-hour prices too.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  estimatedElectricityPricesCsv, historicalOmiePricesCsv, manualElectricityPricesCsv, omiePricesCsv, previsionPricesCsv, wholeMonthCodec,
} from '@plantasim/domain';
import { useRuntimeConfig } from '../../../../api/hooks';
import { useDomainMessage } from '../../../../components/DataTable';
import { usePayload, useSimulation, useUpdate } from '../../state/SimulationContext';
import { manualElectricityImporter } from '../seriesImport';
import { SubTabs, type SubTab } from '../SubTabs';
import { PriceSeriesTab } from './PriceSeriesTab';
import { SwapsTable } from './SwapsTable';
import { TollsTable } from './TollsTable';

export function ElectricidadPanel() {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const p = usePayload();
  const { access } = useSimulation();
  const update = useUpdate();
  const provider = useRuntimeConfig().data?.etiqueta_prevision || 'Previsión';
  const tabs = p.configuracion.pestanas;
  const manualImporter = useMemo(() => manualElectricityImporter(update), [update]);
  const list: SubTab[] = [
    { id: 'peajes', label: t('simulacion.electricidad.peajes'), render: () => <TollsTable rows={p.elec_peajes} editable={access.editable} onChange={(rows) => update((q) => ({ ...q, elec_peajes: rows }))} /> },
    { id: 'swap', label: t('simulacion.electricidad.swap'), render: () => <SwapsTable testId="elec-swap" swaps={p.elec_swap} editable={access.editable} onChange={(s) => update((q) => ({ ...q, elec_swap: s }))} /> },
  ];
  if (tabs.omie) {
    list.push({ id: 'omie', label: t('simulacion.electricidad.omie'), render: () => <PriceSeriesTab seriesKey="elec_precios_OMIE" testId="elec-omie" title={t('simulacion.electricidad.omie')} valueHeader={t('simulacion.electricidad.valueHeaders.omie')} horizonField="fecha_hora" exporter={omiePricesCsv} editable={false} notAvailableText={message('prices.notAvailable.omie')} omieVersions quarterSeriesKey="elec_precios_OMIE_cuartos" /> });
  }
  if (tabs.prevision) {
    list.push({ id: 'prevision', label: t('simulacion.electricidad.prevision', { provider }), render: () => <PriceSeriesTab seriesKey="elec_precios_prevision" testId="elec-prevision" title={provider} valueHeader={t('simulacion.electricidad.valueHeaders.prevision', { provider })} horizonField="fecha_hora" exporter={previsionPricesCsv} editable={false} decimals={3} notAvailableText={message('prices.notAvailable.prevision', { provider })} /> });
  }
  if (tabs.manualElect) {
    list.push({ id: 'manual', label: t('simulacion.electricidad.manual'), render: () => <PriceSeriesTab seriesKey="elec_precios_manual" testId="elec-manual" title={t('simulacion.electricidad.manual')} valueHeader={t('simulacion.electricidad.valueHeaders.manual')} horizonField="horizonte" codec={manualElectricityPricesCsv} importer={manualImporter} quarterSeriesKey="elec_precios_manual_cuartos" editable /> });
  }
  if (tabs.ElecPreciosHistoricos) {
    list.push({ id: 'historicos', label: t('simulacion.electricidad.historicos'), render: () => <PriceSeriesTab seriesKey="elec_precios_historicos" testId="elec-historicos" title={t('simulacion.electricidad.historicos')} valueHeader={t('simulacion.electricidad.valueHeaders.historicos')} horizonField="fecha_hora" codec={wholeMonthCodec(historicalOmiePricesCsv, p.configuracion.fechaActual)} editable ensure="omie-historicos" notAvailableText={message('prices.notAvailable.historical')} omieVersions /> });
  }
  if (tabs.ElecPrevisionPrecios) {
    list.push({ id: 'estimados', label: t('simulacion.electricidad.estimados'), render: () => <PriceSeriesTab seriesKey="elec_precios_estimados" testId="elec-estimados" title={t('simulacion.electricidad.estimados')} valueHeader={t('simulacion.electricidad.valueHeaders.estimados')} valueField="precio_estimado" horizonField="horizonte" codec={estimatedElectricityPricesCsv} editable /> });
  }
  return <SubTabs label={t('simulacion.tabs.electricidad')} tabs={list} />;
}
