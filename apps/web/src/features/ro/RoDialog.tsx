// New / edit dialog of the Ro master (docs/rules/screens.md): a month picker (a Ro value belongs to a month and
// is stored on its first day; read-only when editing) and a value field (decimal comma or point).
// Escape with the picker open closes the picker, not the dialog with what was typed.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { DatePicker } from '../../components/DatePicker';
import { pickerDate, pickerDay } from '../../components/pickerDays';
import { useTranslation } from 'react-i18next';
import { firstOfMonth, parseCsvNumber as parseNumber, type CalendarDate } from '@plantasim/domain';
import { useDomainMessage } from '../../components/DataTable';
import { fromDateRo, isFirstOfMonth } from './roDates';

export interface RoDialogValue {
  /** The first day of the month picked. */
  date: CalendarDate;
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
  const [date, setDate] = useState<Date | null>(() => {
    const stored = editing ? fromDateRo(editing.DATE_RO) : null;
    return stored ? pickerDate(stored) : null;
  });
  const [valueText, setValueText] = useState(editing ? String(editing.VALUE).replace('.', ',') : '');
  const [touched, setTouched] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);

  const day = pickerDay(date);
  const dateError = !day ? (touched ? message('form.required') : null) : isFirstOfMonth(day) ? null : t('ro.firstOfMonth');
  const value = parseNumber(valueText);
  const valueError = valueText.trim() === '' ? (touched ? message('form.required') : null) : value === null ? message('form.notNumber') : null;
  const canSave = day !== null && isFirstOfMonth(day) && value !== null;

  return (
    <Dialog
      open
      onClose={busy ? undefined : (_event, reason) => {
        // Escape with the picker open is the picker's: it closes itself. The month list takes the
        // focus when it opens, so the key rarely reaches here; should the focus have stayed outside it
        // (the day calendar of before left it on the open button), the dialog still stays open.
        if (reason === 'escapeKeyDown' && pickerOpen) return;
        onClose();
      }}
      fullWidth
      maxWidth="xs"
      aria-labelledby="ro-dialog-title"
    >
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
            if (canSave && day && value !== null) onSave({ date: day, value });
          }}
        >
          <DatePicker
            label={t('ro.date')}
            value={date}
            // Whatever day the picker or the field carries, the value is its month's.
            onChange={(next) => {
              const picked = pickerDay(next);
              setDate(picked ? pickerDate(firstOfMonth(picked)) : next);
            }}
            views={['year', 'month']}
            openTo="month"
            format="MM/yyyy"
            enableAccessibleFieldDOMStructure={false}
            readOnly={editing !== null}
            disabled={busy}
            open={pickerOpen}
            onOpen={() => setPickerOpen(true)}
            onClose={() => setPickerOpen(false)}
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
