// SPEC §2: /programa is a placeholder showing only the word Programa.
import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export default function ProgramaPage() {
  const { t } = useTranslation();
  return (
    <Typography variant="h1" component="h1">
      {t('programa.word')}
    </Typography>
  );
}
