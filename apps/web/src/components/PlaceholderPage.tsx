// Stand-in for a screen that a later issue builds: its title and an 'under construction' note.
import { Alert, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/keys';

export function PlaceholderPage({ titleKey }: { titleKey: TranslationKey }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h1" gutterBottom>
        {t(titleKey)}
      </Typography>
      <Alert severity="info">{t('placeholder.inProgress')}</Alert>
    </Paper>
  );
}
