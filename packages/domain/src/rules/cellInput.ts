// A number typed into a grid cell (docs/rules/validation.md number rule: decimal comma or point). A value the cell
// cannot take is refused and said so, never changed behind the user's back: '-20' in a column that
// starts at 0 used to become 0,00 and 'abc' silently reverted.
import { parseNumber } from '../csv/engine.ts';
import type { RuleMessage } from './validity.ts';

export type CellInput = { ok: true; value: number } | { ok: false; refusal: RuleMessage };

/** Numbers as the UI writes them in a message (decimal comma in Spanish; the message is language-free here). */
const shown = (n: number): string => String(n).replace('.', ',');

/**
 * The value of a typed cell, or why it is refused ('cell.notNumber', 'cell.negative' when the column
 * starts at 0, 'cell.belowMin', 'cell.aboveMax'). `column` names the column in the message.
 */
export function readCellInput(raw: unknown, column: string, limits: { min?: number; max?: number } = {}): CellInput {
  const text = raw === null || raw === undefined ? '' : String(raw).trim();
  const value = typeof raw === 'number' ? raw : parseNumber(text);
  if (value === null || !Number.isFinite(value)) {
    return { ok: false, refusal: { code: text === '' ? 'cell.empty' : 'cell.notNumber', params: { column, value: text } } };
  }
  const { min, max } = limits;
  if (min !== undefined && value < min) {
    return { ok: false, refusal: min === 0 ? { code: 'cell.negative', params: { column, value: text } } : { code: 'cell.belowMin', params: { column, value: text, min: shown(min) } } };
  }
  if (max !== undefined && value > max) return { ok: false, refusal: { code: 'cell.aboveMax', params: { column, value: text, max: shown(max) } } };
  return { ok: true, value };
}
