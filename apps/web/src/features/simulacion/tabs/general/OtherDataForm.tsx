// General › Otros datos (docs/rules/screens.md, docs/rules/fields.md): CO2 price, closed electricity price, closed-price power and
// the generation tax, stored as a fraction and shown as a whole percent (domain helpers). Below the
// CO2 price, where it comes from: the EUA futures price of the scenario's date, or why not (co2Note).
import { Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { co2Note, taxFractionToPercent, taxPercentToFraction, type Otros } from '@plantasim/domain';
import { fetchCo2Price } from '../../../../api/precios';
import { messageLang, useDomainMessage } from '../../../../components/DataTable';
import { usePayload, useSimulation, useUpdate } from '../../state/SimulationContext';
import { NumberInput } from '../NumberInput';

function Co2Source({ fecha, value }: { fecha: string; value: number }) {
  const { i18n } = useTranslation();
  const message = useDomainMessage();
  const eua = useQuery({ queryKey: ['precio-co2', fecha], queryFn: ({ signal }) => fetchCo2Price(fecha, signal), staleTime: 60_000, retry: false });
  if (eua.isPending) return null;
  const format = new Intl.NumberFormat(messageLang(i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en-GB' : 'es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const note = co2Note(fecha, value, eua.data ?? null);
  const params = { date: note.params.date, value: format.format(note.params.value), eua: note.params.eua === undefined ? '' : format.format(note.params.eua) };
  return <Typography variant="caption" color="text.secondary" data-testid="co2-source" data-source={note.code}>{message(note.code, params)}</Typography>;
}

export function OtherDataForm() {
  const { t } = useTranslation();
  const { access } = useSimulation();
  const { otros, fechaActual } = usePayload().configuracion;
  const update = useUpdate();
  const set = (patch: Partial<Otros>) => update((p) => ({ ...p, configuracion: { ...p.configuracion, otros: { ...p.configuracion.otros, ...patch } } }));
  const disabled = !access.editable;
  return (
    <Stack spacing={3} sx={{ pt: 1 }} data-testid="otros-form">
      <Stack spacing={0.5}>
        <NumberInput label={t('simulacion.otros.co2')} unit="€/t" value={otros.precio_CO2} step={0.1} min={0} disabled={disabled} onChange={(v) => set({ precio_CO2: v })} />
        {access.operator ? null : <Co2Source fecha={fechaActual} value={otros.precio_CO2} />}
      </Stack>
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
