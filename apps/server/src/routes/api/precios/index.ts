import {
  dateRangeFieldsSchema, dateRangeQuerySchema, downloadedPriceRowsSchema, downloaderQuerySchema, omieRefreshSchema, omieVersionsSchema, priceRowsSchema,
  quarterPriceRowsSchema, sourceProblemsSchema, type DateRange,
} from '@plantasim/domain';
import { addDays, daysBetween, downloaderRows, spreadDailyToHours, toPriceRows, toQuarterPriceRows } from '@plantasim/market-data';
import { requireFullUser } from '../../../plugins/auth.ts';
import type { ContractPlugin } from '../../../plugins/contract.ts';
import { AppError } from '../../../errors.ts';
import futuros from '../futuros/index.ts';
import { badDateRange, MAX_REFRESH_DAYS, refreshTooLong } from './schema.ts';

/**
 * Price endpoints (docs/rules/calls.md). Query start_date, end_date (yyyy-MM-dd, both included).
 * - descargar-precios-omie / -omie-historicos: OMIE Spanish day-ahead, 24 rows per available day.
 * - descargar-precios-omie-cuartos: the same prices as published from 2025-10-01, one row per
 *   15-minute period { fecha_hora: 'dd/MM/yyyy HH:mm', periodo: 1..92/96/100, valor }; the hourly
 *   days before 2025-10-01 are absent (they are in the hourly endpoints).
 * - descargar-precios-mibgas / -mibgas-historicos: the day's gas price repeated on the 24 hours of
 *   its day, so gas rows line up with the hourly horizon.
 * - descargar-precios-prevision: the forecast provider, 24 rows per day.
 *   Rows: { fecha_hora: 'dd/MM/yyyy HH:00', hora: 'H<n>' (position from start_date), valor }.
 *   Days not available are absent; nothing available answers [] (never a 500).
 * - descargador-precios (full users): { fecha, omie, prevision, mibgas_2, co2, version_omie } per day
 *   (daily means; ?resolucion=hora gives one row per hour; version_omie the OMIE file version of the day).
 * - POST descargador-precios/actualizar (full users): re-checks the range's OMIE days for corrections;
 *   the dates come in the query or in a JSON body.
 * - GET descargador-precios/estado (full users): the newest problem of each outside source (refused
 *   answer, late, failed, no workbook), with the source and time, for the downloader's warnings.
 * The downloaders are pages: they answer within the page deadline with what the sources gave.
 * Operators may use the simulation-form endpoints; the downloaders are for full users only.
 */
const precios: ContractPlugin = async (app) => {
  const service = app.priceService;
  const series = { schema: { querystring: dateRangeQuerySchema, response: { 200: priceRowsSchema } }, config: { badRequest: badDateRange } };

  const omie = async ({ start, end }: DateRange) => toPriceRows(await service.omieHourly(start, end), start);
  const mibgas = async ({ start, end }: DateRange) => toPriceRows(spreadDailyToHours(await service.mibgasDaily(start, end)), start);

  app.get('/descargar-precios-omie', series, (req) => omie(req.query));
  app.get('/descargar-precios-omie-historicos', series, (req) => omie(req.query));
  app.get('/descargar-precios-omie-cuartos', { schema: { querystring: dateRangeQuerySchema, response: { 200: quarterPriceRowsSchema } }, config: { badRequest: badDateRange } },
    async (req) => toQuarterPriceRows(await service.omiePeriods(req.query.start, req.query.end)));
  app.get('/descargar-precios-mibgas', series, (req) => mibgas(req.query));
  app.get('/descargar-precios-mibgas-historicos', series, (req) => mibgas(req.query));
  // The OMIE file version of each stored day of the range, for the form's OMIE grids (a correction
  // .2 visible beside the prices it replaced); read after the form's OMIE download stored the days.
  app.get('/descargar-precios-omie-versiones', { schema: { querystring: dateRangeQuerySchema, response: { 200: omieVersionsSchema } }, config: { badRequest: badDateRange } },
    async (req) => [...(await service.omieVersions(req.query.start, req.query.end))].map(([fecha, version]) => ({ fecha, version })));
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
        service.omieHourly(start, end, 'page'),
        service.previsionHourly(start, end, 'page'),
        service.mibgasDaily(start, end, 'page'),
        service.co2Daily(addDays(start, -4), end, 'page'), // the last settlement before a weekend start
      ]);
      // The version of each OMIE day is shown in the grid (a correction .2 is visible where it is used).
      const omieVersions = await service.omieVersions(start, end);
      return downloaderRows({ omie: omieRows, prevision: previsionRows, mibgas: gas, co2, omieVersions }, start, end, resolution === 'dia' ? 'day' : 'hour');
    },
  );

  // A full user forces the OMIE days of a range to be re-checked for corrections (a higher file
  // version in MARKET_DATA_DIR or over HTTP replaces the stored day). At most MAX_REFRESH_DAYS days:
  // each one costs a request to OMIE.
  app.post(
    '/descargador-precios/actualizar',
    {
      schema: { querystring: dateRangeFieldsSchema, body: dateRangeFieldsSchema, response: { 200: omieRefreshSchema } },
      config: { badRequest: badDateRange },
      preValidation: requireFullUser,
    },
    async (req) => {
      const fields = { start_date: req.query?.start_date ?? req.body?.start_date, end_date: req.query?.end_date ?? req.body?.end_date };
      const range = dateRangeQuerySchema.safeParse(fields);
      if (!range.success) throw badDateRange(range.error.issues as never, 'querystring', req);
      const { start, end } = range.data;
      if (daysBetween(start, end) + 1 > MAX_REFRESH_DAYS) throw new AppError(400, refreshTooLong, 'DATE_RANGE_TOO_LONG');
      const days = await service.omieRefresh(start, end, 'page');
      return {
        dias: days.map((d) => ({ fecha: d.date, version: d.version, origen: d.origin, actualizado: d.updated })),
        actualizados: days.filter((d) => d.updated).length,
      };
    },
  );

  app.get(
    '/descargador-precios/estado',
    { schema: { response: { 200: sourceProblemsSchema } }, preValidation: requireFullUser },
    async () => ({
      fuentes: Object.entries(service.sourceProblems()).map(([origen, p]) => ({ origen_datos: origen as 'omie', ...p })),
    }),
  );

  await app.register(futuros);
};

export default precios;
