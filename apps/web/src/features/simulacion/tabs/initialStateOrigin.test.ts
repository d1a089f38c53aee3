import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { createBaseCase, withCarriedState, withEngineHoursBefore } from '@plantasim/domain';
import es from '../../../i18n/es.json';
import en from '../../../i18n/en.json';
import { initialStateOrigin, type OriginText } from './initialStateOrigin';

const i18n = createInstance();
void i18n.init({ resources: { es: { translation: es }, en: { translation: en } }, lng: 'es', interpolation: { escapeValue: false } });
const say = (o: OriginText, lng: 'es' | 'en') => i18n.t(o.key, { ...o.params, lng });

const base = createBaseCase({ date: '15/01/2025' });
const carried = [{ nombre: base.planta.motores[0]!.nombre, estado: 'Encendido' as const, horas: 5 }];

describe('the origin of the state before H1', () => {
  it("names the previous day's valid simulation the state was taken from, by number and day", () => {
    const o = initialStateOrigin(withCarriedState(base, carried, { id: 41, fechaActual: '14/01/2025' }).planta, true);
    expect(say(o, 'es')).toBe('Origen: la simulación válida del día anterior, n.º 41 del 14/01/2025.');
    expect(say(o, 'en')).toBe("Source: the previous day's valid simulation, no. 41 of 14/01/2025.");
    // Taken by a form that did not record which run: said without a number.
    expect(say(initialStateOrigin(withCarriedState(base, carried).planta, true), 'es')).toBe('Origen: la simulación válida del día anterior.');
  });

  it('says the user entered them once an hour is typed', () => {
    const typed = withEngineHoursBefore(withCarriedState(base, carried, { id: 41, fechaActual: '14/01/2025' }), 2, 3);
    expect(say(initialStateOrigin(typed.planta, true), 'es')).toBe('Origen: introducido por el usuario.');
    expect(say(initialStateOrigin(typed.planta, true), 'en')).toBe('Source: entered by the user.');
  });

  it('without hours, says a launch will take them when the previous day has a valid simulation, else that none are assumed', () => {
    expect(say(initialStateOrigin(base.planta, true), 'es')).toBe('Sin horas indicadas: al lanzar, el estado de cada motor y sus horas se tomarán de la simulación válida del día anterior.');
    expect(say(initialStateOrigin(base.planta, true), 'en')).toBe("No hours given: at launch, each engine's state and hours will be taken from the previous day's valid simulation.");
    expect(initialStateOrigin(base.planta, false).key).toBe('simulacion.estadoInicial.origin.none');
  });
});
