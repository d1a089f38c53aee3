// Shapes the web uses beside the API contract (the /api answers: @plantasim/domain contract/).

export type LoginResult = { ok: true; token: string } | { ok: false; message: string };

/** GET /docs/metadata.json: the manual's chapters. */
export interface ManualChapter {
  /** A text, or one text per language ({ es, en }). */
  title: string | Record<string, string>;
  file: string | Record<string, string>;
  [key: string]: unknown;
}

/** The text for a language from a plain text or a { es, en } record (Spanish as fallback). */
export function localised(value: string | Record<string, string>, language: string): string {
  if (typeof value === 'string') return value;
  return value[language] ?? value.es ?? Object.values(value)[0] ?? '';
}
