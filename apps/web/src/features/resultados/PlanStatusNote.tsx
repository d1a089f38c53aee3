// What the plan is, in words, above the results (domain planStatus from the stored solve result: the
// solver's verdict and gap, the unmet demand of the warnings, the annual limits of the economic
// part): each reason it is not a plain OK. A plan proven optimal with nothing unmet needs no note: the
// run's status already says it ran OK, and the schedule keeps its room on the first screen.
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { planOutcomeOf, planQualifierText, planStatus, type ResultsSummary } from '@plantasim/domain';
import type { ResultsBundle } from './model/workbooks';

export function PlanStatusNote({ summary, economic }: { summary: ResultsSummary; economic: ResultsBundle['economic'] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const outcome = planOutcomeOf({ stats: summary.stats, warnings: summary.warnings, anual: economic.anual ?? null });
  if (!outcome) return null;
  const status = planStatus(outcome);
  if (status.ok) return null;
  return (
    <Alert severity="warning" variant="outlined" sx={{ mb: 2 }} data-testid="resultados-plan-status" data-plan-ok={String(status.ok)}>
      <strong>{t('resultados.planStatus')}</strong>{' '}
      {status.qualifiers.length === 1
        ? planQualifierText(status.qualifiers[0]!, lang)
        : status.qualifiers.map((q, i) => <div key={i}>{planQualifierText(q, lang)}</div>)}
    </Alert>
  );
}
