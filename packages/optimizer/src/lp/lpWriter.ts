// Writes a LinearModel as CPLEX-LP text readable by HiGHS and CBC. Lines are wrapped well
// below the 255-character limit some readers impose; numbers use full precision.
import type { LinearModel } from './linearModel.ts';

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
  for (let j = 0; j < m.numCols; j++) if (m.colCost[j] !== 0) obj.push([names[j], m.colCost[j]]);
  // The constant offset is written as a fixed column so every LP reader accepts it.
  if (m.objectiveOffset !== 0) obj.push(['objconst', m.objectiveOffset]);
  out.push(pushExpression(out, ' obj:', obj.length ? obj : [[names[0] ?? 'objconst', 0]]));
  out.push('Subject To');
  for (let i = 0; i < m.numRows; i++) {
    const terms: Array<[string, number]> = [];
    for (let k = m.rowStarts[i]; k < m.rowStarts[i + 1]; k++) terms.push([names[m.rowIndex[k]], m.rowValue[k]]);
    if (terms.length === 0) continue;
    const lo = m.rowLower[i];
    const up = m.rowUpper[i];
    const label = ` r${i}:`;
    if (lo === up) out.push(pushExpression(out, label, terms) + ` = ${num(up)}`);
    else {
      if (lo > -Infinity) out.push(pushExpression(out, up < Infinity ? ` r${i}l:` : label, terms) + ` >= ${num(lo)}`);
      if (up < Infinity) out.push(pushExpression(out, label, terms) + ` <= ${num(up)}`);
    }
  }
  out.push('Bounds');
  for (let j = 0; j < m.numCols; j++) {
    const lo = m.colLower[j];
    const up = m.colUpper[j];
    if (lo === up) out.push(` ${names[j]} = ${num(lo)}`);
    else if (lo === -Infinity && up === Infinity) out.push(` ${names[j]} free`);
    else out.push(` ${lo === -Infinity ? '-inf' : num(lo)} <= ${names[j]} <= ${up === Infinity ? '+inf' : num(up)}`);
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
