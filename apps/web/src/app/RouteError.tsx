// Shown when a route fails to load or render (e.g. a chunk that could not be fetched). The root
// error element loads it lazily (router.tsx) with the theme and texts it needs: the login page's
// first load has neither.
import { Alert, Box, Button } from '@mui/material';
import { Link as RouterLink, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadInitialLanguage } from '../i18n';
import { AppProviders } from './AppProviders';

/** Resolves when the texts of the remembered language are there. */
export const ready: Promise<unknown> = loadInitialLanguage().catch((error: unknown) => {
  console.error('The texts of the error page could not be loaded', error);
});

function RouteErrorMessage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('Route error', error);
  return (
    <Box sx={{ p: 3, maxWidth: 640, mx: 'auto' }}>
      <Alert severity="error" action={<Button component={RouterLink} to="/" color="inherit">{t('notFound.back')}</Button>}>
        {t('common.genericError')}
      </Alert>
    </Box>
  );
}

export default function RouteError() {
  return (
    <AppProviders>
      <RouteErrorMessage />
    </AppProviders>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" action={<Button component={RouterLink} to="/" color="inherit">{t('notFound.back')}</Button>}>
      {t('notFound.message')}
    </Alert>
  );
}
