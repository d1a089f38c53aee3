// Everything the screens rely on: theme (per language) and i18next. TanStack Query's provider is
// in the signed-in shell (AppShell.tsx), loaded after the login page. The date pickers localise
// themselves (components/DatePicker.tsx), so they load only with their screens.
import { useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { I18nextProvider, useTranslation } from 'react-i18next';
import i18n from '../i18n';
import { initialLanguage } from '../i18n/languages';
import { createAppTheme } from './theme';

function LocalisedTheme({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const language = initialLanguage(instance.resolvedLanguage ?? instance.language);
  const theme = useMemo(() => createAppTheme(language), [language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalisedTheme>{children}</LocalisedTheme>
    </I18nextProvider>
  );
}
