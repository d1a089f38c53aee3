// The MUI theme: docs/rules/constants.md breakpoints (mobile below sm 600; md 960; lg 1280; xl 1920) and the
// component texts of the active language (the date pickers' own: components/DatePicker.tsx).
import { createTheme, type Theme } from '@mui/material/styles';
import { enUS as materialEn, esES as materialEs } from '@mui/material/locale';
import type { LanguageCode } from '../i18n/languages';

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } as const;

export function createAppTheme(language: LanguageCode): Theme {
  const localeTexts = language === 'es' ? [materialEs] : [materialEn];
  return createTheme(
    {
      breakpoints: { values: BREAKPOINTS },
      palette: {
        mode: 'light',
        primary: { main: '#0A4F7E', light: '#3A7CAB', dark: '#063252', contrastText: '#FFFFFF' },
        secondary: { main: '#E69A0B', contrastText: '#1B1B1B' },
        success: { main: '#2E7D32' },
        background: { default: '#F3F6F9', paper: '#FFFFFF' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: '"Inter", "Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
        h1: { fontSize: '1.75rem', fontWeight: 600 },
        h2: { fontSize: '1.5rem', fontWeight: 600 },
        h3: { fontSize: '1.25rem', fontWeight: 600 },
      },
      components: {
        MuiAppBar: { defaultProps: { elevation: 0 } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiDialog: { defaultProps: { maxWidth: 'sm' } },
      },
    },
    ...localeTexts,
  );
}
