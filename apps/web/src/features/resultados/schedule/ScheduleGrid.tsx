// A schedule grid on the shared DataTable: one row per equipment or concept (the name pinned on the
// left), one compact column per hour, values es-ES with 2 decimals. `coloured` paints engine/boiler
// cells by state: green shades with the load when running, grey when stopped; spacer rows stay
// blank. Start hours and last hours before a stop (output derated by design) get an orange edge
// (left: start, right: stop), a tooltip saying so and a legend under the grid.
// The grids of one view share their hour width and their sideways scroll.
import { useMemo, type CSSProperties } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { conceptUnit } from './conceptUnits';
import type { ScheduleTransition } from '@plantasim/domain';
import { DataTable, type DataTableColumn, type TableScrollGroup } from '../../../components/DataTable';
import { rowPeak, type ScheduleRow } from '../model/scheduleGrids';

interface GridRow {
  id: string;
  concepto: string;
  row: ScheduleRow;
  [hour: string]: unknown;
}

const OFF: CSSProperties = { backgroundColor: '#ECEFF1', color: '#78909C' };

const TRANSITION_COLOUR = '#EF6C00';
const EDGE = 4;

/** The orange edge of a derated hour: left for the start, right for the last hour before a stop. */
export function transitionStyle(kind: ScheduleTransition): CSSProperties {
  const left = `inset ${EDGE}px 0 0 ${TRANSITION_COLOUR}`;
  const right = `inset -${EDGE}px 0 0 ${TRANSITION_COLOUR}`;
  const shadow = kind === 'arranque' ? left : kind === 'parada' ? right : `${left}, ${right}`;
  return { boxShadow: shadow, fontStyle: 'italic' };
}

/** Outline of a changed cell: orange, readable over both the green and the grey of a state. */
export const CHANGED_COLOUR = '#E65100';
const CHANGED: CSSProperties = { boxShadow: `inset 0 0 0 2px ${CHANGED_COLOUR}` };

/** Green from light (low load) to strong (full load of that row's peak). */
function onStyle(load: number): CSSProperties {
  const alpha = 0.25 + 0.6 * Math.max(0, Math.min(1, load));
  return { backgroundColor: `rgba(46, 125, 50, ${alpha.toFixed(2)})`, color: alpha > 0.6 ? '#fff' : '#1B5E20', fontWeight: 600 };
}

export interface ScheduleGridProps {
  title: string;
  subtitle?: string;
  firstHeader: string;
  rows: readonly ScheduleRow[];
  hours: readonly string[];
  coloured?: boolean;
  /** Row name → hour label → text shown on the cell (the explanation of the unit's block). */
  tooltips?: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /** Row name → hour labels whose cells are outlined (a re-plan's changed setpoints). */
  changed?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Width of every hour column (the view divides its room by the 24 hours of a day). */
  hourWidth: number;
  /** Column headings by hour label (a quarter-hour run's clock times); the label itself otherwise. */
  headings?: Readonly<Record<string, string>>;
  /** Width of the pinned name column (NAME_COLUMN_WIDTH at least). */
  nameWidth?: number;
  scrollGroup?: TableScrollGroup;
  testId: string;
}

/** Width of the pinned name column: 'Producción eléctrica motores' in 12 px bold. */
export const NAME_COLUMN_WIDTH = 192;
/** Narrowest hour column: '123,45' in 12 px with the cell's padding. */
export const MIN_HOUR_WIDTH = 40;
/** Narrowest quarter column: '150,00' and the heading '00:15' on one line in 12 px, with padding. */
export const QUARTER_MIN_WIDTH = 54;

export function ScheduleGrid({ title, subtitle, firstHeader, rows, hours, coloured = false, tooltips, changed, hourWidth, headings, nameWidth = NAME_COLUMN_WIDTH, scrollGroup, testId }: ScheduleGridProps) {
  // Only the hours shown (one day of a planning year) are copied into the grid's rows.
  const gridRows = useMemo<GridRow[]>(
    () => rows.map((row, i) => {
      const out: GridRow = { id: `${i}-${row.concepto}`, concepto: row.concepto, row };
      for (const h of hours) if (h in row.values) out[h] = row.values[h];
      return out;
    }),
    [rows, hours],
  );
  const { t } = useTranslation();
  const hasTransitions = coloured && rows.some((r) => hours.some((h) => h in r.transicion));
  const peaks = useMemo(() => (coloured ? new Map(rows.map((r) => [r, rowPeak(r)])) : new Map<ScheduleRow, number>()), [rows, coloured]);
  const columns = useMemo<DataTableColumn<GridRow>[]>(() => [
    {
      field: 'concepto', headerName: firstHeader, type: 'text', width: nameWidth, minWidth: 120, pinned: 'left',
      cellStyle: (r) => (r.row.kind === 'spacer' ? { backgroundColor: '#fff' } : { fontWeight: 600 }),
      // A concept's name says what it is, its tooltip (and the grid's subtitle) in what unit.
      tooltip: (r) => {
        const unit = r.row.kind === 'concept' ? conceptUnit(r.row.concepto) : null;
        return unit ? `${r.row.concepto} (${unit})` : undefined;
      },
    },
    ...hours.map<DataTableColumn<GridRow>>((h) => ({
      field: h,
      headerName: headings?.[h] ?? h,
      type: 'number',
      decimals: 2,
      width: hourWidth,
      minWidth: MIN_HOUR_WIDTH,
      cellStyle: (r) => {
        if (r.row.kind === 'spacer') return { backgroundColor: '#fff' };
        if (!coloured) return undefined;
        const state = r.row.estado[h];
        if (state === undefined) return undefined;
        const peak = peaks.get(r.row) || 1;
        const base = state === 1 ? onStyle((r.row.values[h] ?? 0) / peak) : OFF;
        const kind = state === 1 ? r.row.transicion[h] : undefined;
        const marked = kind ? { ...base, ...transitionStyle(kind) } : base;
        if (!changed?.get(r.row.concepto)?.has(h)) return marked;
        // A changed derated hour keeps its transition edge inside the changed outline.
        return { ...marked, boxShadow: kind ? `${CHANGED.boxShadow}, ${transitionStyle(kind).boxShadow}` : CHANGED.boxShadow };
      },
      tooltip: coloured || tooltips
        ? (r) => {
          const kind = coloured ? r.row.transicion[h] : undefined;
          const note = tooltips?.get(r.row.concepto)?.[h];
          const mark = kind ? t(`resultados.transitions.${kind}`) : undefined;
          return mark && note ? `${mark}. ${note}` : (mark ?? note);
        }
        : undefined,
    })),
  ], [hours, headings, firstHeader, coloured, peaks, tooltips, changed, hourWidth, nameWidth, t]);
  return (
    <Stack spacing={0.75}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
        <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>{title}</Typography>
        {subtitle ? <Typography variant="caption" color="text.secondary">{subtitle}</Typography> : null}
      </Stack>
      <DataTable<GridRow> rows={gridRows} columns={columns} readOnly dense height="auto" title={title} testId={testId} getRowId={(r) => r.id} scrollGroup={scrollGroup} />
      {hasTransitions ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid={`${testId}-transition-legend`}>
          <Box sx={{ width: 28, height: 16, flexShrink: 0, backgroundColor: 'rgba(46, 125, 50, 0.45)', ...transitionStyle('arranque_parada') }} />
          <Typography variant="caption" color="text.secondary">{t('resultados.transitions.legend')}</Typography>
        </Stack>
      ) : null}
    </Stack>
  );
}
