// Planta › Reglas anuales: the annual rules of the régimen retributivo específico as plant data
// (planta.reglas_anuales, docs/annual-rules.md): REE minimum and Ref H, equivalent hours minimum and
// threshold, installed power, CO2 budget and the year so far. The planning year enforces them; other
// runs report the year's figures against them. Operators never reach this tab (and the server takes
// the plant from the stored base case for their launches).
import { useTranslation } from 'react-i18next';
import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import {
  withAnnualPeriodPercent, withAnnualRule, withAnnualRulesOn, withAnnualShareHeld, withAnnualToDate, type AnnualRuleField, type AnnualToDateField,
} from '@plantasim/domain';
import { usePayload, useSimulation, useUpdate } from '../state/SimulationContext';
import { NumberInput } from './NumberInput';

const LIMITS: Array<{ field: AnnualRuleField; unit: string; percent?: boolean; max?: number }> = [
  { field: 'ree_minimo', unit: '%', percent: true, max: 100 },
  { field: 'ref_h', unit: '%', percent: true, max: 100 },
  { field: 'horas_minimas', unit: 'h', max: 8784 },
  { field: 'horas_umbral', unit: 'h', max: 8784 },
  { field: 'potencia_instalada', unit: 'MW', max: 1e4 },
  { field: 'co2_presupuesto_t', unit: 't', max: 1e9 },
];
const TO_DATE: Array<{ field: AnnualToDateField; unit: string }> = [
  { field: 'electricidad_mwh', unit: 'MWh' }, { field: 'combustible_mwh', unit: 'MWh' }, { field: 'calor_util_mwh', unit: 'MWh' },
  { field: 'energia_vendida_mwh', unit: 'MWh' }, { field: 'co2_t', unit: 't' }, { field: 'horas_exentas', unit: 'h' },
];
const PERIODS = [{ index: 0, months: 3 }, { index: 1, months: 6 }, { index: 2, months: 9 }] as const;

export function ReglasAnualesPanel() {
  const { t } = useTranslation();
  const rules = usePayload().planta.reglas_anuales;
  const { access } = useSimulation();
  const update = useUpdate();
  const disabled = !access.editable;
  const pct = (x: number | undefined) => (x === undefined ? null : Math.round(x * 1e6) / 1e4);
  return (
    <Stack spacing={2} data-testid="reglas-anuales" sx={{ maxWidth: 900 }}>
      <Typography variant="body2" color="text.secondary">{t('anual.form.intro')}</Typography>
      <FormControlLabel
        control={<Switch checked={rules !== undefined} disabled={disabled} onChange={(_e, on) => update((p) => withAnnualRulesOn(p, on))} inputProps={{ 'aria-label': t('anual.form.on') }} data-testid="reglas-anuales-on" />}
        label={t('anual.form.on')}
      />
      {rules ? (
        <>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {LIMITS.map(({ field, unit, percent, max }) => {
              const raw = rules[field];
              return (
                <NumberInput
                  key={field} allowEmpty min={0} max={max} unit={unit} disabled={disabled} width={270}
                  label={t(`anual.form.fields.${field}`)} testId={`reglas-anuales-${field}`}
                  placeholder={t(field === 'ree_minimo' || field === 'ref_h' ? 'anual.form.default' : 'anual.form.none')}
                  value={percent ? pct(raw) : raw ?? null}
                  onChange={(v) => update((p) => withAnnualRule(p, field, v === null ? null : percent ? v / 100 : v))}
                />
              );
            })}
            {PERIODS.map(({ index, months }) => (
              <NumberInput
                key={months} allowEmpty min={0} max={100} unit="%" disabled={disabled} width={270}
                label={t('anual.form.fields.porcentaje_meses', { months })} testId={`reglas-anuales-porcentaje-${months}`}
                placeholder={t('anual.form.none')}
                value={rules.porcentajes_3_6_9_meses?.[index] ?? null}
                onChange={(v) => update((p) => withAnnualPeriodPercent(p, index, v))}
              />
            ))}
          </Stack>
          <FormControlLabel
            control={(
              <Switch
                checked={rules.ajustar_cuota === true} disabled={disabled} onChange={(_e, on) => update((p) => withAnnualShareHeld(p, on))}
                inputProps={{ 'aria-label': t('anual.form.shareHeld') }} data-testid="reglas-anuales-ajustar-cuota"
              />
            )}
            label={t('anual.form.shareHeld')}
          />
          <Typography variant="subtitle2" component="h3">{t('anual.form.toDate')}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {TO_DATE.map(({ field, unit }) => (
              <NumberInput
                key={field} allowEmpty min={0} max={1e9} unit={unit} disabled={disabled} width={270}
                label={t(`anual.form.toDateFields.${field}`)} testId={`reglas-anuales-acumulado-${field}`}
                value={rules.acumulado?.[field] || null}
                onChange={(v) => update((p) => withAnnualToDate(p, field, v))}
              />
            ))}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}
