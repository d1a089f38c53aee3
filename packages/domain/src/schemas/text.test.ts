import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import type { SimulationPayload } from './payload.ts';
import { parsePayload } from './parse.ts';
import { isCleanText } from './text.ts';

const REASON = 'el texto contiene caracteres no permitidos (caracteres de control o Unicode no válido)';
const HOSTILE = ['a\u0000b', '\u0000', 'a\ud800b', '\udc00a', 'a\ud83d', 'x\u0001', 'x\u001b[31m', 'x\u007f', 'x\u0085', 'x\ny', 'x\ty'];
const base = (): SimulationPayload => createBaseCase({ date: '15/01/2025' });

/** Every path to a string of a JSON value (arrays: first and last item). */
function stringPaths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (typeof value === 'string') out.push(prefix);
  else if (Array.isArray(value)) {
    if (value.length > 0) stringPaths(value[0], [...prefix, 0], out);
    if (value.length > 1) stringPaths(value.at(-1), [...prefix, value.length - 1], out);
  } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) stringPaths(v, [...prefix, k], out);
  return out;
}
function withText(p: unknown, path: (string | number)[], text: string): unknown {
  const copy = structuredClone(p) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  node[path.at(-1)!] = text;
  return copy;
}
const messages = (r: ReturnType<typeof parsePayload>): string[] => (r.ok ? [] : r.issues.map((i) => i.message));

describe('the text rule of the payload', () => {
  it('refuses NUL, other control characters and lone surrogates; accepts accents, symbols and emoji', () => {
    for (const t of HOSTILE) expect(isCleanText(t), JSON.stringify(t)).toBe(false);
    for (const t of ['Motor cogeneración 1', 'Caldera «B» – 2 €', 'Señal 😀', 'ñ'.repeat(300), '']) expect(isCleanText(t), t).toBe(true);
    expect(isCleanText('línea 1\nlínea 2\tx\r\n', { multiline: true })).toBe(true);
    for (const t of ['a\u0000', 'a\ud800', 'a\u0007']) expect(isCleanText(t, { multiline: true })).toBe(false);
  });

  it.each(HOSTILE)('names: the simulation, each kind of equipment, the month; %j refused with the path and the catalogue reason', (text) => {
    const cases: Array<[(p: SimulationPayload) => void, string]> = [
      [(p) => { p.metadata.simulation_name = text; }, 'metadata.simulation_name'],
      [(p) => { p.planta.compresores[0]!.nombre = text; }, 'planta.compresores[0].nombre'],
      [(p) => { p.planta.calderas_gas[0]!.nombre = text; }, 'planta.calderas_gas[0].nombre'],
      [(p) => { p.planta.calderas_electricas[0]!.nombre = text; }, 'planta.calderas_electricas[0].nombre'],
      [(p) => { p.metadata.created = text; }, 'metadata.created'],
      [(p) => { p.metadata.id = text; }, 'metadata.id'],
      [(p) => { p.configuracion.mes = text; }, 'configuracion.mes'],
    ];
    for (const [edit, path] of cases) {
      const p = base();
      edit(p);
      expect(messages(parsePayload(p)), path).toContain(`${path}: ${REASON}`);
    }
  });

  it('keys of the equipment and Ro maps, and any text or key inside the results', () => {
    const p = base();
    p.ro_cogeneracion['ene\u00002025'] = 1;
    (p.disponibilidad.motores[0]!.disponibilidad as Record<string, number>)['x\ud800'] = 1;
    p.acoplamiento_equipos[0]!.acoplamiento['\u0000'] = 0.5;
    (p as { resultado?: unknown }).resultado = { programa: { texto: 'ok\nsigue', nota: 'a\u0000b', ['k\udc00']: 1, lista: [{ t: '\ud800' }] } };
    const m = messages(parsePayload(p));
    expect(m).toEqual(expect.arrayContaining([
      `ro_cogeneracion.ene\u00002025: ${REASON}`,
      `disponibilidad.motores[0].disponibilidad.x\ud800: ${REASON}`,
      `acoplamiento_equipos[0].acoplamiento.\u0000: ${REASON}`,
      `resultado.programa.nota: ${REASON}`,
      `resultado.programa.k\udc00: ${REASON}`,
      `resultado.programa.lista[0].t: ${REASON}`,
    ]));
    expect(m.some((x) => x.startsWith('resultado.programa.texto'))).toBe(false);
  });

  it('a valid payload stays valid; any string of it made hostile is refused (property over every text leaf)', () => {
    const valid = base();
    expect(parsePayload(valid).ok).toBe(true);
    const paths = stringPaths(valid);
    expect(paths.length).toBeGreaterThan(20);
    fc.assert(fc.property(fc.constantFrom(...paths), fc.constantFrom(...HOSTILE), fc.string({ maxLength: 8 }), (path, bad, around) => {
      const r = parsePayload(withText(valid, path, `${around}${bad}${around}`));
      expect(r.ok, path.join('.')).toBe(false);
    }), { numRuns: 400 });
  });
});
