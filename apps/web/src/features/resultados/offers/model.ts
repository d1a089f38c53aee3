// The Ofertas sub-tab's pure parts (docs/offers.md "The screen and its export"): a period's stepwise
// sell curve as chart points, the period's date-time, the steps in short, and the CSV export.
import type { EChartsCoreOption } from 'echarts/core';
import { dayQuarterKeys, offersRefusal, parseDate, writeCsv, type SimulationDetail, type SimulationOffers } from '@plantasim/domain';
import { chartNumbers, formatNumber, formatSigned, type UiLang } from '../../../i18n/format';

type OfferPeriod = SimulationOffers['periodos'][number];

/** Whether the Ofertas sub-tab is shown: full users (the POST is 403 to operators) on an executed one-day run. */
export function offersAvailable(detail: Pick<SimulationDetail, 'status' | 'horizonte'> | undefined, operator: boolean): boolean {
  return !operator && detail !== undefined && offersRefusal({ status: detail.status, horizonDays: detail.horizonte }) === null;
}

/** The file the export writes for run `id`. */
export function offersFileName(id: string | number): string {
  return `ofertas_${id}.csv`;
}

/** Minutes per period: quarter hours when the day has more periods than hours (92–100), else hours. */
export function periodMinutes(periodCount: number): number {
  return periodCount > 25 ? 15 : 60;
}

/**
 * 'dd/MM/yyyy HH:mm' of a period's start on the market's clock (domain calendar): a day of quarter
 * hours (92–100 periods) reads its periods from the Madrid day (the 23-hour day skips 02:00, the
 * 25-hour day has it twice); a day of hours has the spec's 24 hourly rows. Without the day, the
 * period's time counted from midnight.
 */
export function periodDateTime(fechaActual: string | null, periodo: number, periodCount: number): string {
  const date = fechaActual ? parseDate(fechaActual) : undefined;
  if (date?.ok && periodCount > 25) {
    const key = dayQuarterKeys(date.data)[periodo - 1];
    if (key) return key;
  }
  const minutes = (periodo - 1) * periodMinutes(periodCount);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return fechaActual ? `${fechaActual} ${time}` : time;
}

/**
 * The curve as points to draw with price on Y and net MW on X: at price p at or above a step's
 * price (and below the next step's), the plant's position is the step's quantity; each step is a
 * vertical stretch at its quantity up to the next step's price, then a horizontal one to the next
 * quantity. The last step ends at its own price.
 */
export function curvePoints(curve: OfferPeriod['curva']): [number, number][] {
  const points: [number, number][] = [];
  curve.forEach((step, i) => {
    points.push([step.cantidad_mw, step.precio]);
    const next = curve[i + 1];
    if (next) points.push([step.cantidad_mw, next.precio]);
  });
  return points;
}

/** The steps in short: 'precio → MW' pairs separated by ' · ', in the interface language, trailing zero decimals dropped. */
export function stepsText(curve: OfferPeriod['curva'], lang: UiLang): string {
  return curve.map((s) => `${formatNumber(s.precio, lang, 2, { trim: true })} → ${formatNumber(s.cantidad_mw, lang, 2, { trim: true })}`).join(' · ');
}

/** The ladder's deltas with their sign: '−50, −5, 0, +5, +50'. */
export function deltasText(deltas: readonly number[], lang: UiLang): string {
  return deltas.map((d) => formatSigned(d, lang, 2, { trim: true })).join(', ');
}

export interface CurveChartLabels {
  curve: string;
  forecast: string;
  price: string;
  quantity: string;
}

/** The chart of one period: its stepwise curve and the forecast point (plan's position at the forecast price). */
export function curveChartOption(period: OfferPeriod, labels: CurveChartLabels, lang: UiLang): EChartsCoreOption {
  const numbers = chartNumbers(lang);
  const axis = (name: string) => ({
    type: 'value',
    name,
    scale: true,
    nameTextStyle: { color: '#546E7A', fontSize: 11 },
    axisLabel: { formatter: numbers.axis, color: '#546E7A' },
    splitLine: { lineStyle: { color: '#ECEFF1' } },
  });
  return {
    color: ['#0A4F7E', '#C0392B'],
    animation: false,
    grid: { left: 64, right: 32, top: 36, bottom: 48 },
    legend: { type: 'plain' },
    tooltip: { trigger: 'item', valueFormatter: numbers.tooltip, confine: true },
    xAxis: { ...axis(labels.quantity), nameLocation: 'middle', nameGap: 28 },
    yAxis: axis(labels.price),
    series: [
      { name: labels.curve, type: 'line', showSymbol: true, symbolSize: 5, lineStyle: { width: 2 }, data: curvePoints(period.curva) },
      { name: labels.forecast, type: 'line', showSymbol: true, symbol: 'diamond', symbolSize: 12, data: [[period.posicion_prevista_mw, period.precio_previsto]], z: 5 },
    ],
  };
}

/** Headers of the export, per language. */
export const OFFERS_CSV_HEADERS: Record<UiLang, readonly string[]> = {
  es: ['Fecha y hora', 'Periodo', 'Precio (€/MWh)', 'Cantidad (MW)'],
  en: ['Date and time', 'Period', 'Price (€/MWh)', 'Quantity (MW)'],
};

/**
 * ofertas_<id>.csv: one row per period and step (date-time of the period's start, 1-based period,
 * the step's price and net quantity, > 0 sells), with the CSV engine's conventions (UTF-8 BOM,
 * semicolons, decimal comma, 3 decimals, CRLF).
 */
export function offersCsv(offers: SimulationOffers, fechaActual: string | null, lang: UiLang): string {
  const count = offers.periodos.length;
  const rows = offers.periodos.flatMap((p) => p.curva.map((s) => [periodDateTime(fechaActual, p.periodo, count), String(p.periodo), s.precio, s.cantidad_mw]));
  return writeCsv(OFFERS_CSV_HEADERS[lang], rows, 3);
}
