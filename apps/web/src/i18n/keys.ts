// The keys of the translation catalogue as a type (from es.json through i18next.d.ts): a label key
// kept in data (navigation, page titles, options) is checked where it is written.
import type { ParseKeys } from 'i18next';

export type TranslationKey = ParseKeys;
