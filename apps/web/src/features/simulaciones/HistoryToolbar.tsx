// The history list's toolbar: search, the planned-day filter, Compare (two runs picked), New and Refresh.
import { Button, InputAdornment, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../components/DatePicker';

export interface HistoryToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  plannedDate: Date | null;
  onPlannedDate: (value: Date | null) => void;
  /** Compare is enabled with exactly two runs picked. */
  canCompare: boolean;
  onCompare: () => void;
  onNew: () => void;
  onRefresh: () => void;
  refreshing: boolean;
}

export function HistoryToolbar(props: HistoryToolbarProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        size="small"
        type="search"
        label={t('simulaciones.search')}
        placeholder={t('simulaciones.searchPlaceholder')}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        // Wide enough for the whole placeholder ('Nombre, usuario, fecha, estado…') beside the icon.
        sx={{ minWidth: { md: 340 } }}
      />
      <DatePicker
        label={t('simulaciones.plannedDay')}
        format="dd/MM/yyyy"
        value={props.plannedDate}
        enableAccessibleFieldDOMStructure={false}
        onChange={(d) => props.onPlannedDate(d)}
        slotProps={{
          textField: { size: 'small', inputProps: { 'data-testid': 'simulaciones-planned-day' }, sx: { width: 190 } },
          field: { clearable: true },
        }}
      />
      <Button variant="outlined" startIcon={<CompareArrowsIcon />} disabled={!props.canCompare} onClick={props.onCompare} data-testid="compare-button">
        {t('compare.action')}
      </Button>
      <Button variant="contained" startIcon={<AddIcon />} onClick={props.onNew}>
        {t('simulaciones.new')}
      </Button>
      <Button variant="outlined" startIcon={<RefreshIcon />} onClick={props.onRefresh} loading={props.refreshing}>
        {t('simulaciones.refresh')}
      </Button>
    </>
  );
}
