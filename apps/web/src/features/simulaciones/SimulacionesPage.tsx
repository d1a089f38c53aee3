// /simulaciones, the history list (docs/rules/screens.md, docs/rules/states.md, docs/rules/roles.md, docs/rules/messages.md): search (also over last_update), New and
// Refresh, live statuses, the validity checkbox with the day and status rules, view result for
// executed simulations and delete for all but running ones; operators see their own and cannot
// change validity.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, InputAdornment, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { listValidityWarnings, utcDay, type SimulationListItem } from '@plantasim/domain';
import { DatePicker } from '../../components/DatePicker';
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
import {
  childrenUnderParents, LIST_WARNING_KEY, matchesSearch, plansDay, resultLink, shouldShowListWarning, toggleCompareSelection, visibleSimulations,
} from './listView';
import { useHistoryActions } from './useHistoryActions';
import { useLiveStatuses } from './useLiveStatuses';

function readSeenWarning(): string | null {
  try {
    return sessionStorage.getItem(LIST_WARNING_KEY);
  } catch {
    return null; // storage refused (private mode): the warning shows as before
  }
}

function rememberSeenWarning(value: string): void {
  try {
    sessionStorage.setItem(LIST_WARNING_KEY, value);
  } catch {
    // storage refused: nothing to remember
  }
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
  const [loadWarnings, setLoadWarnings] = useState<string[] | null>(null);
  // The first list has been checked for its day warning (shown or not): browser tests wait for it
  // before deciding whether the warning is there, as a user's first glance would.
  const [validityChecked, setValidityChecked] = useState(false);
  useLiveStatuses(session !== null);

  const all = useMemo(() => visibleSimulations(query.data ?? [], operator ? (session?.username ?? '') : null), [query.data, operator, session?.username]);
  const rows = useMemo(() => childrenUnderParents(all.filter((s) => matchesSearch(s, search, lang) && plansDay(s, plannedDay))), [all, search, lang, plannedDay]);
  const [compareIds, setCompareIds] = useState<Array<SimulationListItem['id']>>([]);
  const actions = useHistoryActions(all, session?.username);
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState<CancelRunTarget | null>(null);

  // docs/rules/states.md: loading the list warns of days with several valid simulations and days with none.
  // On the first load of the day in this session (not at every visit, reload or back, nor after live
  // updates or a validity change), and whenever the user asks with Refresh.
  const warnNext = useRef<'first' | 'refresh' | null>('first');
  useEffect(() => {
    if (!query.isSuccess || query.isFetching || !warnNext.current) return;
    const asked = warnNext.current === 'refresh';
    warnNext.current = null;
    setValidityChecked(true);
    if (operator) return;
    const warnings = listValidityWarnings(visibleSimulations(query.data, null)).map((w) => message(w.code, w.params));
    if (warnings.length === 0) return;
    const text = warnings.join('\n');
    const day = utcDay(new Date());
    if (!asked && !shouldShowListWarning(readSeenWarning(), day, text)) return;
    rememberSeenWarning(`${day}\n${text}`);
    setLoadWarnings(warnings);
  }, [query.isSuccess, query.isFetching, query.data, operator, message]);

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
    warnNext.current = 'refresh';
    void query.refetch();
  };

  const dialog = actions.dialog;
  return (
    <PageFrame
      title={t('simulaciones.title')}
      rowFrom="md"
      spacing={1.5}
      actions={
        <>
          <TextField
            size="small"
            type="search"
            label={t('simulaciones.search')}
            placeholder={t('simulaciones.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
            // Wide enough for the whole placeholder ('Nombre, usuario, fecha, estado…') beside the icon.
            sx={{ minWidth: { md: 340 } }}
          />
          <DatePicker
            label={t('simulaciones.plannedDay')}
            format="dd/MM/yyyy"
            value={plannedDate}
            enableAccessibleFieldDOMStructure={false}
            onChange={(d) => setPlannedDate(d)}
            slotProps={{
              textField: { size: 'small', inputProps: { 'data-testid': 'simulaciones-planned-day' }, sx: { width: 190 } },
              field: { clearable: true },
            }}
          />
          <Button
            variant="outlined"
            startIcon={<CompareArrowsIcon />}
            disabled={compareIds.length !== 2}
            onClick={() => void navigate(`/comparar?a=${encodeURIComponent(String(compareIds[0]))}&b=${encodeURIComponent(String(compareIds[1]))}`)}
            data-testid="compare-button"
          >
            {t('compare.action')}
          </Button>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate('/nueva-simulacion')}>
            {t('simulaciones.new')}
          </Button>
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={refresh} loading={query.isFetching && !query.isLoading}>
            {t('simulaciones.refresh')}
          </Button>
        </>
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
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="simulaciones-count" data-validity-checked={validityChecked}>
        {t('simulaciones.count', { count: rows.length })}
      </Typography>

      <MessageDialog open={loadWarnings !== null} severity="warning" title={message('dialog.warning.title')} message={loadWarnings?.join('\n') ?? ''} onClose={() => setLoadWarnings(null)} />
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
        onClose={() => setCancelling(null)}
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
    </PageFrame>
  );
}
