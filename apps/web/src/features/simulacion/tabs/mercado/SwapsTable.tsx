// Swaps (docs/rules/screens.md): columns Swap 1–3, rows cantidad (MWh/day) and precio (EUR/MWh), step 0.1.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swap } from '@plantasim/domain';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';

type SwapRow = { concepto: 'cantidad' | 'precio'; label: string } & Record<string, number | string>;

export function SwapsTable({ swaps, editable, onChange, testId }: { swaps: readonly Swap[]; editable: boolean; onChange: (s: Swap[]) => void; testId: string }) {
  const { t } = useTranslation();
  const rows = useMemo<SwapRow[]>(() => (['cantidad', 'precio'] as const).map((concepto) => ({
    concepto,
    label: t(`simulacion.swaps.${concepto}`),
    ...Object.fromEntries(swaps.map((s, i) => [`s${i}`, s[concepto]])),
  })), [swaps, t]);
  const columns = useMemo<DataTableColumn<SwapRow>[]>(() => [
    { field: 'label', headerName: '', type: 'text', minWidth: 200, pinned: 'left' },
    ...swaps.map((s, i): DataTableColumn<SwapRow> => ({
      field: `s${i}`, headerName: `Swap ${s.id}`, type: 'number', step: 0.1, editable, minWidth: 130,
      min: undefined,
    })),
  ], [swaps, editable]);
  return (
    <DataTable<SwapRow>
      testId={testId}
      title="Swaps"
      rows={rows}
      columns={columns}
      readOnly={!editable}
      height="auto"
      getRowId={(r) => r.concepto}
      onRowsChange={(_rows, change) => {
        const index = Number(change.field.slice(1));
        const key = change.row.concepto;
        onChange(swaps.map((s, i) => (i === index ? { ...s, [key]: Number(change.newValue) } : s)));
      }}
    />
  );
}
