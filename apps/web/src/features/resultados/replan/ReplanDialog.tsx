// "Re-planificar desde H…": the hour (from the first the server allows, proposed at the next whole hour), the units unavailable from it (grouped by kind) and
// whether the hours before H take the imported actuals. The server checks it all again; its refusal
// is shown in the dialog as it answers it (in the user's language).
import { useState } from 'react';
import {
  Alert, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormGroup,
  FormLabel, InputLabel, MenuItem, Select, Stack, Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { hourLabel, type ReplanInfo } from '@plantasim/domain';
import { ApiError } from '../../../api/client';
import { launchReplan } from '../../../api/replan';
import { replanHours } from './model';

const KINDS = ['motor', 'caldera_gas', 'caldera_electrica', 'compresor'] as const;

export interface ReplanDialogProps {
  simulationId: string;
  info: ReplanInfo;
  open: boolean;
  onClose: () => void;
  /** Called with the new simulation's id once the server has stored it. */
  onLaunched: (id: number) => void;
}

export function ReplanDialog({ simulationId, info, open, onClose, onLaunched }: ReplanDialogProps) {
  const { t } = useTranslation();
  const hours = replanHours(info.horas, info.primeraHora);
  // The server proposes the next whole hour of a plan under way, H1 of a later day's.
  const [hour, setHour] = useState(hours.includes(info.horaPropuesta) ? info.horaPropuesta : (hours[0] ?? 2));
  const [units, setUnits] = useState<string[]>([]);
  const [useActuals, setUseActuals] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggle = (name: string) => setUnits((u) => (u.includes(name) ? u.filter((x) => x !== name) : [...u, name]));
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await launchReplan(simulationId, { hora: hour, unidades: units, usarReales: useActuals });
      onLaunched(answer.id);
    } catch (err) {
      setError(t('replan.launchFailed', { message: err instanceof ApiError || err instanceof Error ? err.message : String(err) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="md" fullWidth data-testid="replan-dialog">
      <DialogTitle>{t('replan.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary">{t('replan.dialogIntro')}</Typography>
          <FormControl size="small" sx={{ maxWidth: 220 }}>
            <InputLabel id="replan-hour-label">{t('replan.hour')}</InputLabel>
            <Select
              labelId="replan-hour-label" label={t('replan.hour')} value={hour} onChange={(e) => setHour(Number(e.target.value))}
              data-testid="replan-hour" MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
            >
              {hours.map((h) => <MenuItem key={h} value={h} data-testid={`replan-hour-${h}`}>{hourLabel(h)}</MenuItem>)}
            </Select>
          </FormControl>
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('replan.units')}</FormLabel>
            <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
              {KINDS.map((kind) => {
                const ofKind = info.unidades.filter((u) => u.tipo === kind);
                if (ofKind.length === 0) return null;
                return (
                  <Stack key={kind} sx={{ minWidth: 190 }}>
                    <Typography variant="caption" sx={{ fontWeight: 600 }}>{t(`replan.unitKind.${kind}`)}</Typography>
                    <FormGroup>
                      {ofKind.map((u) => (
                        <FormControlLabel
                          key={u.nombre} label={u.nombre}
                          control={<Checkbox size="small" checked={units.includes(u.nombre)} onChange={() => toggle(u.nombre)} slotProps={{ input: { 'aria-label': u.nombre } }} />}
                          slotProps={{ typography: { variant: 'body2' } }}
                        />
                      ))}
                    </FormGroup>
                  </Stack>
                );
              })}
            </Stack>
          </FormControl>
          <FormControlLabel
            control={<Checkbox checked={useActuals} onChange={(e) => setUseActuals(e.target.checked)} data-testid="replan-use-actuals" />}
            label={t('replan.useActuals')}
          />
          {units.length === 0 ? <Typography variant="caption" color="text.secondary">{t('replan.noUnits')}</Typography> : null}
          {error ? <Alert severity="error" data-testid="replan-error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('replan.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} loading={busy} disabled={units.length === 0} data-testid="replan-submit">{t('replan.launch')}</Button>
      </DialogActions>
    </Dialog>
  );
}
