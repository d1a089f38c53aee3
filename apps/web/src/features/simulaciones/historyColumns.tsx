// Columns of the history list: name, username, created (local), status (spinner while running, green
// check when it ran OK and the plan is proven optimal with nothing unmet, a warning mark and the words
// of what the plan is otherwise), valid checkbox (disabled with the reason as tooltip when the status may not be
// valid) and actions (view result when there are results or it runs; cancel while it runs; delete for
// every status but running).
import { Box, Checkbox, CircularProgress, IconButton, Stack, Tooltip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import InsightsIcon from '@mui/icons-material/Insights';
import type { TFunction } from 'i18next';
import { displaySimulationName, hasResultsStatus, isRunningStatus, planStatus, planStatusText, type SimulationListItem } from '@plantasim/domain';
import type { DataTableColumn } from '../../components/DataTable';
import { localStamp } from '../../components/localStamp';
import { canLaunchSensitivity, rowActions, statusText, validityControl } from './listView';

export interface HistoryColumnHandlers {
  lang: 'es' | 'en';
  /** A domain catalogue text in the UI language. */
  message: (code: string, params?: Record<string, string | number>) => string;
  canChangeValidity: boolean;
  canDelete: boolean;
  validOf: (item: SimulationListItem) => 0 | 1;
  isPending: (item: SimulationListItem) => boolean;
  onValidity: (item: SimulationListItem, valid: 0 | 1) => void;
  onView: (item: SimulationListItem) => void;
  onDelete: (item: SimulationListItem) => void;
  /** Asks to cancel a running run. */
  onCancelRun: (item: SimulationListItem) => void;
  /** The two runs picked for "Comparar". */
  compareSelected: (item: SimulationListItem) => boolean;
  onCompareSelect: (item: SimulationListItem, checked: boolean) => void;
  /** Opens the sensitivity page (full users). */
  onSensitivity?: (item: SimulationListItem) => void;
}

/** The lifecycle status and, for a finished plan that is not plainly OK, what it is in words
 *  (domain planStatus: not proven optimal, unmet demand, annual limit missed) with a warning mark
 *  instead of the green check. */
function StatusCell({ status, text, outcome, lang }: { status: number; text: string; outcome: SimulationListItem['resultado']; lang: 'es' | 'en' }) {
  const qualified = hasResultsStatus(status) && outcome ? planStatus(outcome) : null;
  const warning = qualified !== null && !qualified.ok;
  const words = warning && outcome ? planStatusText(outcome, lang) : '';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }} data-status={status} data-plan-ok={qualified ? String(qualified.ok) : undefined}>
      {isRunningStatus(status) ? <CircularProgress size={16} aria-label={text} data-testid="status-running" /> : null}
      {hasResultsStatus(status) && !warning ? <CheckCircleIcon fontSize="small" sx={{ color: 'success.main' }} data-testid="status-ok" /> : null}
      {warning ? <WarningAmberIcon fontSize="small" sx={{ color: 'warning.main' }} data-testid="status-warning" /> : null}
      <Box component="span" sx={{ flexShrink: 0 }}>{text}</Box>
      {warning ? (
        <Tooltip title={words}>
          <Box component="span" sx={{ color: 'warning.dark', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }} data-testid="status-qualifier">{words}</Box>
        </Tooltip>
      ) : null}
    </Stack>
  );
}

export function historyColumns(t: TFunction, h: HistoryColumnHandlers): DataTableColumn<SimulationListItem>[] {
  return [
    {
      field: 'compare',
      headerName: t('compare.selectHeader'),
      width: 90,
      render: (row) => (hasResultsStatus(row.status) ? (
        <Checkbox
          size="small"
          sx={{ p: 0.25 }}
          checked={h.compareSelected(row)}
          onChange={(event) => h.onCompareSelect(row, event.target.checked)}
          slotProps={{ input: { 'aria-label': t('compare.select', { name: `${row.id} ${row.name}` }) } }}
        />
      ) : null),
    },
    // A sensitivity child sits under its parent, marked as such.
    { field: 'name', headerName: t('simulaciones.columns.name'), type: 'text', flex: 2, minWidth: 180, sortable: true, format: (v, row) => { const name = displaySimulationName(String(v ?? ''), h.lang); return row?.parent_id != null ? `↳ ${name}` : name; } },
    { field: 'username', headerName: t('simulaciones.columns.username'), type: 'text', minWidth: 110, sortable: true },
    { field: 'created', headerName: t('simulaciones.columns.created'), type: 'text', format: (v) => localStamp(String(v ?? '')), minWidth: 150, sortable: true },
    { field: 'status', headerName: t('simulaciones.columns.status'), minWidth: 150, sortable: true, render: (row) => <StatusCell status={row.status} text={statusText(row.status, h.lang)} outcome={row.resultado ?? null} lang={h.lang} /> },
    {
      field: 'VALID',
      headerName: t('simulaciones.columns.valid'),
      width: 90,
      render: (row) => {
        const control = validityControl({ status: row.status, VALID: h.validOf(row), parent_id: row.parent_id }, { canChange: h.canChangeValidity, pending: h.isPending(row) });
        const box = (
          <Checkbox
            size="small"
            sx={{ p: 0.25 }}
            checked={h.validOf(row) === 1}
            disabled={control.disabled}
            onChange={(event) => h.onValidity(row, event.target.checked ? 1 : 0)}
            slotProps={{ input: { 'aria-label': t('simulaciones.validLabel', { name: `${row.id} ${row.name}` }) } }}
          />
        );
        if (!control.reason) return box;
        // A disabled control fires no pointer events: the tooltip hangs on a wrapper.
        const reason = h.message(control.reason.code, control.reason.params);
        return (
          <Tooltip title={reason} describeChild>
            <Box component="span" sx={{ display: 'inline-flex' }} data-testid={`valid-blocked-${row.id}`}>{box}</Box>
          </Tooltip>
        );
      },
    },
    {
      field: 'actions',
      headerName: t('simulaciones.columns.actions'),
      width: 140,
      render: (row) => {
        const actions = rowActions(row, h.canDelete);
        if (!actions.view && !actions.delete && !actions.cancel) return null;
        return (
          <Stack direction="row" spacing={0.5}>
            {actions.view ? (
              <Tooltip title={t('simulaciones.viewResult')}>
                <IconButton size="small" aria-label={`${t('simulaciones.viewResult')} ${row.id} ${row.name}`} onClick={() => h.onView(row)}>
                  <VisibilityOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
            {h.onSensitivity && canLaunchSensitivity(row) ? (
              <Tooltip title={t('compare.sensitivity.action')}>
                <IconButton size="small" aria-label={`${t('compare.sensitivity.action')} ${row.id} ${row.name}`} onClick={() => h.onSensitivity?.(row)}>
                  <InsightsIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
            {actions.cancel ? (
              <Tooltip title={h.message('run.cancel')}>
                <IconButton size="small" color="error" aria-label={`${h.message('run.cancel')} ${row.id} ${row.name}`} onClick={() => h.onCancelRun(row)}>
                  <StopCircleOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
            {actions.delete ? (
              <Tooltip title={t('simulaciones.delete')}>
                <IconButton size="small" color="error" aria-label={`${t('simulaciones.delete')} ${row.id} ${row.name}`} onClick={() => h.onDelete(row)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
          </Stack>
        );
      },
    },
  ];
}
