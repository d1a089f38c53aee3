// The downloaders' bar: start and end pickers (dd/MM/yyyy) and the screen's buttons.
import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useTranslation } from 'react-i18next';
import type { DateRangeValue } from './dateRange';

export interface DateRangeBarProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  disabled?: boolean;
  /** Buttons placed after the pickers (Download, Export). */
  children?: ReactNode;
}

export function DateRangeBar({ value, onChange, disabled, children }: DateRangeBarProps) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', rowGap: 2 }}>
      <DatePicker
        label={t('precios.start')}
        value={value.start}
        onChange={(start) => onChange({ ...value, start })}
        format="dd/MM/yyyy"
        disabled={disabled}
        enableAccessibleFieldDOMStructure={false}
        slotProps={{ textField: { size: 'small', name: 'start_date', sx: { width: { sm: 190 } } } }}
      />
      <DatePicker
        label={t('precios.end')}
        value={value.end}
        onChange={(end) => onChange({ ...value, end })}
        format="dd/MM/yyyy"
        disabled={disabled}
        enableAccessibleFieldDOMStructure={false}
        slotProps={{ textField: { size: 'small', name: 'end_date', sx: { width: { sm: 190 } } } }}
      />
      {children}
    </Stack>
  );
}
