// One ECharts canvas: the library loads on first mount, the chart follows its box's size and is
// disposed on unmount (no canvases or listeners left behind when the user changes tab). Its legend is
// drawn by the page above the canvas (legend.ts): every series listed, wrapping, a click hides or
// shows a series.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, ButtonBase, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EChartsCoreOption } from 'echarts/core';
import { loadEcharts } from './loadEcharts';
import { withPageLegend, type LegendItem } from './legend';
import { nextTask } from '../../../api/resultados';

type ChartInstance = ReturnType<Awaited<ReturnType<typeof loadEcharts>>['init']>;

/**
 * The texts the canvas shows (axis ticks, names, bar labels), in drawing order without repeats: a
 * canvas has no DOM text, so the box carries them in `data-drawn-text` for readers that cannot see
 * pixels (and for the browser tests that check their number format).
 */
function drawnTexts(instance: ChartInstance): string {
  const seen = new Set<string>();
  for (const el of instance.getZr().storage.getDisplayList()) {
    const text = (el.style as { text?: unknown } | undefined)?.text;
    if (typeof text === 'string' && text.trim() !== '' && !el.ignore && !el.invisible) seen.add(text);
  }
  return [...seen].join('\n');
}

function Mark({ item }: { item: LegendItem }) {
  if (item.mark === 'line' || item.mark === 'dashed') {
    return <Box component="span" aria-hidden sx={{ width: 18, height: 0, borderTop: `2px ${item.mark === 'dashed' ? 'dashed' : 'solid'} ${item.color}`, flex: 'none' }} />;
  }
  return <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: item.mark === 'bar' ? 0.5 : 0.25, bgcolor: item.color, flex: 'none' }} />;
}

function Legend({ items, hidden, onToggle, testId }: { items: LegendItem[]; hidden: ReadonlySet<string>; onToggle: (name: string) => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      role="group"
      aria-label={t('resultados.charts.legend')}
      data-testid={testId ? `${testId}-legend` : undefined}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mb: 1, minWidth: 0 }}
    >
      {items.map((item) => {
        const shown = !hidden.has(item.name);
        return (
          <ButtonBase
            key={item.name}
            onClick={() => onToggle(item.name)}
            aria-pressed={shown}
            title={t(shown ? 'resultados.charts.legendHide' : 'resultados.charts.legendShow', { name: item.name })}
            data-testid="chart-legend-item"
            sx={{ gap: 0.75, px: 0.5, borderRadius: 1, opacity: shown ? 1 : 0.45, fontSize: 12, color: 'text.secondary', lineHeight: 1.8 }}
          >
            <Mark item={item} />
            <span>{item.name}</span>
          </ButtonBase>
        );
      })}
    </Box>
  );
}

export function EChart({ option, height = 320, testId }: { option: EChartsCoreOption; height?: number; testId?: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const shaped = useMemo(() => withPageLegend(option, hidden), [option, hidden]);
  const latest = useRef(shaped.option);
  latest.current = shaped.option;
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    // Each chart starts in a task of its own (a timer after the library loaded): the sub-tab's charts
    // are not drawn in one long block of the page.
    void loadEcharts().then(async (echarts) => {
      await nextTask();
      if (disposed || !box.current) return;
      const instance = echarts.init(box.current, undefined, { renderer: 'canvas' });
      chart.current = instance;
      instance.on('finished', () => box.current?.parentElement?.setAttribute('data-drawn-text', drawnTexts(instance)));
      instance.setOption(latest.current);
      observer = new ResizeObserver(() => instance.resize());
      observer.observe(box.current);
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(shaped.option, { notMerge: true, lazyUpdate: true });
  }, [shaped.option]);

  const toggle = (name: string) => setHidden((current) => {
    const next = new Set(current);
    if (!next.delete(name)) next.add(name);
    return next;
  });

  return (
    <Box sx={{ minWidth: 0 }}>
      {shaped.items.length > 0 ? <Legend items={shaped.items} hidden={hidden} onToggle={toggle} testId={testId} /> : null}
      <Box sx={{ position: 'relative', height }} data-testid={testId} data-ready={ready ? 'true' : 'false'}>
        <Box ref={box} sx={{ position: 'absolute', inset: 0 }} />
        {ready ? null : (
          <Stack spacing={1} sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center' }}>
            <CircularProgress size={24} />
            <Typography variant="caption" color="text.secondary">{t('resultados.charts.loading')}</Typography>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
