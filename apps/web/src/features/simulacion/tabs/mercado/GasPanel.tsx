// Gas (docs/rules/screens.md): parameters (step 0.1), swap, and MIBGAS (read-only), manual, historical or the
// planning estimate as the source/mode shows (pestanas).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  estimatedGasPricesCsv, historicalMibgasPricesCsv, manualGasPricesCsv, mibgasPricesCsv, wholeMonthCodec, type GasParametros,
} from '@plantasim/domain';
import { useDomainMessage } from '../../../../components/DataTable';
import { usePayload, useSimulation, useUpdate } from '../../state/SimulationContext';
import { SubTabs, type SubTab } from '../SubTabs';
import { KeyValueTable } from './KeyValueTable';
import { PriceSeriesTab } from './PriceSeriesTab';
import { SwapsTable } from './SwapsTable';

const GAS_KEYS = ['impuesto', 'fnee', 'term_a', 'term_bmc', 'term_bcg', 'peaje'] as const;

export function GasPanel() {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const p = usePayload();
  const { access } = useSimulation();
  const update = useUpdate();
  const tabs = p.configuracion.pestanas;
  const labels = useMemo(() => Object.fromEntries(GAS_KEYS.map((k) => [k, t(`simulacion.gas.params.${k}`)])) as Record<keyof GasParametros, string>, [t]);
  const list: SubTab[] = [
    {
      id: 'parametros',
      label: t('simulacion.gas.parametros'),
      render: () => <KeyValueTable<GasParametros> testId="gas-parametros" values={p.gas_parametros} labels={labels} fieldHeader={t('simulacion.gas.field')} valueHeader={t('simulacion.gas.value')} step={0.1} editable={access.editable} onChange={(v) => update((q) => ({ ...q, gas_parametros: v }))} />,
    },
    { id: 'swap', label: t('simulacion.gas.swap'), render: () => <SwapsTable testId="gas-swap" swaps={p.gas_swap} editable={access.editable} onChange={(s) => update((q) => ({ ...q, gas_swap: s }))} /> },
  ];
  if (tabs.mibgas) {
    list.push({ id: 'mibgas', label: t('simulacion.gas.mibgas'), render: () => <PriceSeriesTab seriesKey="gas_precios_MIBGAS" testId="gas-mibgas" title={t('simulacion.gas.mibgas')} valueHeader={t('simulacion.gas.valueHeaders.mibgas')} horizonField="fecha_hora" exporter={mibgasPricesCsv} editable={false} notAvailableText={message('prices.notAvailable.mibgas')} /> });
  }
  if (tabs.manualGas) {
    list.push({ id: 'manual', label: t('simulacion.gas.manual'), render: () => <PriceSeriesTab seriesKey="gas_precios_manual" testId="gas-manual" title={t('simulacion.gas.manual')} valueHeader={t('simulacion.gas.valueHeaders.manual')} horizonField="horizonte" codec={manualGasPricesCsv} editable /> });
  }
  if (tabs.GasPreciosHistoricos) {
    list.push({ id: 'historicos', label: t('simulacion.gas.historicos'), render: () => <PriceSeriesTab seriesKey="gas_precios_historicos" testId="gas-historicos" title={t('simulacion.gas.historicos')} valueHeader={t('simulacion.gas.valueHeaders.historicos')} horizonField="fecha_hora" codec={wholeMonthCodec(historicalMibgasPricesCsv, p.configuracion.fechaActual)} editable ensure="mibgas-historicos" notAvailableText={message('prices.notAvailable.historical')} /> });
  }
  if (tabs.GasPrevisionPrecios) {
    list.push({ id: 'estimados', label: t('simulacion.gas.estimados'), render: () => <PriceSeriesTab seriesKey="gas_precios_estimados" testId="gas-estimados" title={t('simulacion.gas.estimados')} valueHeader={t('simulacion.gas.valueHeaders.estimados')} horizonField="horizonte" codec={estimatedGasPricesCsv} editable /> });
  }
  return <SubTabs label={t('simulacion.tabs.gas')} tabs={list} />;
}
