import { compactToIsoDate } from '../util/calendar.ts';

/** A marginalpdbc file name: `marginalpdbc_YYYYMMDD.N` where N is the version (1 = first
 *  publication, 2, 3... = corrections that supersede it). */
export interface MarginalpdbcFileName {
  name: string;
  date: string; // yyyy-MM-dd
  version: number;
}

const FILE_NAME = /^marginalpdbc_(\d{8})\.(\d+)$/i;

export function parseMarginalpdbcFileName(name: string): MarginalpdbcFileName | null {
  const base = name.split(/[\\/]/).pop() ?? name;
  const m = FILE_NAME.exec(base);
  const [compact, version] = [m?.[1], m?.[2]];
  if (compact === undefined || version === undefined) return null;
  const date = compactToIsoDate(compact);
  return date ? { name: base, date, version: Number(version) } : null;
}

/** Keeps, per delivery day, only the newest version among the given file names (a corrected
 *  .2/.3 supersedes .1). Names that are not marginalpdbc files are ignored. Sorted by date. */
export function newestMarginalpdbcVersions(names: readonly string[]): MarginalpdbcFileName[] {
  const byDate = new Map<string, MarginalpdbcFileName>();
  for (const name of names) {
    const f = parseMarginalpdbcFileName(name);
    if (!f) continue;
    const current = byDate.get(f.date);
    if (!current || f.version > current.version) byDate.set(f.date, f);
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

export function marginalpdbcFileName(date: string, version = 1): string {
  return `marginalpdbc_${date.replace(/-/g, '')}.${version}`;
}
