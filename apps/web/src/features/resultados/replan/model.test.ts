import { describe, expect, it } from 'vitest';
import { changedCells, replanHours } from './model';

describe('re-plan on the screen', () => {
  it('marks each changed unit-hour on the engine grid, electric boilers under their schedule names', () => {
    const cells = changedCells([
      { unidad: 'Motor cogeneración 1', hora: 14, antes: 4, despues: 0 },
      { unidad: 'Motor cogeneración 1', hora: 15, antes: 4, despues: 0 },
      { unidad: 'Caldera eléctrica 1', hora: 14, antes: 0, despues: 2 },
    ]);
    expect([...cells.get('Motor cogeneración 1')!]).toEqual(['H14', 'H15']);
    expect([...cells.get('Caldera eléctrica 11')!]).toEqual(['H14']);
    expect(cells.has('Caldera eléctrica 1')).toBe(false);
  });

  it('offers H2..Hn, or H1..Hn for a later day', () => {
    expect(replanHours(24)).toEqual(Array.from({ length: 23 }, (_, i) => i + 2));
    expect(replanHours(1)).toEqual([]);
    expect(replanHours(24, 1)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });
});
