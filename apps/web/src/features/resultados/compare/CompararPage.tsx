// /comparar?a=&b= : two executed simulations side by side — what differs in the inputs, the key
// figures and economic totals with their deltas, where the schedules differ, and the price and load
// curves overlaid. Lazy route: this page, its charts and ECharts load only when opened.
import { useMemo, useState } from 'react';
import { Alert, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changeRanges, comparisonWarnings, type CompareResponse } from '@plantasim/domain';
import { PageFrame } from '../../../components/PageFrame';
import { messageLang, useDomainMessage } from '../../../components/DataTable';
import { useComparison } from '../../../api/compare';
import { ApiError } from '../../../api/client';
import { EChart } from '../charts/EChart';
import { saveWorkbook } from '../exports/excel';
import { HeatMap } from './HeatMap';
import { fieldLabel, kpiLabel, tableLabel } from './labels';
import { comparisonSheets, overlayOption } from './model';
import { formatNumber, useFormat } from '../../../i18n/format';

/** Changes listed per table on the page (the Excel file has every kept change). */
const SHOWN_CHANGES = 50;
const PRICE_CONCEPTS = ['Precio electricidad', 'Precio gas'];
const LOAD_CONCEPTS = ['Demanda vapor', 'Producción eléctrica motores', 'Venta red', 'Compra red'];

function idParam(v: string | null): number | null {
  return v !== null && /^\d{1,10}$/.test(v) ? Number(v) : null;
}

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{title}</Typography>
      {children}
    </Paper>
  );
}

function Inputs({ data }: { data: CompareResponse }) {
  const { t, i18n } = useTranslation();
  const lang = messageLang(i18n.resolvedLanguage ?? i18n.language);
  const value = (v: string | number | boolean | null) => (v === null ? '—' : typeof v === 'number' ? formatNumber(v, lang, 4, { trim: true }) : String(v));
  if (data.inputs.length === 0) return <Typography data-testid="compare-inputs-none">{t('compare.inputs.none')}</Typography>;
  return (
    <Stack spacing={2}>
      {data.inputs.map((g) => ({ g, ranges: changeRanges(g) })).map(({ g, ranges }) => (
        <div key={g.table} data-testid={`compare-input-${g.table}`}>
          <Typography variant="subtitle2">{tableLabel(t, g.tab, g.table)} · {t('compare.inputs.count', { count: g.count })}</Typography>
          <Table size="small">
            <TableHead><TableRow><TableCell>{t('compare.row')}</TableCell><TableCell>{t('compare.field')}</TableCell><TableCell align="right">A</TableCell><TableCell align="right">B</TableCell></TableRow></TableHead>
            <TableBody>
              {ranges.slice(0, SHOWN_CHANGES).map((c) => (
                <TableRow key={`${c.row}|${c.field}`}>
                  <TableCell>{c.row}</TableCell>
                  <TableCell>{fieldLabel(t, lang, g.table, c.field)}</TableCell>
                  <TableCell align="right">{value(c.a)}</TableCell>
                  <TableCell align="right">{value(c.b)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {ranges.length > SHOWN_CHANGES ? <Typography variant="caption" color="text.secondary">{t('compare.inputs.more', { count: ranges.length - SHOWN_CHANGES })}</Typography> : null}
        </div>
      ))}
    </Stack>
  );
}

export default function CompararPage() {
  const { t, i18n } = useTranslation();
  const lang = messageLang(i18n.resolvedLanguage ?? i18n.language);
  const message = useDomainMessage();
  const f = useFormat();
  const [params] = useSearchParams();
  const a = idParam(params.get('a'));
  const b = idParam(params.get('b'));
  const query = useComparison(a, b);
  const data = query.data;
  const [exporting, setExporting] = useState(false);
  const names = useMemo(() => ({ a: data ? `A: ${data.a.name}` : 'A', b: data ? `B: ${data.b.name}` : 'B' }), [data]);
  const prices = useMemo(() => (data ? overlayOption(data, PRICE_CONCEPTS, names, f.lang) : null), [data, names, f.lang]);
  const loads = useMemo(() => (data ? overlayOption(data, LOAD_CONCEPTS, names, f.lang) : null), [data, names, f.lang]);

  const exportExcel = async () => {
    if (!data) return;
    setExporting(true);
    try {
      await saveWorkbook(`comparacion_${data.a.id}_${data.b.id}.xlsx`, comparisonSheets(data, {
        a: names.a, b: names.b, sheetKpis: t('compare.kpis'), sheetInputs: t('compare.inputs.title'), sheetEconomics: t('compare.economics'),
        sheetSchedule: t('compare.heat.title'), figure: t('compare.figure'), delta: t('compare.delta'), table: t('compare.table'),
        row: t('compare.row'), field: t('compare.field'), hour: t('compare.hour'), unit: t('compare.unit'),
        kpi: (k) => kpiLabel(t, k as never), tableName: (tab, table) => tableLabel(t, tab, table), fieldName: (table, field) => fieldLabel(t, lang, table, field),
      }));
    } finally {
      setExporting(false);
    }
  };

  const error = query.error instanceof ApiError ? query.error.message : query.error ? t('compare.loadError') : null;
  return (
    <PageFrame
      title={t('compare.title')}
      actions={<Button variant="outlined" startIcon={<DownloadIcon />} disabled={!data} loading={exporting} onClick={() => void exportExcel()}>{t('compare.export')}</Button>}
    >
      {a === null || b === null ? <Alert severity="info">{t('compare.pickTwo')}</Alert> : null}
      {error ? <Alert severity="error" data-testid="compare-error">{error}</Alert> : null}
      {query.isLoading ? <Typography>{t('compare.loading')}</Typography> : null}
      {data ? (
        <Stack spacing={2} data-testid="compare-page">
          <Typography data-testid="compare-runs">
            <strong>{names.a}</strong> (#{data.a.id}, {data.a.fechaActual}) · <strong>{names.b}</strong> (#{data.b.id}, {data.b.fechaActual})
          </Typography>
          {comparisonWarnings(data.a, data.b).map((w) => <Alert key={w.code} severity="warning" data-testid={`compare-warning-${w.code}`}>{message(w.code, w.params)}</Alert>)}
          <Section title={t('compare.kpis')} testId="compare-kpis">
            <Table size="small">
              <TableHead><TableRow><TableCell>{t('compare.figure')}</TableCell><TableCell align="right">A</TableCell><TableCell align="right">B</TableCell><TableCell align="right">{t('compare.delta')}</TableCell></TableRow></TableHead>
              <TableBody>
                {data.kpis.map((k) => (
                  <TableRow key={k.key} data-testid={`kpi-${k.key}`}>
                    <TableCell>{kpiLabel(t, k.key)}</TableCell>
                    <TableCell align="right">{f.number(k.a)}</TableCell>
                    <TableCell align="right">{f.number(k.b)}</TableCell>
                    <TableCell align="right" data-testid={`kpi-delta-${k.key}`}>{f.signed(k.delta)}{k.relative !== null ? ` (${f.signed(k.relative * 100, 1)} %)` : ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Section>
          <Section title={t('compare.inputs.title')} testId="compare-inputs"><Inputs data={data} /></Section>
          <Section title={t('compare.economics')} testId="compare-economics">
            <Table size="small">
              <TableHead><TableRow><TableCell>{t('compare.field')}</TableCell><TableCell align="right">A</TableCell><TableCell align="right">B</TableCell><TableCell align="right">{t('compare.delta')}</TableCell></TableRow></TableHead>
              <TableBody>
                {data.economics.map((e) => (
                  <TableRow key={e.column}><TableCell>{e.column}</TableCell><TableCell align="right">{e.a === null ? '—' : f.number(e.a)}</TableCell><TableCell align="right">{e.b === null ? '—' : f.number(e.b)}</TableCell><TableCell align="right">{e.delta === null ? '' : f.signed(e.delta)}</TableCell></TableRow>
                ))}
              </TableBody>
            </Table>
          </Section>
          <Section title={t('compare.heat.title')}>
            {data.schedule.hours.length === 0 ? <Typography>{t('compare.heat.noCommonHours')}</Typography> : <HeatMap schedule={data.schedule} />}
          </Section>
          {prices && data.schedule.hours.length > 0 ? <Section title={t('compare.prices')}><EChart option={prices} testId="compare-prices-chart" /></Section> : null}
          {loads && data.schedule.hours.length > 0 ? <Section title={t('compare.loads')}><EChart option={loads} testId="compare-loads-chart" /></Section> : null}
        </Stack>
      ) : null}
    </PageFrame>
  );
}
