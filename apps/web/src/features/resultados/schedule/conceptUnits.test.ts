import { describe, expect, it } from 'vitest';
import { testProgram } from '../model/testBundle';
import { conceptUnit } from './conceptUnits';

describe('conceptUnit', () => {
  it('gives every hourly concept of a result its unit', () => {
    const p = testProgram();
    for (const name of new Set([...p.conceptos, ...p.conceptos_programas].map((c) => c.concepto))) expect(conceptUnit(name), name).not.toBeNull();
    expect(conceptUnit('PCEQ_MCCV')).toBe('€/MWh');
    expect(conceptUnit('Demanda vapor')).toBe('MWt');
    expect(conceptUnit('Programa venta')).toBe('MWe');
    expect(conceptUnit('Motor 1')).toBeNull();
  });
});
