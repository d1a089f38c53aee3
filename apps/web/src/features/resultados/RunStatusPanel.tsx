// What the Resultados tab shows while a run has no results: a running run's progress (windows or
// hours done, time elapsed, ticking every second) with a Cancel button; an ended run without results
// says its status (and why it failed). The results load by themselves when the run ends OK.
import { useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import { isFailedStatus, isRunningStatus, runProgressMessages } from '@plantasim/domain';
import { cancelSimulation, type SimulationDetail } from '../../api/simulaciones';
import { CancelRunDialog } from '../../components';
import { useDomainMessage } from '../../components/DataTable';

function useNow(active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

export function RunStatusPanel({ detail, onCancelled }: { detail: SimulationDetail; onCancelled: () => void }) {
  const message = useDomainMessage();
  const running = isRunningStatus(detail.status);
  const now = useNow(running);
  const [asking, setAsking] = useState(false);
  const status = message(`status.${detail.status}`);

  if (!running) {
    return (
      <Alert severity={isFailedStatus(detail.status) ? 'error' : 'info'} variant="outlined" data-testid="resultados-no-results" sx={{ whiteSpace: 'pre-line' }}>
        {message('run.noResults', { status })}
        {isFailedStatus(detail.status) && detail.error ? `\n${message('run.failedReason', { reason: detail.error })}` : ''}
      </Alert>
    );
  }
  const lines = runProgressMessages(detail.run ?? null, detail.created, now);
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }} data-testid="run-progress" data-status={detail.status}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
        <CircularProgress size={28} aria-label={status} />
        <Box>
          <Typography variant="h6" component="p">{status}</Typography>
          <Typography color="text.secondary">{message('run.running')}</Typography>
        </Box>
      </Stack>
      <Box component="ul" sx={{ m: 0, pl: 3, mb: 2 }}>
        {lines.map((l) => <li key={l.code} data-testid={`run-${l.code.slice(4)}`}>{message(l.code, l.params)}</li>)}
      </Box>
      <Button variant="outlined" color="error" startIcon={<StopCircleOutlinedIcon />} onClick={() => setAsking(true)}>
        {message('run.cancel')}
      </Button>
      <CancelRunDialog
        target={asking ? { id: detail.id, name: detail.name } : null}
        cancel={cancelSimulation}
        onClose={() => setAsking(false)}
        onCancelled={onCancelled}
      />
    </Paper>
  );
}
