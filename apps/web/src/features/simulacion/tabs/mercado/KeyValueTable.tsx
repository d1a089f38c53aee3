// A field/value table of numeric inputs (docs/rules/screens.md gas parameters: step 0.1).
import { useMemo } from 'react';
import { DataTable, type DataTableColumn } from '../../../../components/DataTable';

type KvRow = { key: string; label: string; valor: number };

export function KeyValueTable<T extends Record<string, number>>(props: {
  values: T;
  labels: Record<keyof T & string, string>;
  fieldHeader: string;
  valueHeader: string;
  step: number;
  editable: boolean;
  onChange: (values: T) => void;
  testId: string;
}) {
  const { values, labels, step, editable, onChange } = props;
  const rows = useMemo<KvRow[]>(() => Object.keys(labels).map((key) => ({ key, label: labels[key as keyof T & string], valor: values[key]! })), [values, labels]);
  const columns = useMemo<DataTableColumn<KvRow>[]>(() => [
    { field: 'label', headerName: props.fieldHeader, type: 'text', minWidth: 260 },
    { field: 'valor', headerName: props.valueHeader, type: 'number', step, editable, minWidth: 160 },
  ], [props.fieldHeader, props.valueHeader, step, editable]);
  return (
    <DataTable<KvRow>
      testId={props.testId}
      title={props.fieldHeader}
      rows={rows}
      columns={columns}
      readOnly={!editable}
      height="auto"
      getRowId={(r) => r.key}
      onRowsChange={(_rows, change) => onChange({ ...values, [change.row.key]: Number(change.newValue) })}
    />
  );
}
