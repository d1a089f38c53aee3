// Translation keys are typed from the default catalogue (es.json): t('a.key') with a key that
// es.json lacks, or a plural/interpolation misuse, fails to compile. translations.test.ts checks
// that en.json has the same keys.
import 'i18next';
import type es from './es.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof es };
  }
}
