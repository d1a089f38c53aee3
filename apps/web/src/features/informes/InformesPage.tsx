// docs/rules/screens.md: /informes opens the business-intelligence report (config.json url_informe_bi) in a
// new tab and shows nothing else.
import { useEffect, useRef } from 'react';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../api/hooks';

export default function InformesPage() {
  const { t } = useTranslation();
  const { data: config, isError } = useRuntimeConfig();
  const url = config?.url_informe_bi?.trim() ?? '';
  // One tab per visit, even when React runs the effect twice in development.
  const opened = useRef(false);

  useEffect(() => {
    if (!url || opened.current) return;
    opened.current = true;
    window.open(url, '_blank', 'noopener,noreferrer');
  }, [url]);

  if ((config && !url) || isError) return <Alert severity="warning">{t('informes.notConfigured')}</Alert>;
  return null;
}
