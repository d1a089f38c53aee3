// Columns of the history list: name, username, created (local), status (spinner for 3, green
// check for 4), valid checkbox and actions (status 4 only: view result, delete).
import { Box, Checkbox, CircularProgress, IconButton, Stack, Tooltip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { TFunction } from 'i18next';
import type { SimulationListItem } from '@plantasim/domain';
import type { DataTableColumn } from '../../components/DataTable';
import { localCreated, statusText } from './listView';

export interface HistoryColumnHandlers {
  lang: 'es' | 'en';
  canChangeValidity: boolean;
  canDelete: boolean;
  validOf: (item: SimulationListItem) => 0 | 1;
  isPending: (item: SimulationListItem) => boolean;
  onValidity: (item: SimulationListItem, valid: 0 | 1) => void;
  onView: (item: SimulationListItem) => void;
  onDelete: (item: SimulationListItem) => void;
}

function StatusCell({ status, text }: { status: number; text: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }} data-status={status}>
      {status === 3 ? <CircularProgress size={16} aria-label={text} data-testid="status-running" /> : null}
      {status === 4 ? <CheckCircleIcon fontSize="small" sx={{ color: 'success.main' }} data-testid="status-ok" /> : null}
      <Box component="span">{text}</Box>
    </Stack>
  );
}

export function historyColumns(t: TFunction, h: HistoryColumnHandlers): DataTableColumn<SimulationListItem>[] {
  return [
    { field: 'name', headerName: t('simulaciones.columns.name'), type: 'text', flex: 2, minWidth: 180, sortable: true },
    { field: 'username', headerName: t('simulaciones.columns.username'), type: 'text', minWidth: 110, sortable: true },
    { field: 'created', headerName: t('simulaciones.columns.created'), type: 'text', format: (v) => localCreated(String(v ?? '')), minWidth: 150, sortable: true },
    { field: 'status', headerName: t('simulaciones.columns.status'), minWidth: 150, sortable: true, render: (row) => <StatusCell status={row.status} text={statusText(row.status, h.lang)} /> },
    {
      field: 'VALID',
      headerName: t('simulaciones.columns.valid'),
      width: 90,
      render: (row) => (
        <Checkbox
          size="small"
          sx={{ p: 0.25 }}
          checked={h.validOf(row) === 1}
          disabled={!h.canChangeValidity || h.isPending(row)}
          onChange={(event) => h.onValidity(row, event.target.checked ? 1 : 0)}
          slotProps={{ input: { 'aria-label': t('simulaciones.validLabel', { name: `${row.id} ${row.name}` }) } }}
        />
      ),
    },
    {
      field: 'actions',
      headerName: t('simulaciones.columns.actions'),
      width: 110,
      render: (row) =>
        row.status === 4 ? (
          <Stack direction="row" spacing={0.5}>
            <Tooltip title={t('simulaciones.viewResult')}>
              <IconButton size="small" aria-label={`${t('simulaciones.viewResult')} ${row.id} ${row.name}`} onClick={() => h.onView(row)}>
                <VisibilityOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {h.canDelete ? (
              <Tooltip title={t('simulaciones.delete')}>
                <IconButton size="small" color="error" aria-label={`${t('simulaciones.delete')} ${row.id} ${row.name}`} onClick={() => h.onDelete(row)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
          </Stack>
        ) : null,
    },
  ];
}
