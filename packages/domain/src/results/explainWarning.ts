// The warning a solved plan carries when its explanation could not be made: the plan stands on its
// own, and the user reads why there is no explanation on the results, not only in the server's log.
import type { ResultWarning, ResultsSummary } from '../contract/results.ts';
import { formatMessage } from '../messages/index.ts';

/** `why` in both languages (an error's own text serves for both), or undefined: the stored data
 *  could not be read back. */
export function explainFailedWarning(why?: string | { es: string; en: string }): ResultWarning {
  const reason = why === undefined
    ? { es: formatMessage('optimizer.explainFailed.unreadable', {}, 'es'), en: formatMessage('optimizer.explainFailed.unreadable', {}, 'en') }
    : typeof why === 'string' ? { es: why, en: why } : why;
  return {
    code: 'EXPLAIN_FAILED',
    es: formatMessage('optimizer.explainFailed', { why: reason.es.replace(/\.$/, '') }, 'es'),
    en: formatMessage('optimizer.explainFailed', { why: reason.en.replace(/\.$/, '') }, 'en'),
  };
}

/** The results' summary with the warning added once (a retried job does not repeat it). */
export function withExplainFailed(summary: ResultsSummary, warning: ResultWarning): ResultsSummary {
  const warnings = summary.warnings.filter((w) => w.code !== 'EXPLAIN_FAILED');
  return { ...summary, warnings: [...warnings, warning] };
}
