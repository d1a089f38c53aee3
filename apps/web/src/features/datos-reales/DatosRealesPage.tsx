// /datos-reales: the plant's measured operation, one day at a time. Import the actuals CSV (checked
// here for the dialog, then again by the server, which stores it), export the day, download the
// template; the day's imports are listed under the grid. Operators and full users alike.
import { useMemo, useRef, useState } from 'react';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import WaterfallChartIcon from '@mui/icons-material/WaterfallChart';
import { Link as RouterLink } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { actualsCsv, addDays, formatDate, madridDate, type CalendarDate } from '@plantasim/domain';
import { DataTable, saveFile, type DataTableColumns } from '../../components/DataTable';
import { DatePicker } from '../../components/DatePicker';
import { pickerDate, pickerDay } from '../../components/pickerDays';
import { PageFrame } from '../../components/PageFrame';
import { actualsKeys, importActualsCsv, useActuals } from '../../api/actuals';
import { ACTUAL_KINDS, actualsRows, fieldOf, unitsByKind, type ActualsRow } from './actualsTable';

export const TEMPLATE_FILE_NAME = 'plantilla_datos_reales.csv';


export default function DatosRealesPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  // Yesterday: the last whole day a plant historian has measured.
  const [day, setDay] = useState<CalendarDate>(() => addDays(madridDate(new Date()), -1));
  const date = formatDate(day);
  const actuals = useActuals(date, date);
  // The file's own text goes to the server (not a re-export of what was parsed, which would round it).
  const importedText = useRef('');
  const rows = useMemo(() => actualsRows(day, actuals.data?.horas ?? []), [day, actuals.data]);
  const dayHours = useMemo(() => (actuals.data?.horas ?? []).filter((h) => h.horizonte.startsWith(date)), [actuals.data, date]);

  const columns = useMemo<DataTableColumns<ActualsRow>>(() => {
    const groups = unitsByKind();
    return [
      { field: 'hora', headerName: t('actuals.hour'), type: 'text', pinned: 'left', width: 80 },
      ...ACTUAL_KINDS.map((kind) => ({
        groupId: kind,
        headerName: t(`actuals.groups.${kind}`),
        children: (groups.get(kind) ?? []).map((u) => ({ field: fieldOf(u.key), headerName: u.header, type: 'number' as const, decimals: 3, minWidth: 110 })),
      })),
    ];
  }, [t]);

  const imports = (actuals.data?.importaciones ?? []).map((i) =>
    t('actuals.importLine', {
      user: i.username,
      when: new Date(i.created).toLocaleString(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'es-ES'),
      source: t(`actuals.source.${i.origen}`),
      count: i.horas,
    }));

  return (
    <PageFrame
      title={t('actuals.title')}
      rowFrom="md"
      actions={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Tooltip title={t('actuals.previousDay')}>
            <IconButton aria-label={t('actuals.previousDay')} onClick={() => setDay((d) => addDays(d, -1))}><ChevronLeftIcon /></IconButton>
          </Tooltip>
          <DatePicker
            label={t('actuals.day')}
            format="dd/MM/yyyy"
            value={pickerDate(day)}
            enableAccessibleFieldDOMStructure={false}
            onChange={(d) => { const picked = pickerDay(d); if (picked) setDay(picked); }}
            slotProps={{ textField: { size: 'small', inputProps: { 'data-testid': 'datos-reales-dia' } } }}
          />
          <Tooltip title={t('actuals.nextDay')}>
            <IconButton aria-label={t('actuals.nextDay')} onClick={() => setDay((d) => addDays(d, 1))}><ChevronRightIcon /></IconButton>
          </Tooltip>
          <Button variant="outlined" size="small" startIcon={<DescriptionOutlinedIcon />} onClick={() => saveFile(TEMPLATE_FILE_NAME, actualsCsv.template(undefined))}>
            {t('actuals.template')}
          </Button>
          <Button
            variant="outlined" size="small" startIcon={<WaterfallChartIcon />} component={RouterLink}
            to={`/plan-vs-real?vista=dia&dia=${encodeURIComponent(date)}`} data-testid="datos-reales-plan-vs-real"
          >
            {t('actuals.openBridge')}
          </Button>
        </Stack>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('actuals.intro')}</Typography>
      <DataTable
        title={t('actuals.title')}
        testId="datos-reales"
        rows={rows}
        columns={columns}
        getRowId={(row) => row.hora}
        readOnly
        dense
        loading={actuals.isLoading}
        height={560}
        emptyText={actuals.isError ? t('actuals.loadError') : t('actuals.empty')}
        csv={{
          fileName: actualsCsv.fileName,
          exportText: () => (dayHours.length > 0 ? actualsCsv.export(dayHours, undefined) : null),
          emptyExportMessage: t('actuals.empty'),
          parse: (text) => {
            importedText.current = text;
            return actualsCsv.parse(text, undefined);
          },
          onImport: async () => {
            await importActualsCsv(importedText.current);
            await queryClient.invalidateQueries({ queryKey: actualsKeys.all });
          },
        }}
      />
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="datos-reales-importaciones">
        {dayHours.length === 0 ? t('actuals.empty') : t('actuals.imports', { list: imports.join(' · ') })}
      </Typography>
    </PageFrame>
  );
}
