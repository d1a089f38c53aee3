// i18next set-up: Spanish by default with fallback 'es', English selectable; the choice is
// remembered in localStorage and mirrored on <html lang>. Every visible text comes from es.json
// / en.json, organised by screen (header.*, login.*, titles.*, common.*, one section per feature).
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import es from './es.json';
import en from './en.json';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, initialLanguage, type LanguageCode } from './languages';

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

void i18n.use(initReactI18next).init({
  resources: { es: { translation: es }, en: { translation: en } },
  lng: initialLanguage(readStoredLanguage()),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['es', 'en'],
  interpolation: { escapeValue: false },
});

function reflectLanguage(language: string): void {
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

reflectLanguage(i18n.language);
i18n.on('languageChanged', reflectLanguage);

export function changeLanguage(language: LanguageCode): Promise<unknown> {
  return i18n.changeLanguage(language);
}

export default i18n;
