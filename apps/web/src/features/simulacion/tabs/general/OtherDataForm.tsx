// General › Otros datos (SPEC §2, §3): CO2 price, closed electricity price, closed-price power and
// the generation tax, stored as a fraction and shown as a whole percent (domain helpers).
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { taxFractionToPercent, taxPercentToFraction, type Otros } from '@plantasim/domain';
import { usePayload, useSimulation, useUpdate } from '../../state/SimulationContext';
import { NumberInput } from '../NumberInput';

export function OtherDataForm() {
  const { t } = useTranslation();
  const { access } = useSimulation();
  const otros = usePayload().configuracion.otros;
  const update = useUpdate();
  const set = (patch: Partial<Otros>) => update((p) => ({ ...p, configuracion: { ...p.configuracion, otros: { ...p.configuracion.otros, ...patch } } }));
  const disabled = !access.editable;
  return (
    <Stack spacing={3} sx={{ pt: 1 }} data-testid="otros-form">
      <NumberInput label={t('simulacion.otros.co2')} unit="€/t" value={otros.precio_CO2} step={0.1} min={0} disabled={disabled} onChange={(v) => set({ precio_CO2: v })} />
      <NumberInput label={t('simulacion.otros.closedPrice')} unit="€/MWh" value={otros.precio_electricidad_cerrado} step={0.1} disabled={disabled} onChange={(v) => set({ precio_electricidad_cerrado: v })} />
      <NumberInput label={t('simulacion.otros.closedPower')} unit="MW" value={otros.potencia_precio_electricidad_cerrado} step={0.1} min={0} disabled={disabled} onChange={(v) => set({ potencia_precio_electricidad_cerrado: v })} />
      <NumberInput
        label={t('simulacion.otros.tax')}
        unit="%"
        value={taxFractionToPercent(otros.impuesto_generacion)}
        step={1}
        min={0}
        max={100}
        disabled={disabled}
        onChange={(v) => set({ impuesto_generacion: taxPercentToFraction(Math.min(100, Math.max(0, v))) })}
      />
    </Stack>
  );
}
