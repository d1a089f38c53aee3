// A numeric form field that lets the user type freely (decimal comma or point, as Spanish users
// write; a type=number input would refuse the comma) and reports a number only when the text is
// one. Arrow keys step by `step` within [min, max]; the shown text follows outside changes.
import { useEffect, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { parseNumber } from '@plantasim/domain';

export interface NumberInputProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  step?: number;
  min?: number;
  max?: number;
  unit?: string;
  disabled?: boolean;
  helperText?: string;
  error?: string | null;
  width?: number | string;
}

export function NumberInput({ label, value, onChange, step, min, max, unit, disabled, helperText, error, width = 260 }: NumberInputProps) {
  const [text, setText] = useState(String(value).replace('.', ','));
  useEffect(() => {
    setText((current) => (parseNumber(current) === value ? current : String(value).replace('.', ',')));
  }, [value]);
  const parsed = parseNumber(text);
  const invalid = text.trim() !== '' && parsed === null;
  return (
    <TextField
      label={label}
      value={text}
      disabled={disabled}
      type="text"
      size="small"
      sx={{ width }}
      error={invalid || Boolean(error)}
      helperText={error ?? helperText}
      onKeyDown={(e) => {
        if (!step || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
        e.preventDefault();
        const decimals = String(step).split('.')[1]?.length ?? 0;
        let next = Number(((parsed ?? value) + (e.key === 'ArrowUp' ? step : -step)).toFixed(decimals));
        if (min !== undefined) next = Math.max(min, next);
        if (max !== undefined) next = Math.min(max, next);
        setText(String(next).replace('.', ','));
        onChange(next);
      }}
      onChange={(e) => {
        setText(e.target.value);
        const n = parseNumber(e.target.value);
        if (n !== null && Number.isFinite(n)) onChange(n);
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', 'aria-valuemin': min, 'aria-valuemax': max },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
