// Which chapter of the manual belongs to the screen the user is on (docs/manual/metadata.json ids),
// so that the manual opens where the user needs it instead of at chapter 1.

/** The simulation form's tabs that have a chapter of their own (their ids as the form names them). */
const FORM_TABS: Record<string, string> = {
  general: 'general', planta: 'planta', electricidad: 'electricidad', gas: 'gas', ro: 'ro-simulacion', demanda: 'demanda',
  disponibilidad: 'disponibilidad', acoplamiento: 'acoplamiento', resultados: 'resultados', backup: 'backup',
};

const SCREENS: Array<[RegExp, string]> = [
  [/^\/simulaciones\/?$/, 'historico'],
  [/^\/precios\/?$/, 'precios'],
  [/^\/futuros\/?$/, 'futuros'],
  [/^\/ro\/?$/, 'maestro-ro'],
  [/^\/datos-reales\/?$/, 'datos-reales'],
  [/^\/plan-vs-real\/?$/, 'plan-vs-real'],
  [/^\/(comparar|sensibilidad)(\/|$)/, 'comparar'],
];

/** The chapter id for a path and, on the simulation form, its open tab; null when no chapter is the screen's. */
export function chapterFor(pathname: string, formTab: string | null): string | null {
  if (pathname === '/nueva-simulacion' || pathname.startsWith('/resultado-simulacion/')) {
    return (formTab && FORM_TABS[formTab]) ?? 'nueva-simulacion';
  }
  for (const [pattern, chapter] of SCREENS) if (pattern.test(pathname)) return chapter;
  return null;
}
