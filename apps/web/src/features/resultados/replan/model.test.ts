import { describe, expect, it } from 'vitest';
import { dayQuarterKeys } from '@plantasim/domain';
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

  it('marks every quarter of a changed hour on the quarter view of a quarter run', () => {
    const changes = [{ unidad: 'Motor cogeneración 1', hora: 14, antes: 4, despues: 0 }];
    const quarters = changedCells(changes, dayQuarterKeys({ year: 2025, month: 11, day: 15 }));
    expect([...quarters.get('Motor cogeneración 1')!]).toEqual(['H53', 'H54', 'H55', 'H56']);
    // The 25-hour day's folded 02:00 (H3) is its eight quarters; H4 follows them.
    const autumn = dayQuarterKeys({ year: 2025, month: 10, day: 26 });
    const dst = changedCells([{ ...changes[0]!, hora: 3 }, { ...changes[0]!, hora: 4 }], autumn);
    expect([...dst.get('Motor cogeneración 1')!]).toEqual(['H9', 'H10', 'H11', 'H12', 'H13', 'H14', 'H15', 'H16', 'H17', 'H18', 'H19', 'H20']);
  });

  it('offers H2..Hn, or H1..Hn for a later day', () => {
    expect(replanHours(24)).toEqual(Array.from({ length: 23 }, (_, i) => i + 2));
    expect(replanHours(1)).toEqual([]);
    expect(replanHours(24, 1)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });
});
