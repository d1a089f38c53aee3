// The number editor of every grid. A text input rather than AG Grid's number editor: it accepts
// a decimal comma or point (docs/rules/validation.md number rule; it opens with the value in the interface language's
// decimal mark, without grouping), and its arrow keys step by the
// column's step without treating off-step values as invalid (AG Grid's editor rejects 84,75 in a
// 0.1-step column; the steps of docs/rules/constants.md are the spinner's increments, not a validation).
import { useEffect, useRef, useState } from 'react';
import type { CustomCellEditorProps } from 'ag-grid-react';
import { editText, readEditedNumber, stepDecimals, stepValue } from './numberFormat';
import type { UiLang } from '../../i18n/format';

export interface NumberEditorParams {
  min?: number;
  max?: number;
  step?: number;
  decimals?: number;
  /** The interface language: the decimal mark the editor opens with. */
  lang?: UiLang;
}

export function NumberCellEditor(props: CustomCellEditorProps & NumberEditorParams) {
  const { value, onValueChange, min, max, step, eventKey } = props;
  const decimals = Math.max(props.decimals ?? 2, stepDecimals(step));
  const typedFirst = eventKey && eventKey.length === 1 ? eventKey : null;
  const [text, setText] = useState(() => typedFirst ?? (typeof value === 'number' ? editText(value, decimals, props.lang ?? 'es') : String(value ?? '')));
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const el = input.current;
    if (!el) return;
    el.focus();
    if (!typedFirst) el.select();
  }, [typedFirst]);

  const change = (next: string) => {
    setText(next);
    onValueChange(next);
  };

  return (
    <input
      ref={input}
      className="ag-input-field-input ag-text-field-input"
      style={{ width: '100%', height: '100%', padding: '0 8px', border: 'none', outline: 'none', font: 'inherit' }}
      type="text"
      inputMode="decimal"
      aria-label={props.colDef.headerName}
      value={text}
      onChange={(event) => change(event.target.value)}
      onKeyDown={(event) => {
        if (!step || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
        event.preventDefault();
        const current = readEditedNumber(text) ?? (typeof value === 'number' ? value : 0);
        const next = stepValue(current, step, event.key === 'ArrowUp' ? 1 : -1, min, max);
        change(editText(next, decimals, props.lang ?? 'es'));
      }}
    />
  );
}
