import { describe, expect, it } from 'vitest';
import { entryIsActive, NAV_ENTRIES, visibleEntries } from './navigation';

describe('header entries', () => {
  it('hide Descargadores, Maestros and Informes from operators only', () => {
    const ids = (operator: boolean) => visibleEntries(operator, true).map((entry) => entry.id);
    expect(ids(false)).toEqual(['home', 'simulations', 'downloaders', 'masters', 'reports']);
    expect(ids(true)).toEqual(['home', 'simulations']);
  });

  it('offer Informes only when config.json gives its address', () => {
    expect(visibleEntries(false, false).map((entry) => entry.id)).toEqual(['home', 'simulations', 'downloaders', 'masters']);
    expect(visibleEntries(false).map((entry) => entry.id)).not.toContain('reports');
  });

  it('mark the section of the current path', () => {
    const simulations = NAV_ENTRIES.find((entry) => entry.id === 'simulations')!;
    expect(entryIsActive(simulations, '/resultado-simulacion/12')).toBe(true);
    expect(entryIsActive(simulations, '/precios')).toBe(false);
    // The list belongs to Inicio only, so one entry is lit at a time.
    const home = NAV_ENTRIES.find((entry) => entry.id === 'home')!;
    expect(entryIsActive(home, '/simulaciones')).toBe(true);
    expect(entryIsActive(simulations, '/simulaciones')).toBe(false);
  });
});
