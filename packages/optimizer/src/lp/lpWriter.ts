// Writes a LinearModel as CPLEX-LP text readable by HiGHS and CBC. Lines are wrapped well
// below the 255-character limit some readers impose; numbers use full precision.
import type { LinearModel } from './linearModel.ts';
import { at } from '../at.ts';

const MAX_LINE = 200;

function num(x: number): string {
  return Number.isInteger(x) ? String(x) : String(+x.toPrecision(15));
}

function pushExpression(out: string[], head: string, terms: Array<[string, number]>): string {
  let line = head;
  for (const [name, a] of terms) {
    const piece = ` ${a < 0 ? '-' : '+'} ${num(Math.abs(a))} ${name}`;
    if (line.length + piece.length > MAX_LINE) {
      out.push(line);
      line = ' ';
    }
    line += piece;
  }
  return line;
}

export function writeLp(m: LinearModel): string {
  const out: string[] = ['\\ PlantaSim plant MILP', 'Minimize'];
  const names = Array.from({ length: m.numCols }, (_, j) => m.colName(j));
  const obj: Array<[string, number]> = [];
  for (let j = 0; j < m.numCols; j++) {
    const cost = at(m.colCost, j);
    if (cost !== 0) obj.push([at(names, j), cost]);
  }
  // The constant offset is written as a fixed column so every LP reader accepts it.
  if (m.objectiveOffset !== 0) obj.push(['objconst', m.objectiveOffset]);
  out.push(pushExpression(out, ' obj:', obj.length ? obj : [[names[0] ?? 'objconst', 0]]));
  out.push('Subject To');
  for (let i = 0; i < m.numRows; i++) {
    const terms: Array<[string, number]> = [];
    for (let k = at(m.rowStarts, i); k < at(m.rowStarts, i + 1); k++) terms.push([at(names, at(m.rowIndex, k)), at(m.rowValue, k)]);
    if (terms.length === 0) continue;
    const lo = at(m.rowLower, i);
    const up = at(m.rowUpper, i);
    const label = ` r${i}:`;
    if (lo === up) out.push(pushExpression(out, label, terms) + ` = ${num(up)}`);
    else {
      if (lo > -Infinity) out.push(pushExpression(out, up < Infinity ? ` r${i}l:` : label, terms) + ` >= ${num(lo)}`);
      if (up < Infinity) out.push(pushExpression(out, label, terms) + ` <= ${num(up)}`);
    }
  }
  out.push('Bounds');
  for (let j = 0; j < m.numCols; j++) {
    const lo = at(m.colLower, j);
    const up = at(m.colUpper, j);
    const name = at(names, j);
    if (lo === up) out.push(` ${name} = ${num(lo)}`);
    else if (lo === -Infinity && up === Infinity) out.push(` ${name} free`);
    else out.push(` ${lo === -Infinity ? '-inf' : num(lo)} <= ${name} <= ${up === Infinity ? '+inf' : num(up)}`);
  }
  if (m.objectiveOffset !== 0) out.push(' objconst = 1');
  const ints = names.filter((_, j) => m.colInteger[j]);
  if (ints.length) {
    out.push('General');
    for (let k = 0; k < ints.length; k += 10) out.push(' ' + ints.slice(k, k + 10).join(' '));
  }
  out.push('End', '');
  return out.join('\n');
}
