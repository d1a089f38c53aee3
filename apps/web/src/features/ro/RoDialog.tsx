// New / edit dialog of the Ro master (SPEC §2): a date picker that only allows the first day of
// a month (read-only when editing) and a value field (decimal comma or point).
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { DatePicker } from '../../components/DatePicker';
import { useTranslation } from 'react-i18next';
import { parseCsvNumber as parseNumber } from '@plantasim/domain';
import { useDomainMessage } from '../../components/DataTable';
import { fromDateRo, isFirstOfMonth } from './roDates';

export interface RoDialogValue {
  date: Date;
  value: number;
}

export interface RoDialogProps {
  /** The row being edited (its date is read-only), or null for a new value. */
  editing: { DATE_RO: string; VALUE: number } | null;
  busy: boolean;
  onSave: (value: RoDialogValue) => void;
  onClose: () => void;
}

export function RoDialog({ editing, busy, onSave, onClose }: RoDialogProps) {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const [date, setDate] = useState<Date | null>(editing ? fromDateRo(editing.DATE_RO) : null);
  const [valueText, setValueText] = useState(editing ? String(editing.VALUE).replace('.', ',') : '');
  const [touched, setTouched] = useState(false);

  const dateError = !date || Number.isNaN(date.getTime()) ? (touched ? message('form.required') : null) : isFirstOfMonth(date) ? null : t('ro.firstOfMonth');
  const value = parseNumber(valueText);
  const valueError = valueText.trim() === '' ? (touched ? message('form.required') : null) : value === null ? message('form.notNumber') : null;
  const canSave = date !== null && !Number.isNaN(date.getTime()) && isFirstOfMonth(date) && value !== null;

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="ro-dialog-title">
      <DialogTitle id="ro-dialog-title">{editing ? t('ro.editTitle') : t('ro.newTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="ro-form"
          spacing={2}
          sx={{ pt: 1 }}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (canSave && date && value !== null) onSave({ date, value });
          }}
        >
          <DatePicker
            label={t('ro.date')}
            value={date}
            onChange={(next) => setDate(next)}
            format="dd/MM/yyyy"
            enableAccessibleFieldDOMStructure={false}
            readOnly={editing !== null}
            disabled={busy}
            shouldDisableDate={(day) => !isFirstOfMonth(day)}
            slotProps={{ textField: { required: true, error: Boolean(dateError), helperText: dateError ?? t('ro.dateHelp'), name: 'DATE_RO' } }}
          />
          <TextField
            label={t('ro.value')}
            value={valueText}
            onChange={(event) => setValueText(event.target.value)}
            required
            disabled={busy}
            error={Boolean(valueError)}
            helperText={valueError ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'decimal', name: 'VALUE' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form="ro-form" variant="contained" loading={busy} disabled={touched && !canSave}>
          {t('ro.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
