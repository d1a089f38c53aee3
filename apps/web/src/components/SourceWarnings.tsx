// What went wrong at the outside price sources, in words: an answer refused whole ('incompleta'),
// a source that did not answer before the page did ('tarde'), one that failed, or a missing MIBGAS
// workbook, each with the source and the time. Shared by the price and futures downloaders.
import { useCallback } from 'react';
import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SourceProblem, SourceProblems } from '@plantasim/domain';
import { localStamp } from './localStamp';

/** The sentence of one problem. */
export function useSourceProblemText(): (problem: SourceProblem) => string {
  const { t } = useTranslation();
  return useCallback((p: SourceProblem) => t(`fuentes.${p.tipo}`, { fuente: p.fuente, hora: localStamp(p.hora) }), [t]);
}

/** The problems of the sources behind a download, one line each, named by market; nothing when all went well. */
export function SourceWarnings({ problems, previsionLabel }: { problems: SourceProblems['fuentes']; previsionLabel: string }) {
  const { t } = useTranslation();
  const text = useSourceProblemText();
  if (problems.length === 0) return null;
  return (
    <Alert severity="warning" variant="outlined" sx={{ my: 1 }} data-testid="precios-avisos">
      <AlertTitle>{t('fuentes.title')}</AlertTitle>
      {problems.map((p) => (
        <Box key={p.origen_datos} component="div">
          {t('fuentes.withSource', { source: p.origen_datos === 'prevision' ? previsionLabel : t(`fuentes.names.${p.origen_datos}`), text: text(p) })}
        </Box>
      ))}
    </Alert>
  );
}
