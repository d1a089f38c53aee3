// The downloaders' bar: start and end pickers (dd/MM/yyyy) and the screen's buttons.
import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { DatePicker } from '../DatePicker';
import { useTranslation } from 'react-i18next';
import type { DateRangeValue } from './dateRange';

export interface DateRangeBarProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  disabled?: boolean;
  /** Buttons placed after the pickers (Download, Export). */
  children?: ReactNode;
}

/** The two pickers, start then end: labels precios.start / precios.end, fields start_date / end_date. */
const EDGES = ['start', 'end'] as const;

export function DateRangeBar({ value, onChange, disabled, children }: DateRangeBarProps) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', rowGap: 2 }}>
      {EDGES.map((edge) => (
        <DatePicker
          key={edge}
          label={t(`precios.${edge}`)}
          value={value[edge]}
          onChange={(date) => onChange({ ...value, [edge]: date })}
          format="dd/MM/yyyy"
          disabled={disabled}
          enableAccessibleFieldDOMStructure={false}
          slotProps={{ textField: { size: 'small', name: `${edge}_date`, sx: { width: { sm: 190 } } } }}
        />
      ))}
      {children}
    </Stack>
  );
}
