// The quarter-hour prices file to fill in, offered beside the manual electricity table's Import in
// a quarter-hourly scenario: every market period of the horizon days at its hour's price.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { manualElectricityQuarterPricesCsv, manualQuarterTemplateRows, resolutionOf } from '@plantasim/domain';
import type { DataTableCsv } from '../../../../components/DataTable';
import { usePayload } from '../../state/SimulationContext';
import type { QuarterSeriesKey } from './quarterPrices';

export function useQuarterTemplate(key: QuarterSeriesKey | undefined): DataTableCsv<unknown>['template'] {
  const { t } = useTranslation();
  const p = usePayload();
  const offered = key === 'elec_precios_manual_cuartos' && resolutionOf(p) === 'cuartohoraria';
  const rows = p.elec_precios_manual;
  const hours = p.configuracion.horizonte_horas;
  return useMemo(() => (offered
    ? {
      label: t('simulacion.electricidad.cuartos.template'),
      fileName: manualElectricityQuarterPricesCsv.fileName,
      text: () => manualElectricityQuarterPricesCsv.export(manualQuarterTemplateRows(rows, hours)),
    }
    : undefined), [offered, rows, hours, t]);
}
