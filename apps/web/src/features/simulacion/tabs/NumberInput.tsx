// A numeric form field that lets the user type freely (decimal comma or point, as Spanish users
// write; a type=number input would refuse the comma) and reports a number only when the text is
// one within [min, max]. Arrow keys step by `step` within the same range; the shown text follows
// outside changes. With `allowEmpty` an empty field is a value of its own (null: "not given").
import { useEffect, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import { parseNumber } from '@plantasim/domain';

interface CommonProps {
  label: string;
  step?: number;
  min?: number;
  max?: number;
  unit?: string;
  disabled?: boolean;
  helperText?: string;
  error?: string | null;
  width?: number | string;
  placeholder?: string;
  testId?: string;
  /** In a table row the column header is the visible label; the field keeps it for screen readers. */
  labelHidden?: boolean;
}

type RequiredValue = { allowEmpty?: false; value: number; onChange: (value: number) => void };
type OptionalValue = { allowEmpty: true; value: number | null; onChange: (value: number | null) => void };
export type NumberInputProps = CommonProps & (RequiredValue | OptionalValue);

const shown = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

export function NumberInput(props: NumberInputProps) {
  const { label, value, step, min, max, unit, disabled, helperText, error, width = 260, placeholder, testId, labelHidden } = props;
  const read = (raw: string): number | null => (props.allowEmpty && raw.trim() === '' ? null : parseNumber(raw));
  const inRange = (n: number) => Number.isFinite(n) && (min === undefined || n >= min) && (max === undefined || n <= max);
  const report = (n: number | null) => {
    if (props.allowEmpty) props.onChange(n);
    else if (n !== null) props.onChange(n);
  };
  const [text, setText] = useState(shown(value));
  useEffect(() => {
    setText((current) => (read(current) === value ? current : shown(value)));
    // `read` depends only on allowEmpty, which a field does not change during its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  const parsed = read(text);
  const invalid = text.trim() !== '' && (parsed === null || !inRange(parsed));
  return (
    <TextField
      label={labelHidden ? undefined : label}
      value={text}
      disabled={disabled}
      placeholder={placeholder}
      type="text"
      size="small"
      sx={{ width }}
      error={invalid || Boolean(error)}
      helperText={error ?? helperText}
      onKeyDown={(e) => {
        if (!step || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
        e.preventDefault();
        const decimals = String(step).split('.')[1]?.length ?? 0;
        let next = Number(((parsed ?? value ?? 0) + (e.key === 'ArrowUp' ? step : -step)).toFixed(decimals));
        if (min !== undefined) next = Math.max(min, next);
        if (max !== undefined) next = Math.min(max, next);
        setText(shown(next));
        report(next);
      }}
      onChange={(e) => {
        setText(e.target.value);
        const n = read(e.target.value);
        if (n === null ? props.allowEmpty && e.target.value.trim() === '' : inRange(n)) report(n);
      }}
      slotProps={{
        htmlInput: {
          inputMode: 'decimal', 'aria-valuemin': min, 'aria-valuemax': max,
          ...(labelHidden ? { 'aria-label': label } : {}), ...(testId ? { 'data-testid': testId } : {}),
        },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
    />
  );
}
