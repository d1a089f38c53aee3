// /simulaciones, the history list (docs/rules/screens.md, docs/rules/states.md, docs/rules/roles.md, docs/rules/messages.md): search (also over last_update), New and
// Refresh, live statuses, the validity checkbox with the day and status rules, view result for
// executed simulations and delete for all but running ones; operators see their own and cannot
// change validity.
import { useMemo, useState } from 'react';
import { Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SimulationListItem } from '@plantasim/domain';
import { pickerDay } from '../../components/pickerDays';
import { DataTable, messageLang, useDomainMessage } from '../../components/DataTable';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { CancelRunDialog, type CancelRunTarget } from '../../components/CancelRunDialog';
import { PageFrame } from '../../components/PageFrame';
import { MessageDialog } from '../../components/MessageDialog';
import { useSession } from '../../api/hooks';
import { cancelSimulation, simulacionesKeys, useSimulations } from '../../api/simulaciones';
import { useQueryClient } from '@tanstack/react-query';
import { historyColumns } from './historyColumns';
import { HistoryToolbar } from './HistoryToolbar';
import { childrenUnderParents, matchesSearch, plansDay, resultLink, toggleCompareSelection, visibleSimulations } from './listView';
import { useHistoryActions } from './useHistoryActions';
import { useListWarnings } from './useListWarnings';
import { useLiveStatuses } from './useLiveStatuses';

interface HistoryDialogsProps {
  listWarnings: ReturnType<typeof useListWarnings>;
  actions: ReturnType<typeof useHistoryActions>;
  cancelling: CancelRunTarget | null;
  onCancelClose: () => void;
}

/** The page's dialogs: the list's warnings, a refused or failed action, a deletion done (back to /),
 *  the cancellation of a running run and the delete confirmation. */
function HistoryDialogs({ listWarnings, actions, cancelling, onCancelClose }: HistoryDialogsProps) {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dialog = actions.dialog;
  return (
    <>
      <MessageDialog open={listWarnings.warnings !== null} severity="warning" title={message('dialog.warning.title')} message={listWarnings.warnings?.join('\n') ?? ''} onClose={listWarnings.close} />
      <MessageDialog
        open={dialog !== null && dialog.kind !== 'deleted'}
        severity={dialog?.kind === 'error' ? 'error' : 'warning'}
        title={dialog?.kind === 'error' ? message('dialog.error.title') : message('dialog.warning.title')}
        message={dialog && dialog.kind !== 'deleted' ? dialog.text : ''}
        onClose={actions.closeDialog}
      />
      <MessageDialog
        open={dialog?.kind === 'deleted'}
        severity="success"
        title={message('delete.success')}
        message={dialog?.kind === 'deleted' ? dialog.name : ''}
        onClose={() => {
          actions.setDialog(null);
          void navigate('/');
        }}
      />
      <CancelRunDialog
        target={cancelling}
        cancel={cancelSimulation}
        onClose={onCancelClose}
        onCancelled={() => void queryClient.invalidateQueries({ queryKey: simulacionesKeys.list })}
      />
      <ConfirmDeleteDialog
        target={actions.deleting}
        text={(item) => message('delete.confirm.text', { name: item.name })}
        confirmLabel={t('simulaciones.confirmDelete')}
        busy={actions.busy}
        onCancel={() => actions.setDeleting(null)}
        onConfirm={() => void actions.confirmDelete()}
      />
    </>
  );
}

export default function SimulacionesPage() {
  const { t, i18n } = useTranslation();
  const lang = messageLang(i18n.resolvedLanguage ?? i18n.language);
  const message = useDomainMessage();
  const navigate = useNavigate();
  const session = useSession();
  const operator = session?.role === 'operator';
  const query = useSimulations();
  const [search, setSearch] = useState('');
  // The filter by planned day: the runs whose horizon covers it. The field gets back the Date it
  // gave (a half-typed one is an invalid Date, and a null would wipe what has been typed so far).
  const [plannedDate, setPlannedDate] = useState<Date | null>(null);
  const plannedDay = useMemo(() => pickerDay(plannedDate), [plannedDate]);
  useLiveStatuses(session !== null);

  const all = useMemo(() => visibleSimulations(query.data ?? [], operator ? (session?.username ?? '') : null), [query.data, operator, session?.username]);
  const rows = useMemo(() => childrenUnderParents(all.filter((s) => matchesSearch(s, search, lang) && plansDay(s, plannedDay))), [all, search, lang, plannedDay]);
  const [compareIds, setCompareIds] = useState<Array<SimulationListItem['id']>>([]);
  const actions = useHistoryActions(all, session?.username);
  const [cancelling, setCancelling] = useState<CancelRunTarget | null>(null);

  const listWarnings = useListWarnings(query, operator, message);

  const { toggleValidity, validOf, isPending } = actions;
  const columns = useMemo(
    () =>
      historyColumns(t, {
        lang,
        message,
        canChangeValidity: !operator,
        canDelete: !operator,
        validOf,
        isPending,
        onValidity: (item, valid) => void toggleValidity(item, valid),
        onView: (item) => void navigate(resultLink(item)),
        onDelete: (item) => actions.setDeleting(item),
        onCancelRun: (item) => setCancelling({ id: item.id, name: item.name }),
        compareSelected: (item) => compareIds.includes(item.id),
        onCompareSelect: (item, checked) => setCompareIds((ids) => toggleCompareSelection(ids, item.id, checked)),
        onSensitivity: operator ? undefined : (item) => void navigate(`/sensibilidad/${item.id}`),
      }),
    // The handlers read the latest list through the hook; rebuild the cells when it changes.
    [t, lang, message, operator, validOf, isPending, toggleValidity, navigate, actions.setDeleting, compareIds], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const refresh = () => {
    listWarnings.warnOnNextLoad();
    void query.refetch();
  };

  return (
    <PageFrame
      title={t('simulaciones.title')}
      rowFrom="md"
      spacing={1.5}
      actions={
        <HistoryToolbar
          search={search}
          onSearch={setSearch}
          plannedDate={plannedDate}
          onPlannedDate={setPlannedDate}
          canCompare={compareIds.length === 2}
          onCompare={() => void navigate(`/comparar?a=${encodeURIComponent(String(compareIds[0]))}&b=${encodeURIComponent(String(compareIds[1]))}`)}
          onNew={() => void navigate('/nueva-simulacion')}
          onRefresh={refresh}
          refreshing={query.isFetching && !query.isLoading}
        />
      }
    >
      <DataTable
        title={t('simulaciones.title')}
        testId="simulaciones-table"
        rows={rows}
        columns={columns}
        getRowId={(row) => String(row.id)}
        loading={query.isLoading}
        emptyText={query.isError ? t('simulaciones.loadError') : t('simulaciones.empty')}
        readOnly
        height={560}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="simulaciones-count" data-validity-checked={listWarnings.checked}>
        {t('simulaciones.count', { count: rows.length })}
      </Typography>

      <HistoryDialogs listWarnings={listWarnings} actions={actions} cancelling={cancelling} onCancelClose={() => setCancelling(null)} />
    </PageFrame>
  );
}
