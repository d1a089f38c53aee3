// Translated texts the result files need, in one place for the three sub-tabs.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SheetLabels } from './model/workbooks';

export function useSheetLabels(): SheetLabels {
  const { t, i18n } = useTranslation();
  return useMemo(() => ({
    summary: t('resultados.sheets.summary'),
    schedule: t('resultados.sheets.schedule'),
    concepts: t('resultados.sheets.concepts'),
    averageProgram: t('resultados.sheets.averageProgram'),
    program: t('resultados.sheets.program'),
    operation: t('resultados.sheets.operation'),
    economic: t('resultados.sheets.economic'),
    equipment: t('resultados.grids.equipment'),
    concept: t('resultados.grids.concept'),
    totalGas: t('resultados.sheets.totalGas'),
    poolPrice: t('resultados.sheets.poolPrice'),
    simulation: t('resultados.sheets.simulation'),
    plant: t('resultados.sheets.plant'),
    id: t('resultados.sheets.id'),
    inForce: t('resultados.sheets.inForce'),
    plannedDays: t('resultados.sheets.plannedDays'),
    date: t('resultados.sheets.date'),
    weekday: t('resultados.sheets.weekday'),
    clock: t('resultados.sheets.clock'),
  }), [t, i18n.language]); // eslint-disable-line react-hooks/exhaustive-deps
}
