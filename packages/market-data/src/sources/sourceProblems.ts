// What went wrong at each outside source lately: the newest problem per source, dropped when the
// source next answers well. The price downloader and the futures page show them as warnings.
import type { MarketSource, SourceProblem } from '../types.ts';
import type { MarketDataConfig } from './config.ts';
import { sourceName } from './http.ts';
import type { ProblemReport } from './remote.ts';

export class SourceProblems {
  private readonly problems = new Map<MarketSource, SourceProblem>();

  constructor(private readonly config: MarketDataConfig, private readonly hasLocalDir: boolean) {}

  /** The callback the sources report through: a problem (stamped now) or null when it answered well. */
  readonly report: ProblemReport = (source, problem) => {
    if (problem) this.problems.set(source, { ...problem, hora: new Date().toISOString() });
    else this.problems.delete(source);
  };

  all(): Partial<Record<MarketSource, SourceProblem>> {
    return Object.fromEntries(this.problems);
  }

  get(source: MarketSource): SourceProblem | undefined {
    return this.problems.get(source);
  }

  set(source: MarketSource, problem: SourceProblem): void {
    this.problems.set(source, problem);
  }

  clear(source: MarketSource): void {
    this.problems.delete(source);
  }

  /** The problem of a source recorded since `since` (ISO instant), if any. */
  since(source: MarketSource, since: string): SourceProblem | null {
    const p = this.problems.get(source);
    return p && p.hora >= since ? p : null;
  }

  /** Records that the source did not answer within the page's deadline, and answers that problem. */
  late(source: MarketSource): SourceProblem {
    const problem: SourceProblem = { tipo: 'tarde', fuente: this.label(source), hora: new Date().toISOString(),
      detalle: `no answer within ${this.config.pageDeadlineMs} ms; the page answered without it` };
    this.problems.set(source, problem);
    return problem;
  }

  /** The name a user recognises for a source (its URL without query, or the folder). */
  private label(source: MarketSource): string {
    const url = { omie: this.config.omieBaseUrl, mibgas: this.config.mibgasBaseUrl, prevision: this.config.previsionUrl, omip: this.config.omipUrl, co2: this.config.co2Url }[source];
    const http = url && this.config.httpEnabled ? sourceName(url) : null;
    // A late OMIE or MIBGAS may be the folder's files being read (a workbook takes seconds).
    const local = this.hasLocalDir && (source === 'omie' || source === 'mibgas') ? 'MARKET_DATA_DIR' : null;
    return [local, http].filter(Boolean).join(' / ') || 'MARKET_DATA_DIR';
  }
}
