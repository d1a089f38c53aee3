// Helpers that build issue lists within the limits of docs/rules/constants.md ("Limits of error lists"; docs/rules/validation.md: 400 lines for availability and
// coupling, 12 line numbers per column for equipment, 10 general lines and negative warnings,
// 8 horizons, 5 unmatched horizons) and turn a parse result into the dialog's title and lines.
import { formatCsvMessage, type CsvLang, type CsvMessageCode } from '../messages/csv.ts';
import type { CsvIssue, CsvParseResult } from './types.ts';

export const LIMITS = {
  gridLines: 400,
  equipmentLinesPerColumn: 12,
  generalLines: 10,
  negativeWarnings: 10,
  horizons: 8,
  unmatchedHorizons: 5,
} as const;

/** 'a, b, c' or, beyond the limit, the first `limit` items then an ellipsis: 'a, b, c, d, e...'. */
export function joinLimited(items: readonly (string | number)[], limit: number): string {
  const head = items.slice(0, limit).join(', ');
  return items.length > limit ? `${head}...` : head;
}

/** At most `limit` issues; beyond it a closing '… y N más' line. */
export function limitIssues(issues: readonly CsvIssue[], limit: number): CsvIssue[] {
  if (issues.length <= limit) return [...issues];
  const last = issues[limit - 1]; // none when the limit is 0
  return [...issues.slice(0, limit), { code: 'csv.more', section: last?.section, params: { count: issues.length - limit } }];
}

/** Groups line numbers by column: one issue per column (in column order) with its lines, limited. */
export function linesByColumn(
  code: CsvMessageCode,
  entries: readonly { column: string; line: number }[],
  columnOrder: readonly string[],
  perColumnLimit: number,
  section?: CsvMessageCode,
): CsvIssue[] {
  const byColumn = new Map<string, number[]>();
  for (const e of entries) {
    const list = byColumn.get(e.column) ?? [];
    list.push(e.line);
    byColumn.set(e.column, list);
  }
  const ordered = [...columnOrder.filter((c) => byColumn.has(c)), ...[...byColumn.keys()].filter((c) => !columnOrder.includes(c))];
  return ordered.map((column) => ({
    code,
    column,
    section,
    params: { column, lines: joinLimited(byColumn.get(column) ?? [], perColumnLimit) },
  }));
}

export interface CsvDialog {
  readonly severity: 'success' | 'warning' | 'error';
  readonly title: string;
  readonly lines: string[];
}

/** One issue as a line of text. */
export const renderIssue = (issue: CsvIssue, lang: CsvLang = 'es'): string => formatCsvMessage(issue.code, issue.params, lang);

/** Issues as lines, with a heading line each time the section changes. */
export function renderIssues(issues: readonly CsvIssue[], lang: CsvLang = 'es'): string[] {
  const lines: string[] = [];
  let section: CsvMessageCode | undefined;
  for (const issue of issues) {
    if (issue.section && issue.section !== section) lines.push(formatCsvMessage(issue.section, {}, lang));
    section = issue.section;
    lines.push(renderIssue(issue, lang));
  }
  return lines;
}

/** What the import dialog shows for a result: title and lines in the chosen language. */
export function describeCsvResult(result: CsvParseResult<unknown>, lang: CsvLang = 'es'): CsvDialog {
  if (!result.ok) {
    return { severity: 'error', title: formatCsvMessage(result.title, {}, lang), lines: renderIssues(result.issues, lang) };
  }
  const success = formatCsvMessage(result.success, { count: result.count }, lang);
  if (result.warnings && result.warnings.length > 0) {
    return {
      severity: 'warning',
      title: formatCsvMessage('csv.warnings.title', {}, lang),
      lines: [success, ...renderIssues(result.warnings, lang)],
    };
  }
  return { severity: 'success', title: formatCsvMessage('csv.success.title', {}, lang), lines: [success] };
}
