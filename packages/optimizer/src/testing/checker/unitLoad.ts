// The load limits every on/off unit without time rules shares (boilers, compressors).
import { exceeds, TOL } from './findings.ts';

/** A unit's hour t: no load while off (`input` names what it takes: gas, load); while on, at least
 *  its minimum and at most its maximum (already scaled by the hour's availability). */
export function unitLoadLimits(name: string, t: number, on: number, load: number, min: number, max: number, input: string): string[] {
  if (!on) return load > TOL ? [`${name} h${t}: ${input} while off`] : [];
  return [...exceeds(load, max, `${name} h${t} max`), ...exceeds(min, load, `${name} h${t} min`)];
}
