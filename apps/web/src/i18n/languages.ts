// The languages the interface offers. Spanish is the default and the fallback (docs/rules/constants.md).
import esFlag from '../assets/flags/es.svg';
import gbFlag from '../assets/flags/gb.svg';

export const LANGUAGES = [
  { code: 'es', flag: esFlag },
  { code: 'en', flag: gbFlag },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'es';
export const LANGUAGE_STORAGE_KEY = 'plantasim.language';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/** The remembered language as stored (null when none, or when storage is not available). */
export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The language to start with: the remembered one, else Spanish. */
export function initialLanguage(stored: string | null | undefined): LanguageCode {
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}
