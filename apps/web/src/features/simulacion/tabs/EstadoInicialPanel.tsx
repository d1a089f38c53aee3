// Planta › Estado inicial: each engine's state before H1 and how long it has been in it (so the
// minimum up/down times hold across two plans), taken from the previous day's valid simulation or
// typed, with where it came from (a launch without hours takes them from that simulation: the
// server does it, this panel says so); and each engine's cost per start.
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import {
  LONG_ENOUGH_HOURS, withCarriedState, withEngineHoursBefore, withEngineStartCost,
} from '@plantasim/domain';
import { fetchInitialState } from '../../../api/simulacion';
import { usePayload, useSimulation, useUpdate } from '../state/SimulationContext';
import { NumberInput } from './NumberInput';
import { initialStateOrigin } from './initialStateOrigin';

export function EstadoInicialPanel() {
  const { t } = useTranslation();
  const p = usePayload();
  const { access } = useSimulation();
  const update = useUpdate();
  const fecha = p.configuracion.fechaActual;
  const previous = useQuery({
    queryKey: ['estado-inicial', fecha],
    queryFn: ({ signal }) => fetchInitialState(fecha, signal),
    enabled: access.editable && !access.operator,
    retry: false,
  });
  const hours = p.planta.horas_estado_motores;
  const costs = p.planta.coste_arranque_motores;
  const found = previous.data?.simulacion ?? null;
  const origin = initialStateOrigin(p.planta, found !== null);

  return (
    <Stack spacing={2} data-testid="estado-inicial">
      <Typography variant="body2" color="text.secondary">{t('simulacion.estadoInicial.intro')}</Typography>
      {access.editable && previous.data ? (
        found ? (
          <Alert
            severity="info" variant="outlined" data-testid="estado-inicial-anterior"
            action={<Button size="small" onClick={() => update((x) => withCarriedState(x, previous.data.motores, found))} data-testid="estado-inicial-tomar">{t('simulacion.estadoInicial.take')}</Button>}
          >
            {t('simulacion.estadoInicial.previous', { name: found.name, date: found.fechaActual })}
          </Alert>
        ) : <Alert severity="info" variant="outlined" data-testid="estado-inicial-anterior">{t('simulacion.estadoInicial.noPrevious')}</Alert>
      ) : null}
      <Typography variant="body2" data-testid="estado-inicial-origen">
        {t(origin.key, origin.params)}
      </Typography>
      <TableContainer sx={{ maxWidth: 760 }}>
        <Table size="small" aria-label={t('simulacion.planta.initialState')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('simulacion.estadoInicial.engine')}</TableCell>
              <TableCell>{t('simulacion.estadoInicial.state')}</TableCell>
              <TableCell>{t('simulacion.estadoInicial.hours')}</TableCell>
              <TableCell>{t('simulacion.estadoInicial.startCost')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {p.planta.motores.map((m, e) => {
              const h = hours?.[e];
              return (
                <TableRow key={m.nombre} data-testid="estado-inicial-motor">
                  <TableCell>{m.nombre}</TableCell>
                  <TableCell>{t(m.estado === 'Encendido' ? 'simulacion.estadoInicial.on' : 'simulacion.estadoInicial.off')}</TableCell>
                  <TableCell>
                    <NumberInput
                      allowEmpty labelHidden min={0} width={150}
                      label={`${t('simulacion.estadoInicial.hours')} · ${m.nombre}`} testId={`estado-inicial-horas-${e}`}
                      value={h === undefined || h >= LONG_ENOUGH_HOURS ? null : h} disabled={!access.editable}
                      placeholder={t('simulacion.estadoInicial.longEnough')}
                      onChange={(v) => update((x) => withEngineHoursBefore(x, e, v))}
                    />
                  </TableCell>
                  <TableCell>
                    <NumberInput
                      allowEmpty labelHidden min={0} width={150}
                      label={`${t('simulacion.estadoInicial.startCost')} · ${m.nombre}`} testId={`estado-inicial-arranque-${e}`}
                      value={costs?.[e] ?? 0} disabled={!access.editable}
                      onChange={(v) => update((x) => withEngineStartCost(x, e, v ?? 0))}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
