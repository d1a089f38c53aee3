// The login page's texts, read from the message catalogue (es.json / en.json) without i18next: the
// login page is the first load, and i18next with the whole catalogue comes with the signed-in shell.
// Only the catalogue sections the page shows are imported (the bundler keeps the named top-level
// sections only); English is fetched when it is the remembered language.
import { app, login, titles } from '../../i18n/es.json';
import { initialLanguage, readStoredLanguage, type LanguageCode } from '../../i18n/languages';

export interface LoginTexts {
  language: LanguageCode;
  app: typeof app;
  login: typeof login;
  /** The page title, 'PlantaSim · Acceso'. */
  documentTitle: string;
}

const documentTitle = (catalogue: { app: typeof app; titles: { separator: string; login: string } }) =>
  `${catalogue.app.name}${catalogue.titles.separator}${catalogue.titles.login}`;

/** The texts in the remembered language (Spanish when none is remembered or English cannot be fetched). */
export async function loadLoginTexts(language: LanguageCode = initialLanguage(readStoredLanguage())): Promise<LoginTexts> {
  if (language === 'en') {
    try {
      const en = await import('../../i18n/en.json');
      return { language, app: en.app, login: en.login, documentTitle: documentTitle(en) };
    } catch (error) {
      console.error('The English texts could not be fetched; the login page is shown in Spanish', error);
    }
  }
  return { language: 'es', app, login, documentTitle: documentTitle({ app, titles }) };
}

/** i18next's '{{name}}' placeholders, filled in. */
export function interpolate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
