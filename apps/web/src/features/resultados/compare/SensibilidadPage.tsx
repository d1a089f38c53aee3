// /sensibilidad/:id : the sensitivity of an executed simulation. "Sensibilidad" launches one child
// run per shifted input (ordinary solve jobs); the page follows them and draws the tornado of net cost
// and savings against the parent, with each child's figures. Lazy route.
import { useMemo, useState } from 'react';
import { Alert, Button, Link, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import InsightsIcon from '@mui/icons-material/Insights';
import { Link as RouterLink, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SIMULATION_STATUS_TEXT, shiftText, type SimulationStatus } from '@plantasim/domain';
import { PageFrame } from '../../../components/PageFrame';
import { messageLang } from '../../../components/DataTable';
import { useSession } from '../../../api/hooks';
import { compareKeys, hasRunningChildren, launchSensitivity, useSensitivity, type SensitivityResponse } from '../../../api/compare';
import { ApiError } from '../../../api/client';
import { EChart } from '../charts/EChart';
import { useFormat } from '../../../i18n/format';
import { tornadoOption, type TornadoFigure, type TornadoTexts } from './tornado';
import type { TranslationKey } from '../../../i18n/keys';

/** One row per child run: its shift, state and figures, the differences with the parent and a link to compare them. */
function ChildrenTable({ data }: { data: SensitivityResponse }) {
  const { t, i18n } = useTranslation();
  const lang = messageLang(i18n.resolvedLanguage ?? i18n.language);
  const f = useFormat();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Table size="small" data-testid="sensitivity-children">
        <TableHead>
          <TableRow>
            <TableCell>{t('compare.sensitivity.shift')}</TableCell>
            <TableCell>{t('simulaciones.columns.status')}</TableCell>
            <TableCell align="right">{t('compare.kpi.netCost')}</TableCell>
            <TableCell align="right">Δ</TableCell>
            <TableCell align="right">{t('compare.kpi.savings')}</TableCell>
            <TableCell align="right">Δ</TableCell>
            <TableCell align="right">{t('compare.kpi.gasMWh')}</TableCell>
            <TableCell align="right">{t('compare.kpi.engineHours')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {data.children.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{shiftText(c.shift, lang)}</TableCell>
              <TableCell>{SIMULATION_STATUS_TEXT[c.status as SimulationStatus]?.[lang] ?? c.status}</TableCell>
              <TableCell align="right">{c.kpis ? f.number(c.kpis.netCost) : ''}</TableCell>
              <TableCell align="right">{c.kpis && data.parent.kpis ? f.signed(c.kpis.netCost - data.parent.kpis.netCost) : ''}</TableCell>
              <TableCell align="right">{c.kpis ? f.number(c.kpis.savings) : ''}</TableCell>
              <TableCell align="right">{c.kpis && data.parent.kpis ? f.signed(c.kpis.savings - data.parent.kpis.savings) : ''}</TableCell>
              <TableCell align="right">{c.kpis ? f.number(c.kpis.gasMWh) : ''}</TableCell>
              <TableCell align="right">{c.kpis ? f.number(c.kpis.engineHours) : ''}</TableCell>
              <TableCell>{c.kpis ? <Link component={RouterLink} to={`/comparar?a=${data.parent.id}&b=${c.id}`}>{t('compare.action')}</Link> : null}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

export default function SensibilidadPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const session = useSession();
  const params = useParams();
  const id = params.id && /^\d{1,10}$/.test(params.id) ? Number(params.id) : null;
  const query = useSensitivity(id);
  const client = useQueryClient();
  const [figure, setFigure] = useState<TornadoFigure>('netCost');
  const [launching, setLaunching] = useState(false);
  const [launchError, setLaunchError] = useState<string | null>(null);
  const data = query.data;
  const running = hasRunningChildren(data);
  const option = useMemo(() => {
    if (!data || data.tornado.length === 0) return null;
    const texts: TornadoTexts = {
      kind: (k) => t(`compare.shift.${k}` as TranslationKey), // a shift kind of the answer
      series: { down: t('compare.tornado.down'), up: t('compare.tornado.up'), out: t('compare.tornado.out') },
      out: t('compare.tornado.outLabel'),
      axis: t(`compare.tornado.axis.${figure}`),
      change: (shift, rises, amount) => t(`compare.tornado.${figure}.${rises === null ? 'same' : rises ? 'rises' : 'falls'}`, { shift, amount }),
    };
    return tornadoOption(data, figure, texts, f.lang);
  }, [data, figure, t, f.lang]);

  const launch = async () => {
    if (id === null) return;
    setLaunching(true);
    setLaunchError(null);
    try {
      await launchSensitivity(id);
      await client.invalidateQueries({ queryKey: compareKeys.sensitivity(id) });
    } catch (err) {
      setLaunchError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setLaunching(false);
    }
  };

  const canLaunch = session?.role !== 'operator' && data !== undefined && data.children.length === 0 && data.parent.kpis !== null;
  const error = query.error instanceof ApiError ? query.error.message : query.error ? t('compare.loadError') : null;
  return (
    <PageFrame
      title={data ? t('compare.sensitivity.titleOf', { name: data.parent.name }) : t('compare.sensitivity.title')}
      actions={canLaunch ? <Button variant="contained" startIcon={<InsightsIcon />} loading={launching} onClick={() => void launch()} data-testid="launch-sensitivity">{t('compare.sensitivity.launch')}</Button> : null}
    >
      {error ? <Alert severity="error">{error}</Alert> : null}
      {launchError ? <Alert severity="error">{launchError}</Alert> : null}
      {data && data.children.length === 0 ? <Alert severity="info">{t('compare.sensitivity.explain')}</Alert> : null}
      {data && running ? <Alert severity="info" data-testid="sensitivity-running">{t('compare.sensitivity.running', { done: data.children.filter((c) => c.kpis !== null).length, count: data.children.length })}</Alert> : null}
      {data && option ? (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2">{t('compare.tornado.title')}</Typography>
            <ToggleButtonGroup size="small" exclusive value={figure} onChange={(_e, v: TornadoFigure | null) => v && setFigure(v)}>
              <ToggleButton value="netCost">{t('compare.kpi.netCost')}</ToggleButton>
              <ToggleButton value="savings">{t('compare.kpi.savings')}</ToggleButton>
            </ToggleButtonGroup>
          </Stack>
          <div data-testid="tornado" data-bars={data.tornado.map((b) => b.kind).join(',')} data-complete={running ? 'false' : 'true'}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="tornado-explain">{t(`compare.tornado.explain.${figure}`)}</Typography>
            <EChart option={option} height={360} testId="tornado-chart" />
          </div>
        </Paper>
      ) : null}
      {data && data.children.length > 0 ? <ChildrenTable data={data} /> : null}
    </PageFrame>
  );
}
