// Columns of the operation table as people read them: the hour pinned on the left, then one group
// per equipment headed by its name with its quantities and units ('Vapor (MW)'), the price and
// demand, the grid and the shortfalls in groups of their own. A header's tooltip names the code the
// column has in resultados-operacion.xlsx.
import type { TFunction } from 'i18next';
import type { ResultRow } from '@plantasim/domain';
import type { DataTableColumn, DataTableColumnGroup, DataTableColumns } from '../../../components/DataTable';
import { operationLayout } from '../model/operationLayout';

/** Room for a two-line header such as 'Electricidad producida (MWe)' and a number like 1.234,56. */
const QUANTITY_WIDTH = 112;

export function operationColumns(codes: readonly string[], t: TFunction): DataTableColumns<ResultRow> {
  const number = (code: string, label: string): DataTableColumn<ResultRow> => ({
    field: code, headerName: label, headerTooltip: t('resultados.operationColumns.codeHint', { label, code }),
    type: 'number', decimals: 2, width: QUANTITY_WIDTH, minWidth: 90,
  });
  const group = (groupId: string, headerName: string, children: DataTableColumn<ResultRow>[]): DataTableColumnGroup<ResultRow> => ({ groupId, headerName, children });
  return operationLayout(codes).map((block) => {
    switch (block.kind) {
      case 'time':
        return { field: block.code, headerName: t('resultados.operationColumns.time'), headerTooltip: block.code, type: 'text', width: 130, pinned: 'left' };
      case 'plant':
        return group('plant', t('resultados.operationColumns.groups.plant'), block.codes.map((code) => number(code, t(`resultados.operationColumns.plant.${code}`))));
      case 'equipment':
        return group(`equipment-${block.name}`, block.name, block.columns.map((c) => number(c.code, t(`resultados.operationColumns.quantity.${c.quantity}`))));
      case 'grid':
        return group('grid', t('resultados.operationColumns.groups.grid'), block.codes.map((code) => number(code, t(`resultados.operationColumns.grid.${code}`))));
      case 'shortfall':
        return group('shortfall', t('resultados.operationColumns.groups.shortfall'), block.codes.map((code) => number(code, t(`resultados.operationColumns.shortfall.${code}`))));
      case 'other':
        return number(block.code, block.code);
    }
  });
}
