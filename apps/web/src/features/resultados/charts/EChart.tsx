// One ECharts canvas: the library loads on first mount, the chart follows its box's size and is
// disposed on unmount (no canvases or listeners left behind when the user changes tab).
import { useEffect, useRef, useState } from 'react';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EChartsCoreOption } from 'echarts/core';
import { loadEcharts } from './loadEcharts';
import { nextTask } from '../../../api/resultados';

type ChartInstance = ReturnType<Awaited<ReturnType<typeof loadEcharts>>['init']>;

export function EChart({ option, height = 320, testId }: { option: EChartsCoreOption; height?: number; testId?: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const latest = useRef(option);
  latest.current = option;
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
    chart.current?.setOption(option, { notMerge: true, lazyUpdate: true });
  }, [option]);

  return (
    <Box sx={{ position: 'relative', height }} data-testid={testId} data-ready={ready ? 'true' : 'false'}>
      <Box ref={box} sx={{ position: 'absolute', inset: 0 }} />
      {ready ? null : (
        <Stack spacing={1} sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center' }}>
          <CircularProgress size={24} />
          <Typography variant="caption" color="text.secondary">{t('resultados.charts.loading')}</Typography>
        </Stack>
      )}
    </Box>
  );
}
