/** Reads a number written with a decimal point or a decimal comma ('84,08', '-3.2', '1.234,5',
 *  '1,234.5'): whichever of comma or point comes last is the decimal separator. Null if not a number. */
export function parseLocaleNumber(raw: string): number | null {
  const s = raw.trim().replace(/\s+/g, '');
  if (s === '' || s === '-') return null;
  const lastComma = s.lastIndexOf(',');
  const lastPoint = s.lastIndexOf('.');
  let normal = s;
  if (lastComma > lastPoint) normal = s.replace(/\./g, '').replace(',', '.');
  else if (lastPoint > lastComma && lastComma >= 0) normal = s.replace(/,/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(normal)) return null;
  return Number(normal);
}

/** Strict decimal with a point as OMIE's marginalpdbc writes it ('60', '3.2', '-0.01'). */
export function parsePointDecimal(raw: string): number | null {
  return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : null;
}
