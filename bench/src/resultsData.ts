// A realistic planning year of results (8,760 hours) for the results benchmark: the base-case plant
// solved by the real optimizer (mode 2, as planning solves) on real 2024 prices, one week at a time
// (52 weeks + 1 day, each its own MILP of ~0.3 s), and the weeks joined into one year in the
// shapes the optimizer emits for a single long solve (programa lists engine-major or hour-major,
// H1..H8760; operation and economic tables { columns, rows } with real FECHA_HORA labels).
// Solving the year in one rolling run takes ~17 minutes; the joined weeks hold the same kind of
// numbers, so the JSON has the size and make-up of a real year (~45 MB).
// The year is cached in the temp folder, keyed by the optimizer's result code and this file.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import type { Programa, ScheduleItem } from '@plantasim/domain';
import { baseCaseInput, solve, type OptimizerResult } from '@plantasim/optimizer';
import { loadPrices2024 } from './optimizerData.ts';

export const YEAR_DAYS = 365;
export const YEAR_HOURS = YEAR_DAYS * 24;

/** The optimizer's result without the solution object (what the server stores through resultsOf). */
export type StoredOptimizerResult = Required<Pick<OptimizerResult, 'stats' | 'programa' | 'operacion' | 'economico' | 'warnings'>>;

function cacheKey(): string {
  const req = createRequire(import.meta.url);
  const resultsDir = join(dirname(req.resolve('@plantasim/optimizer')), 'results');
  const h = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url)));
  for (const f of readdirSync(resultsDir).sort()) h.update(f).update(readFileSync(join(resultsDir, f)));
  return h.digest('hex').slice(0, 16);
}

/** Items of engine-major lists (motores, calderas) joined per concept; hour-major lists in order. */
function joinProgram(weeks: Programa[]): Programa {
  const renumber = (list: ScheduleItem[], offset: number) => list.map((i) => ({ ...i, hora: `H${Number(i.hora.slice(1)) + offset}` }));
  const offsets: number[] = [];
  let hours = 0;
  for (const w of weeks) {
    offsets.push(hours);
    hours += new Set(w.conceptos.map((i) => i.hora)).size;
  }
  const engineMajor = (key: 'motores' | 'calderas') => {
    const byConcept = new Map<string, ScheduleItem[]>();
    weeks.forEach((w, k) => {
      for (const item of renumber(w[key], offsets[k]!)) {
        const list = byConcept.get(item.concepto) ?? [];
        list.push(item);
        byConcept.set(item.concepto, list);
      }
    });
    return [...byConcept.values()].flat();
  };
  return {
    motores: engineMajor('motores'),
    calderas: engineMajor('calderas'),
    conceptos: weeks.flatMap((w, k) => renumber(w.conceptos, offsets[k]!)),
    conceptos_programas: weeks.flatMap((w, k) => renumber(w.conceptos_programas, offsets[k]!)),
    total_consumo_gas: weeks.reduce((a, w) => a + w.total_consumo_gas, 0),
    // Starts per engine over the year: each week's starts added up.
    arranques_motores: [...weeks.flatMap((w) => w.arranques_motores).reduce(
      (acc, s) => acc.set(s.concepto, (acc.get(s.concepto) ?? 0) + s.valor), new Map<string, number>(),
    )].map(([concepto, valor]) => ({ concepto, valor })),
  };
}

const AVERAGED = new Set(['PCIO_EL', 'Ro', 'PCIOGAS', 'PCIOCO2', 'RATIO', 'AHORRO_PCT', 'CMED_MWHE', 'CMED_VAPOR', 'PCEQ_MCCV']);

async function solveYear(): Promise<StoredOptimizerResult> {
  const prices = await loadPrices2024();
  const parts: StoredOptimizerResult[] = [];
  for (let day = 0; day < YEAR_DAYS; day += 7) {
    const days = Math.min(7, YEAR_DAYS - day);
    const from = day * 24;
    const hours = days * 24;
    const input = baseCaseInput({
      hours, mode: 2, start: new Date(Date.UTC(2024, 0, 1 + day)),
      electricityPrice: prices.electricity.slice(from, from + hours), gasPrice: prices.gas.slice(from, from + hours),
    });
    const r = await solve(input);
    if (!r.programa || !r.operacion || !r.economico) throw new Error(`semana del día ${day}: sin solución (${r.stats.status})`);
    parts.push({ stats: r.stats, programa: r.programa, operacion: r.operacion, economico: r.economico, warnings: r.warnings });
  }
  const columns = parts[0]!.economico.columns;
  const rows = parts.flatMap((p) => p.economico.rows);
  const totals: Record<string, string | number> = { FECHA_HORA: 'TOTAL', TARIFA: '' };
  for (const c of columns) {
    if (c === 'FECHA_HORA' || c === 'TARIFA') continue;
    const sum = rows.reduce((a, r) => a + Number(r[c]), 0);
    totals[c] = AVERAGED.has(c) || c.startsWith('PRC_TERM_') ? sum / rows.length : sum;
  }
  const objective = parts.reduce((a, p) => a + p.stats.objective, 0);
  const bound = parts.reduce((a, p) => a + p.stats.bound, 0);
  return {
    stats: {
      status: 'optimal', objective, bound, gap: Math.abs(objective - bound) / Math.max(1, Math.abs(objective)), boundKind: 'mip',
      seconds: parts.reduce((a, p) => a + p.stats.seconds, 0), hours: YEAR_HOURS, windows: parts.flatMap((p) => p.stats.windows),
    },
    programa: joinProgram(parts.map((p) => p.programa)),
    operacion: { columns: parts[0]!.operacion.columns, rows: parts.flatMap((p) => p.operacion.rows) },
    economico: { columns, rows, totals, esquema_liquidacion: parts[0]!.economico.esquema_liquidacion },
    warnings: parts.flatMap((p) => p.warnings).filter((w, i, all) => all.findIndex((x) => x.code === w.code) === i),
  };
}

/** The year's optimizer result: from the temp-folder cache, else solved (~30 s) and cached. */
export async function planningYearResult(): Promise<StoredOptimizerResult> {
  const file = join(tmpdir(), `plantasim-bench-year-results-${cacheKey()}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StoredOptimizerResult;
  } catch {
    const year = await solveYear();
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(year));
    renameSync(tmp, file);
    return year;
  }
}
