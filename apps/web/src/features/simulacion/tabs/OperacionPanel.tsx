// Planta › Operación: optional plant data on how the units move between loads, kept beside the
// spec's equipment tables (whose CSV columns are fixed): each engine's ramp limit and part-load
// curve (points potencia → gas from its minimum to its maximum load; none = the table's single
// efficiency) and each boiler's cost per start. Problems of a curve are shown as they are typed,
// in the words of the launch check (the domain catalogue).
import { useTranslation } from 'react-i18next';
import { Button, IconButton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  defaultPartLoadCurve, formatLimit, partLoadCurveProblems, PART_LOAD_MAX_POINTS, withBoilerStartCost, withEnginePartLoadCurve, withEngineRamp,
  type PartLoadPoint,
} from '@plantasim/domain';
import { messageLang, useDomainMessage } from '../../../components/DataTable';
import { usePayload, useSimulation, useUpdate } from '../state/SimulationContext';
import { NumberInput } from './NumberInput';

function CurveEditor({ e, curve, engine, editable }: {
  e: number;
  curve: readonly PartLoadPoint[];
  engine: { nombre: string; potencia_minima: number; potencia_maxima: number; rendimiento_electricidad_gas: number };
  editable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const update = useUpdate();
  const message = useDomainMessage();
  const lang = messageLang(i18n.resolvedLanguage ?? i18n.language);
  const set = (next: PartLoadPoint[]) => update((x) => withEnginePartLoadCurve(x, e, next));
  if (curve.length === 0) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">{t('simulacion.operacion.singleEfficiency')}</Typography>
        {editable ? (
          <Button size="small" startIcon={<AddOutlined />} onClick={() => set(defaultPartLoadCurve(engine))} data-testid={`operacion-curva-anadir-${e}`}>
            {t('simulacion.operacion.addCurve')}
          </Button>
        ) : null}
      </Stack>
    );
  }
  const problems = partLoadCurveProblems(engine, curve);
  const setPoint = (k: number, field: keyof PartLoadPoint, v: number) => set(curve.map((pt, i) => (i === k ? { ...pt, [field]: v } : pt)));
  return (
    <Stack spacing={0.5} data-testid={`operacion-curva-${e}`}>
      {curve.map((pt, k) => (
        <Stack key={k} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <NumberInput
            label={`${t('simulacion.operacion.power')} · ${engine.nombre} · ${k + 1}`} labelHidden width={110} unit="MW" min={0}
            value={pt.potencia} disabled={!editable} onChange={(v) => setPoint(k, 'potencia', v)} testId={`operacion-curva-${e}-${k}-potencia`}
          />
          <Typography variant="body2" aria-hidden>→</Typography>
          <NumberInput
            label={`${t('simulacion.operacion.gas')} · ${engine.nombre} · ${k + 1}`} labelHidden width={120} unit="MW" min={0}
            value={pt.gas} disabled={!editable} onChange={(v) => setPoint(k, 'gas', v)} testId={`operacion-curva-${e}-${k}-gas`}
          />
          {editable ? (
            <Tooltip title={t('simulacion.operacion.removePoint')}>
              <IconButton size="small" aria-label={t('simulacion.operacion.removePoint')} onClick={() => set(curve.filter((_, i) => i !== k))}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Stack>
      ))}
      {editable ? (
        <Stack direction="row" spacing={1}>
          <Button
            size="small" startIcon={<AddOutlined />} disabled={curve.length >= PART_LOAD_MAX_POINTS} data-testid={`operacion-curva-punto-${e}`}
            onClick={() => {
              // A new point halfway along the last segment (or after the last point).
              const last = curve[curve.length - 1]!, before = curve[curve.length - 2];
              const mid = before ? { potencia: (before.potencia + last.potencia) / 2, gas: (before.gas + last.gas) / 2 } : { ...last };
              set([...curve.slice(0, -1), mid, last]);
            }}
          >
            {t('simulacion.operacion.addPoint')}
          </Button>
          <Button size="small" onClick={() => set([])} data-testid={`operacion-curva-quitar-${e}`}>{t('simulacion.operacion.removeCurve')}</Button>
        </Stack>
      ) : null}
      {problems.map((p, i) => (
        <Typography key={i} variant="caption" color="error" data-testid={`operacion-curva-problema-${e}`}>
          {p.point === undefined ? '' : `${t('simulacion.operacion.point', { n: p.point + 1 })}: `}{message(p.code, Object.fromEntries(Object.entries(p.params ?? {}).map(([k, v]) => [k, formatLimit(v, lang)])))}
        </Typography>
      ))}
    </Stack>
  );
}

export function OperacionPanel() {
  const { t } = useTranslation();
  const p = usePayload();
  const { access } = useSimulation();
  const update = useUpdate();
  const editable = access.editable;
  const ramps = p.planta.rampa_motores;
  const curves = p.planta.curva_carga_motores;
  const boilerCosts = p.planta.coste_arranque_calderas ?? {};
  const boilers = [...p.planta.calderas_gas, ...p.planta.calderas_electricas];
  return (
    <Stack spacing={2} data-testid="operacion">
      <Typography variant="body2" color="text.secondary">{t('simulacion.operacion.intro')}</Typography>
      <TableContainer>
        <Table size="small" aria-label={t('simulacion.operacion.engines')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('simulacion.operacion.engine')}</TableCell>
              <TableCell>{t('simulacion.operacion.ramp')}</TableCell>
              <TableCell>{t('simulacion.operacion.curve')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {p.planta.motores.map((m, e) => (
              <TableRow key={m.nombre} data-testid="operacion-motor" sx={{ verticalAlign: 'top' }}>
                <TableCell>{m.nombre}</TableCell>
                <TableCell>
                  <NumberInput
                    allowEmpty labelHidden min={0.001} width={150} unit="MW/h"
                    label={`${t('simulacion.operacion.ramp')} · ${m.nombre}`} testId={`operacion-rampa-${e}`}
                    value={ramps?.[e] ?? null} disabled={!editable} placeholder={t('simulacion.operacion.noLimit')}
                    onChange={(v) => update((x) => withEngineRamp(x, e, v))}
                  />
                </TableCell>
                <TableCell>
                  <CurveEditor e={e} curve={curves?.[e] ?? []} engine={m} editable={editable} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TableContainer sx={{ maxWidth: 560 }}>
        <Table size="small" aria-label={t('simulacion.operacion.boilers')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('simulacion.operacion.boiler')}</TableCell>
              <TableCell>{t('simulacion.operacion.boilerStartCost')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {boilers.map((b) => (
              <TableRow key={b.nombre} data-testid="operacion-caldera">
                <TableCell>{b.nombre}</TableCell>
                <TableCell>
                  <NumberInput
                    labelHidden min={0} width={150} unit="EUR"
                    label={`${t('simulacion.operacion.boilerStartCost')} · ${b.nombre}`} testId={`operacion-caldera-arranque-${b.nombre}`}
                    value={boilerCosts[b.nombre] ?? 0} disabled={!editable}
                    onChange={(v) => update((x) => withBoilerStartCost(x, b.nombre, v))}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
