// Planta › Base calorífica: on which calorific basis the engines' and the gas boilers' efficiencies
// are given (PCI by default, the manufacturers' convention) and the gas's PCI/PCS ratio (0.9 by
// default). The optimiser counts gas on PCI (the REE's basis) and prices it per MWh PCS, as MIBGAS and
// the gas bill do (docs/settlement.md).
import { FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CALORIFIC_BASES, gasBasisOf, type CalorificBasis, type GasBasis } from '@plantasim/domain';
import { usePayload, useSimulation, useUpdate } from '../state/SimulationContext';
import { NumberInput } from './NumberInput';

function BasisSelect({ id, label, value, disabled, onChange }: { id: string; label: string; value: CalorificBasis; disabled: boolean; onChange: (v: CalorificBasis) => void }) {
  const { t } = useTranslation();
  return (
    <FormControl size="small" sx={{ maxWidth: 360 }} disabled={disabled}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select labelId={`${id}-label`} label={label} value={value} onChange={(e) => onChange(e.target.value as CalorificBasis)} data-testid={id}>
        {CALORIFIC_BASES.map((b) => <MenuItem key={b} value={b}>{t(`simulacion.gasBasis.${b}`)}</MenuItem>)}
      </Select>
    </FormControl>
  );
}

export function GasBasisPanel() {
  const { t } = useTranslation();
  const planta = usePayload().planta;
  const { access } = useSimulation();
  const update = useUpdate();
  const basis = gasBasisOf(planta);
  const set = (patch: Partial<GasBasis>) => update((p) => ({ ...p, planta: { ...p.planta, base_calorifica: { ...gasBasisOf(p.planta), ...patch } } }));
  const disabled = !access.editable;
  return (
    <Stack spacing={3} sx={{ pt: 1, maxWidth: 760 }} data-testid="base-calorifica">
      <Typography variant="body2" color="text.secondary">{t('simulacion.gasBasis.intro')}</Typography>
      <BasisSelect id="base-motores" label={t('simulacion.gasBasis.engines')} value={basis.motores} disabled={disabled} onChange={(v) => set({ motores: v })} />
      <BasisSelect id="base-calderas" label={t('simulacion.gasBasis.boilers')} value={basis.calderas} disabled={disabled} onChange={(v) => set({ calderas: v })} />
      <NumberInput
        label={t('simulacion.gasBasis.ratio')} unit="PCI/PCS" value={basis.relacion_pci_pcs} step={0.01} min={0.51} max={1} disabled={disabled}
        onChange={(v) => set({ relacion_pci_pcs: Math.min(1, Math.max(0.51, v)) })}
      />
    </Stack>
  );
}
