// "Recalcular exacto" on one block of the explanation: the block estimate re-optimises only the
// block ±1 h with the neighbouring runs held; asked for, the whole horizon is re-solved with the
// block forced (a queued job, its state shown while it runs) and the exact figure replaces it.
import { Button, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ExactBlockAnswer } from '../../../api/exact';
import { useFormat } from '../../../i18n/format';

export interface ExactActionProps {
  /** The block's state, when asked for. */
  answer?: ExactBlockAnswer;
  /** The block estimate (EUR). */
  estimate: number;
  busy: boolean;
  onAsk: () => void;
}

/** The cost cell of a block that can be flipped: the exact figure once computed, else the
 *  estimate with the action (or the request's state). */
export function ExactAction({ answer, estimate, busy, onAsk }: ExactActionProps) {
  const { t } = useTranslation();
  const f = useFormat();
  if (answer?.estado === 'done' && answer.delta !== null) {
    return (
      <Stack sx={{ alignItems: 'flex-end' }} data-testid="exact-done">
        <span>{f.money(answer.delta, 0)}</span>
        <Typography variant="caption" color="success.main">{t('resultados.explain.exact.exactLabel')}</Typography>
      </Stack>
    );
  }
  const state = answer?.estado === 'queued' ? t('resultados.explain.exact.queued')
    : answer?.estado === 'solving' ? t('resultados.explain.exact.solving', { seconds: Math.round(answer.segundos ?? 0) })
    : null;
  return (
    <Stack sx={{ alignItems: 'flex-end' }}>
      <span>{f.money(estimate, 0)}</span>
      <Typography variant="caption" color="text.secondary">{t('resultados.explain.exact.estimateLabel')}</Typography>
      {state ? (
        <Typography variant="caption" color="info.main" role="status" data-testid="exact-progress">{state}</Typography>
      ) : answer?.estado === 'infeasible' ? null : (
        <Tooltip title={t('resultados.explain.exact.actionHint')}>
          <span>
            <Button size="small" onClick={onAsk} disabled={busy} data-testid="exact-action" sx={{ whiteSpace: 'nowrap' }}>
              {t(answer?.estado === 'failed' ? 'resultados.explain.exact.retry' : 'resultados.explain.exact.action')}
            </Button>
          </span>
        </Tooltip>
      )}
    </Stack>
  );
}

/** The sentence under a block's reason once its exact request ended (or failed). */
export function exactSentence(t: TFunction, money: (x: number) => string, answer: ExactBlockAnswer | undefined, estimate: number): string | null {
  if (!answer) return null;
  if (answer.estado === 'done' && answer.delta !== null) return t('resultados.explain.exact.done', { amount: money(answer.delta), estimate: money(estimate) });
  if (answer.estado === 'infeasible') return t('resultados.explain.exact.infeasible');
  if (answer.estado === 'failed') return t('resultados.explain.exact.failed', { error: answer.error ?? '' });
  return null;
}
