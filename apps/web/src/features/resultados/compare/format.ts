// Numbers of the comparison pages in the interface language.
export function formatNumber(v: string | number | boolean | null, lang: 'es' | 'en', digits = 2): string {
  if (v === null) return '—';
  if (typeof v !== 'number') return String(v);
  return v.toLocaleString(lang === 'es' ? 'es-ES' : 'en-GB', { maximumFractionDigits: digits });
}

/** A delta with its sign: '+12,5', '−3', '0'. */
export function signed(v: number, lang: 'es' | 'en', digits = 2): string {
  const text = formatNumber(Math.abs(v), lang, digits);
  if (Math.abs(v) < 10 ** -digits / 2) return formatNumber(0, lang, digits);
  return `${v > 0 ? '+' : '−'}${text}`;
}
