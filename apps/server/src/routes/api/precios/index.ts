import {
  dateRangeQuerySchema, downloadedPriceRowsSchema, downloaderQuerySchema, omieRefreshSchema, priceRowsSchema, type DateRange,
} from '@plantasim/domain';
import { addDays, daysBetween, downloaderRows, spreadDailyToHours, toPriceRows } from '@plantasim/market-data';
import { requireFullUser } from '../../../plugins/auth.ts';
import type { ContractPlugin } from '../../../plugins/contract.ts';
import { AppError } from '../../../errors.ts';
import futuros from '../futuros/index.ts';
import { badDateRange, MAX_REFRESH_DAYS, refreshTooLong } from './schema.ts';

/**
 * Price endpoints (SPEC §7). Query start_date, end_date (yyyy-MM-dd, both included).
 * - descargar-precios-omie / -omie-historicos: OMIE Spanish day-ahead, 24 rows per available day.
 * - descargar-precios-mibgas / -mibgas-historicos: the day's gas price repeated on the 24 hours of
 *   its day, so gas rows line up with the hourly horizon.
 * - descargar-precios-prevision: the forecast provider, 24 rows per day.
 *   Rows: { fecha_hora: 'dd/MM/yyyy HH:00', hora: 'H<n>' (position from start_date), valor }.
 *   Days not available are absent; nothing available answers [] (never a 500).
 * - descargador-precios (full users): { fecha, omie, prevision, mibgas_2, co2 } per day (daily
 *   means; ?resolucion=hora gives one row per hour).
 * - POST descargador-precios/actualizar (full users): re-checks the range's OMIE days for corrections.
 * Operators may use the simulation-form endpoints; the downloaders are for full users only.
 */
const precios: ContractPlugin = async (app) => {
  const service = app.priceService;
  const series = { schema: { querystring: dateRangeQuerySchema, response: { 200: priceRowsSchema } }, config: { badRequest: badDateRange } };

  const omie = async ({ start, end }: DateRange) => toPriceRows(await service.omieHourly(start, end), start);
  const mibgas = async ({ start, end }: DateRange) => toPriceRows(spreadDailyToHours(await service.mibgasDaily(start, end)), start);

  app.get('/descargar-precios-omie', series, (req) => omie(req.query));
  app.get('/descargar-precios-omie-historicos', series, (req) => omie(req.query));
  app.get('/descargar-precios-mibgas', series, (req) => mibgas(req.query));
  app.get('/descargar-precios-mibgas-historicos', series, (req) => mibgas(req.query));
  app.get('/descargar-precios-prevision', series, async (req) => toPriceRows(await service.previsionHourly(req.query.start, req.query.end), req.query.start));

  // Operators are refused (403) before their request is validated.
  app.get(
    '/descargador-precios',
    {
      schema: { querystring: downloaderQuerySchema, response: { 200: downloadedPriceRowsSchema } },
      config: { badRequest: badDateRange },
      preValidation: requireFullUser,
    },
    async (req) => {
      const { start, end, resolution } = req.query;
      const [omieRows, previsionRows, gas, co2] = await Promise.all([
        service.omieHourly(start, end),
        service.previsionHourly(start, end),
        service.mibgasDaily(start, end),
        service.co2Daily(addDays(start, -4), end), // the last settlement before a weekend start
      ]);
      return downloaderRows({ omie: omieRows, prevision: previsionRows, mibgas: gas, co2 }, start, end, resolution === 'dia' ? 'day' : 'hour');
    },
  );

  // A full user forces the OMIE days of a range to be re-checked for corrections (a higher file
  // version in MARKET_DATA_DIR or over HTTP replaces the stored day). At most MAX_REFRESH_DAYS days:
  // each one costs a request to OMIE.
  app.post(
    '/descargador-precios/actualizar',
    {
      schema: { querystring: dateRangeQuerySchema, response: { 200: omieRefreshSchema } },
      config: { badRequest: badDateRange },
      preValidation: requireFullUser,
    },
    async (req) => {
      const { start, end } = req.query;
      if (daysBetween(start, end) + 1 > MAX_REFRESH_DAYS) throw new AppError(400, refreshTooLong, 'DATE_RANGE_TOO_LONG');
      const days = await service.omieRefresh(start, end);
      return {
        dias: days.map((d) => ({ fecha: d.date, version: d.version, origen: d.origin, actualizado: d.updated })),
        actualizados: days.filter((d) => d.updated).length,
      };
    },
  );

  await app.register(futuros);
};

export default precios;
