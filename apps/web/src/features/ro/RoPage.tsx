// /ro, the Ro master (docs/rules/screens.md, docs/rules/calls.md, docs/rules/messages.md): date, value, modifying user, modification time and
// actions (edit, delete with confirmation); New and Refresh; server errors in an Error dialog
// with the server's own message.
import { useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataTable, useDomainMessage, type DataTableColumn } from '../../components/DataTable';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { PageFrame } from '../../components/PageFrame';
import { MessageDialog } from '../../components/MessageDialog';
import { useSession } from '../../api/hooks';
import { createRo, deleteRo, roKeys, updateRo, useRoMaster, type RoMasterRow } from '../../api/ro';
import { RoDialog, type RoDialogValue } from './RoDialog';
import { localStamp } from '../../components/localStamp';
import { showDateRo, toDateRo } from './roDates';
import { RoEstimates } from './RoEstimates';

type Editing = { mode: 'new' } | { mode: 'edit'; row: RoMasterRow };

/** The edit and delete buttons of one Ro row, named with the row's date. */
function RoRowActions({ row, onEdit, onDelete }: { row: RoMasterRow; onEdit: (row: RoMasterRow) => void; onDelete: (row: RoMasterRow) => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={t('ro.edit')}>
        <IconButton size="small" aria-label={`${t('ro.edit')} ${showDateRo(row.DATE_RO)}`} onClick={() => onEdit(row)}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('ro.delete')}>
        <IconButton size="small" color="error" aria-label={`${t('ro.delete')} ${showDateRo(row.DATE_RO)}`} onClick={() => onDelete(row)}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** The master's columns: date, value, modifying user, modification time and the row's actions
 *  (which open the page's edit dialog or delete confirmation through its state setters). */
function useRoColumns(
  setEditing: Dispatch<SetStateAction<Editing | null>>,
  setDeleting: Dispatch<SetStateAction<RoMasterRow | null>>,
): DataTableColumn<RoMasterRow>[] {
  const { t } = useTranslation();
  return useMemo<DataTableColumn<RoMasterRow>[]>(
    () => [
      { field: 'DATE_RO', headerName: t('ro.columns.date'), type: 'text', format: (v) => showDateRo(String(v ?? '')), sortable: true, minWidth: 120 },
      { field: 'VALUE', headerName: t('ro.columns.value'), type: 'number', decimals: 2, sortable: true, minWidth: 120 },
      { field: 'USER_MOD', headerName: t('ro.columns.user'), type: 'text', minWidth: 140 },
      { field: 'DATETIME_MOD', headerName: t('ro.columns.datetime'), type: 'text', format: (v) => localStamp(v as string | null), minWidth: 160 },
      {
        field: 'actions',
        headerName: t('ro.columns.actions'),
        width: 120,
        render: (row) => <RoRowActions row={row} onEdit={(r) => setEditing({ mode: 'edit', row: r })} onDelete={setDeleting} />,
      },
    ],
    [t, setEditing, setDeleting],
  );
}

export default function RoPage() {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const session = useSession();
  const queryClient = useQueryClient();
  const master = useRoMaster();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<RoMasterRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const rows = useMemo(() => [...(master.data ?? [])].sort((a, b) => b.DATE_RO.localeCompare(a.DATE_RO)), [master.data]);
  const reload = () => queryClient.invalidateQueries({ queryKey: roKeys.master });

  async function run(action: () => Promise<unknown>, after: () => void) {
    setBusy(true);
    try {
      await action();
      after();
      await reload();
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : message('general.problem'));
    } finally {
      setBusy(false);
    }
  }

  const save = (value: RoDialogValue) => {
    const row = { DATE_RO: toDateRo(value.date), VALUE: value.value, USER_MOD: session?.username ?? '' };
    void run(() => (editing?.mode === 'edit' ? updateRo(row) : createRo(row)), () => setEditing(null));
  };

  const columns = useRoColumns(setEditing, setDeleting);

  return (
    <PageFrame
      title={t('ro.title')}
      actions={
        <>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ mode: 'new' })}>
            {t('ro.new')}
          </Button>
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void reload()} loading={master.isFetching}>
            {t('ro.refresh')}
          </Button>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('ro.intro')}
      </Typography>
      <DataTable
        title={t('ro.title')}
        testId="ro-table"
        rows={rows}
        columns={columns}
        getRowId={(row) => row.DATE_RO}
        loading={master.isLoading}
        emptyText={master.isError ? t('ro.loadError') : t('ro.empty')}
        height={520}
        readOnly
      />
      <RoEstimates master={rows} />
      {editing ? (
        <RoDialog key={editing.mode === 'edit' ? editing.row.DATE_RO : 'new'} editing={editing.mode === 'edit' ? editing.row : null} busy={busy} onSave={save} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDeleteDialog
        target={deleting}
        text={(row) => message('ro.delete.confirm.text', { date: showDateRo(row.DATE_RO) })}
        confirmLabel={t('ro.delete')}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={(row) => {
          setDeleting(null);
          void run(() => deleteRo(row.DATE_RO), () => undefined);
        }}
      />
      <MessageDialog open={error !== null} title={message('dialog.error.title')} message={error ?? ''} onClose={() => setError(null)} />
    </PageFrame>
  );
}
