// The downloaders' Download (docs/rules/validation.md, docs/rules/messages.md, docs/rules/constants.md), shared by /precios and /futuros: the range is
// checked first (its problem goes to the 'Atención' dialog and nothing is asked), then the
// screen's request runs busy; an empty answer says so, a failure forgets the previous answer and
// shows the error's text.
import { rangeQuery, type DateRangeValue } from './dateRange';
import type { TranslationKey } from '../../i18n/keys';

export type RangeQuery = { start_date: string; end_date: string };

export interface RangeDownloadOptions<T> {
  /** The screen's request for a checked range. */
  fetch: (query: RangeQuery) => Promise<T>;
  /** Keeps the answer; null after a failure. */
  onAnswer: (answer: T | null) => void;
  /** True when the answer has nothing to show. */
  isEmpty: (answer: T) => boolean;
  /** Translation keys of the empty-answer text and of the failure text (given `{ message }`). */
  noDataKey: TranslationKey;
  errorKey: TranslationKey;
  /** What the console says before the error on a failure. */
  logLabel: string;
}

export interface RangeDownloadEffects {
  t: (key: TranslationKey, params?: Record<string, unknown>) => string;
  setBusy: (busy: boolean) => void;
  setAttention: (text: string) => void;
}

export async function runRangeDownload<T>(range: DateRangeValue, options: RangeDownloadOptions<T>, effects: RangeDownloadEffects): Promise<void> {
  const { t, setBusy, setAttention } = effects;
  const checked = rangeQuery(range);
  if (!checked.ok) {
    setAttention(t(`precios.${checked.problem}`));
    return;
  }
  setBusy(true);
  try {
    const answer = await options.fetch(checked.query);
    options.onAnswer(answer);
    if (options.isEmpty(answer)) setAttention(t(options.noDataKey));
  } catch (error) {
    console.error(options.logLabel, error);
    options.onAnswer(null);
    setAttention(t(options.errorKey, { message: error instanceof Error ? error.message : String(error) }));
  } finally {
    setBusy(false);
  }
}
