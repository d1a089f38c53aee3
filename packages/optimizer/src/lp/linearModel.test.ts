import { describe, expect, it } from 'vitest';
import { LinearModel } from './linearModel.ts';
import { writeLp } from './lpWriter.ts';
import { buildModel } from '../model.ts';
import { randomInput } from '../testing/randomPlant.ts';

const key = (hour: number) => ({ component: 'X', attr: 'x', unit: 0, hour });

/** The entries of row i as [column, coefficient] pairs. */
function row(m: LinearModel, i: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let k = m.rowStarts[i]!; k < m.rowStarts[i + 1]!; k++) out.push([m.rowIndex[k]!, m.rowValue[k]!]);
  return out;
}

describe('LinearModel', () => {
  it('merges a row\'s duplicate columns in the order of their first term and drops the zeros', () => {
    const m = new LinearModel();
    for (let t = 0; t < 4; t++) m.addVar(key(t), 0, 1);
    m.addRow('a', [[2, 1], [0, 3], [2, 0.5], [1, 2], [0, -3], [3, 0]], 0, 1);
    m.addRow('b', [[0, 1], [0, 1]], -Infinity, 2);
    expect(row(m, 0)).toEqual([[2, 1.5], [1, 2]]);
    expect(row(m, 1)).toEqual([[0, 2]]);
    expect(Array.from(m.rowStarts)).toEqual([0, 2, 3]);
    expect(m.rowNames).toEqual(['a', 'b']);
  });

  it('merges correctly in rows added after truncateRows (the rows dropped leave no trace)', () => {
    const m = new LinearModel();
    for (let t = 0; t < 3; t++) m.addVar(key(t), 0, 1);
    m.addRow('kept', [[0, 1]], 0, 1);
    m.addRow('dropped', [[1, 1], [2, 1]], 0, 1);
    m.truncateRows(1);
    m.addRow('new', [[2, 4], [1, 1]], 0, 1);
    expect(m.numRows).toBe(2);
    expect(row(m, 1)).toEqual([[2, 4], [1, 1]]);
    expect(m.rowIndex.length).toBe(3);
  });

  it('keeps every number through growth, and its views write through (fix, row bounds)', () => {
    const m = new LinearModel();
    const n = 1000;
    for (let t = 0; t < n; t++) m.addVar(key(t), -t, t, t / 2, t % 3 === 0);
    for (let t = 1; t < n; t++) m.addRow(`r_${t}`, [[t, 1], [t - 1, -1]], -1, 1);
    expect(m.numCols).toBe(n);
    expect(m.colUpper.length).toBe(n);
    expect(m.colCost[999]).toBe(499.5);
    expect(Array.from(m.colInteger.subarray(0, 4))).toEqual([1, 0, 0, 1]);
    expect(row(m, 998)).toEqual([[999, 1], [998, -1]]);
    m.fix(5, 2);
    m.rowUpper[3] = 7;
    expect([m.colLower[5], m.colUpper[5], m.rowUpper[3]]).toEqual([2, 2, 7]);
  });

  it('finds columns by key, also those added after the first look-up', () => {
    const m = new LinearModel();
    m.addVar(key(0), 0, 1);
    expect(m.find('X', 'x', 0, 0)).toBe(0);
    expect(m.find('X', 'x', 0, 1)).toBe(-1);
    m.addVar(key(1), 0, 1);
    expect(m.find('X', 'x', 0, 1)).toBe(1);
  });

  it('refuses a row naming a column it does not have', () => {
    const m = new LinearModel();
    m.addVar(key(0), 0, 1);
    expect(() => m.addRow('bad', [[1, 1]], 0, 1)).toThrow(RangeError);
  });

  it('copies a plant model into an independent one that writes the same LP', () => {
    const m = buildModel(randomInput(3, 12)).m;
    const c = m.copy();
    expect(writeLp(c)).toBe(writeLp(m));
    const before = writeLp(m);
    c.fix(0, 0);
    c.colCost.fill(0);
    c.addVar(key(0), 0, 1, 1);
    c.addRow('extra', [[0, 1], [c.numCols - 1, 1]], 0, 1);
    expect(writeLp(m)).toBe(before);
    expect(c.numRows).toBe(m.numRows + 1);
  });
});
