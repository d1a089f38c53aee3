// The texts of @plantasim/domain's message catalogue in the interface language, so screens show
// the exact Spanish of docs/rules/messages.md (and the English beside it) without copying them into es.json.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMessage, type MessageLang, type MessageParams } from '@plantasim/domain';

export function messageLang(language: string | undefined): MessageLang {
  return language?.startsWith('en') ? 'en' : 'es';
}

/** (code, params) → text of the domain catalogue in the current language. */
export function useDomainMessage(): (code: string, params?: MessageParams) => string {
  const { i18n } = useTranslation();
  const lang = messageLang(i18n.resolvedLanguage ?? i18n.language);
  return useCallback((code: string, params?: MessageParams) => formatMessage(code, params ?? {}, lang), [lang]);
}
