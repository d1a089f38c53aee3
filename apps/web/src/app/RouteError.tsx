// Shown when a route fails to load or render (e.g. a chunk that could not be fetched).
import { Alert, Box, Button } from '@mui/material';
import { Link as RouterLink, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

export function RouteError() {
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

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" action={<Button component={RouterLink} to="/" color="inherit">{t('notFound.back')}</Button>}>
      {t('notFound.message')}
    </Alert>
  );
}
