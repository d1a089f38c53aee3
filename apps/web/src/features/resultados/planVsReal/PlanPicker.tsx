// Which plan Plan vs real compares the day with: the day's plan in force (default) or any executed
// run the user sees whose horizon covers the day (planOptions).
import { useMemo } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CalendarDate } from '@plantasim/domain';
import { useSimulations } from '../../../api/simulaciones';
import { planOptions } from './planOptions';

const IN_FORCE = 'en-vigor';

export function PlanPicker({ day, value, onChange }: { day: CalendarDate; value: number | undefined; onChange: (id: number | undefined) => void }) {
  const { t } = useTranslation();
  const list = useSimulations();
  const options = useMemo(() => planOptions(list.data ?? [], day), [list.data, day]);
  // A picked run the list does not hold (yet) stays selectable by its id.
  const known = value === undefined || options.some((o) => o.id === value);
  return (
    <TextField
      select
      size="small"
      label={t('planVsReal.planPicker')}
      value={value === undefined ? IN_FORCE : String(value)}
      onChange={(e) => onChange(e.target.value === IN_FORCE ? undefined : Number(e.target.value))}
      sx={{ minWidth: 260, maxWidth: 420 }}
      slotProps={{ htmlInput: { 'data-testid': 'plan-vs-real-plan-picker' } }}
    >
      <MenuItem value={IN_FORCE}>{t('planVsReal.planInForce')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)} data-testid={`plan-option-${o.id}`}>
          {t('planVsReal.runOption', { id: o.id, name: o.name, kind: t(`planVsReal.kinds.${o.kind}`), from: o.from, to: o.to })}
        </MenuItem>
      ))}
      {known ? null : <MenuItem value={String(value)}>{String(value)}</MenuItem>}
    </TextField>
  );
}
