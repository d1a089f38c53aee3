// The schedule differences as a canvas heat map: one row per engine or electric boiler, one column per
// common hour; amber where only the load differs, red where one run has the unit on and the other off.
// A canvas keeps a planning year (8,760 columns × 10 units) to one element.
import { useEffect, useRef } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CELL, type CompareResponse } from '@plantasim/domain';

const COLORS: Record<number, string> = { [CELL.same]: '#e8eef3', [CELL.onOff]: '#d32f2f', [CELL.load]: '#f5a623' };
const ROW = 18;

export function HeatMap({ schedule }: { schedule: CompareResponse['schedule'] }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const hours = schedule.hours.length;
  useEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    const width = c.clientWidth || 800;
    c.width = width;
    c.height = schedule.heat.length * ROW;
    const cell = hours > 0 ? width / hours : width;
    schedule.heat.forEach((row, r) => {
      row.cells.forEach((v, h) => {
        ctx.fillStyle = COLORS[v] ?? COLORS[CELL.same]!;
        ctx.fillRect(Math.floor(h * cell), r * ROW + 1, Math.max(1, Math.ceil(cell) - (cell > 3 ? 1 : 0)), ROW - 2);
      });
    });
  }, [schedule, hours]);
  return (
    <Box data-testid="compare-heatmap" data-differing={schedule.differingCells}>
      <Stack direction="row" sx={{ gap: 1 }}>
        <Box sx={{ flex: '0 0 180px' }}>
          {schedule.heat.map((row) => (
            <Typography key={row.concepto} variant="caption" component="div" noWrap sx={{ height: ROW, lineHeight: `${ROW}px` }}>{row.concepto}</Typography>
          ))}
        </Box>
        <Box component="canvas" ref={canvas} role="img" aria-label={t('compare.heat.aria', { count: schedule.differingCells })} sx={{ flex: 1, minWidth: 0, height: schedule.heat.length * ROW }} />
      </Stack>
      <Stack direction="row" sx={{ gap: 2, mt: 1, flexWrap: 'wrap' }}>
        {[CELL.same, CELL.load, CELL.onOff].map((v) => (
          <Stack key={v} direction="row" sx={{ gap: 0.5, alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, bgcolor: COLORS[v] }} />
            <Typography variant="caption">{t(`compare.heat.cell${v}`)}</Typography>
          </Stack>
        ))}
        <Typography variant="caption" color="text.secondary">{schedule.hours[0] ?? ''} – {schedule.hours[hours - 1] ?? ''}</Typography>
      </Stack>
    </Box>
  );
}
