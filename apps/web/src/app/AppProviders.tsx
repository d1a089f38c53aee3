// Everything the screens rely on: theme (per language), date pickers with the date-fns locale,
// TanStack Query and i18next.
import { useMemo, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { es as dateFnsEs } from 'date-fns/locale/es';
import { enGB as dateFnsEn } from 'date-fns/locale/en-GB';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import i18n from '../i18n';
import { initialLanguage } from '../i18n/languages';
import { createAppTheme } from './theme';
import { queryClient } from './queryClient';

function LocalisedTheme({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const language = initialLanguage(instance.resolvedLanguage ?? instance.language);
  const theme = useMemo(() => createAppTheme(language), [language]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={language === 'es' ? dateFnsEs : dateFnsEn}>
        {children}
      </LocalizationProvider>
    </ThemeProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalisedTheme>{children}</LocalisedTheme>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
