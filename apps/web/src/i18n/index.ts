// i18next set-up: Spanish by default with fallback 'es', English selectable; the choice is
// remembered in localStorage and mirrored on <html lang>. Every visible text comes from es.json
// / en.json, organised by screen (header.*, login.*, titles.*, common.*, one section per feature).
// i18next and the catalogue load with the signed-in shell, not with the login page (which reads its
// own few texts from the same catalogue: features/login/loginTexts.ts). Spanish (the default and the
// fallback) comes with this module; English is fetched when chosen (the shell waits for it before
// its first render when it is the remembered language).
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import es from './es.json';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, initialLanguage, readStoredLanguage, type LanguageCode } from './languages';

const LOADERS: Record<LanguageCode, () => Promise<{ default: Record<string, unknown> }>> = {
  es: async () => ({ default: es }),
  en: () => import('./en.json'),
};

void i18n.use(initReactI18next).init({
  resources: { es: { translation: es } },
  partialBundledLanguages: true,
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

/** Makes `language`'s texts available (fetched once) and switches to it. */
export async function changeLanguage(language: LanguageCode): Promise<unknown> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', (await LOADERS[language]()).default);
  }
  return i18n.changeLanguage(language);
}

/** The remembered language's texts, before the first render. */
export function loadInitialLanguage(): Promise<unknown> {
  return changeLanguage(initialLanguage(i18n.language));
}

export default i18n;
