// The ECharts pieces the result charts use, imported by name so the bundler leaves the rest of the
// library out. This module itself is only reached through loadEcharts()'s dynamic import().
import * as core from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

core.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, DataZoomComponent, CanvasRenderer]);

export const init = core.init;
