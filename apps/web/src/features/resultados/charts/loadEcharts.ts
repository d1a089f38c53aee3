// ECharts is loaded by dynamic import() when the first chart mounts (never at start).
export type EchartsSetup = typeof import('./echartsSetup');

let loading: Promise<EchartsSetup> | null = null;

export function loadEcharts(): Promise<EchartsSetup> {
  loading ??= import('./echartsSetup');
  return loading;
}
