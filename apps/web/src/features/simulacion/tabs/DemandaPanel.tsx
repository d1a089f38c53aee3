// Demanda (docs/rules/screens.md): steam (with the demand coefficient 0–1.5 step 0.01 for full users) and cooling.
// Operators may export and import demand CSVs on a new simulation.
import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  clampSteamCoefficient, coolingDemandCsv, steamDemandCsv, STEAM_COEF_MAX, STEAM_COEF_MIN, STEAM_COEF_STEP,
  type DemandRow,
} from '@plantasim/domain';
import { useDomainMessage } from '../../../components/DataTable';
import { usePayload, useSimulation, useUpdate } from '../state/SimulationContext';
import { NumberInput } from './NumberInput';
import { SeriesTable } from './SeriesTable';
import { Section, SubTabs } from './SubTabs';

export function DemandaPanel() {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const p = usePayload();
  const { access } = useSimulation();
  const update = useUpdate();
  const [coefError, setCoefError] = useState<string | null>(null);
  const hours = p.configuracion.horizonte_horas;
  const common = { horizonHours: hours, horizonField: 'horizonte' as const, valueField: 'valor', horizonHeader: t('simulacion.columns.horizon'), hourHeader: t('simulacion.columns.hour'), editable: access.editable, min: 0, step: 0.01 };
  const setSeries = (key: 'demanda_vapor' | 'demanda_frio') => (rows: DemandRow[]) =>
    update((q) => (key === 'demanda_vapor' ? { ...q, demanda_vapor: rows } : { ...q, demanda_frio: rows }));

  return (
    <SubTabs
      label={t('simulacion.tabs.demanda')}
      tabs={[
        {
          id: 'vapor',
          label: t('simulacion.demanda.steam'),
          render: () => (
            <Stack spacing={2}>
              {!access.operator ? (
                <Section title={t('simulacion.demanda.coefficientTitle')}>
                  <NumberInput
                    label={t('simulacion.demanda.coefficient')}
                    value={p.demanda_coef}
                    step={STEAM_COEF_STEP}
                    min={STEAM_COEF_MIN}
                    max={STEAM_COEF_MAX}
                    disabled={!access.editable}
                    error={coefError}
                    onChange={(v) => {
                      const r = clampSteamCoefficient(v);
                      if (!r.ok) { setCoefError(message(r.code)); return; }
                      setCoefError(null);
                      update((q) => ({ ...q, demanda_coef: r.value }));
                    }}
                  />
                </Section>
              ) : null}
              <SeriesTable testId="demanda-vapor" title={t('simulacion.demanda.steam')} rows={p.demanda_vapor} valueHeader={t('simulacion.demanda.steamValue')} codec={steamDemandCsv} onChange={setSeries('demanda_vapor')} {...common} />
            </Stack>
          ),
        },
        {
          id: 'frio',
          label: t('simulacion.demanda.cooling'),
          render: () => <SeriesTable testId="demanda-frio" title={t('simulacion.demanda.cooling')} rows={p.demanda_frio} valueHeader={t('simulacion.demanda.coolingValue')} codec={coolingDemandCsv} onChange={setSeries('demanda_frio')} {...common} />,
        },
      ]}
    />
  );
}

export function NotAvailable({ text }: { text: string }) {
  return <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>{text}</Alert>;
}
