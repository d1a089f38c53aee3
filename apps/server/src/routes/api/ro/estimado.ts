/**
 * GET /api/ro/estimado?start_date&end_date&codigo_it (every user; contract/ro.ts): the Ro of each
 * quarter of the range estimated from the downloaded futures (market-data roInputs) by the published
 * method for the plant's instalación tipo (domain regime/). The code is the query's, else the base
 * case's planta.codigo_instalacion_tipo. A page: the futures answer within the page deadline.
 */
import {
  addDays, estimateQuarterRo, formatIsoDate, madridDate, quartersBetween, roEstimateAnswerSchema, roEstimateQuerySchema,
  type RoEstimateQuarter,
} from '@plantasim/domain';
import { roInputsFromFutures, roSessionsRange, type RoCommodityInput } from '@plantasim/market-data';
import type { BadRequest, ContractPlugin } from '../../../plugins/contract.ts';
import { readBaseCase } from '../../../repositories/baseCase.ts';

const planCode = (payload: unknown): string | null => {
  const code = (payload as { planta?: { codigo_instalacion_tipo?: unknown } } | undefined)?.planta?.codigo_instalacion_tipo;
  return typeof code === 'string' ? code : null;
};

const answerInput = (c: RoCommodityInput) => ({
  valor: c.value,
  patas: c.legs.map((l) => ({
    pata: l.leg, peso: l.weight, entrega: { inicio: l.delivery.start, fin: l.delivery.end }, ventana: { inicio: l.window.start, fin: l.window.end },
    valor: l.value, sesiones: l.sessions, ultima_sesion: l.lastSession, abierto: l.open, ...(l.from ? { de: l.from } : {}),
  })),
});

const estimado = (badRequest: BadRequest): ContractPlugin => async (app) => {
  app.get(
    '/ro/estimado',
    { schema: { querystring: roEstimateQuerySchema, response: { 200: roEstimateAnswerSchema } }, config: { badRequest } },
    async (request) => {
      const todayDate = madridDate(new Date());
      const today = formatIsoDate(todayDate);
      const start = request.query.start_date ?? today;
      const end = request.query.end_date ?? formatIsoDate(addDays(todayDate, 366));
      const quarters = quartersBetween(start <= end ? start : end, start <= end ? end : start);
      const code = request.query.codigo_it ?? planCode(await readBaseCase(app.db));
      const ranges = quarters.map(roSessionsRange).filter((r) => r !== null);
      const from = ranges[0]?.start ?? today;
      const to = ranges.reduce((m, r) => (r.end > m ? r.end : m), from);
      const futures = await app.priceService.futures(from, to < today ? to : today, 'page');
      const trimestres: RoEstimateQuarter[] = [];
      for (const q of quarters) {
        const inputs = roInputsFromFutures(q, today, futures);
        if (!inputs) continue;
        const e = estimateQuarterRo(code, q, { electricity: inputs.electricity.value, gas: inputs.gas.value, co2: inputs.co2.value });
        trimestres.push({
          trimestre: q,
          valor: e.ok ? Math.round(e.ro.ro * 1000) / 1000 : null,
          motivo: e.ok ? null : e.reason,
          entradas: { electricidad: answerInput(inputs.electricity), gas: answerInput(inputs.gas), co2: answerInput(inputs.co2) },
          metodo: e.ok ? { anio_valores: e.method.ownYear, peajes_trimestre: e.method.tollsQuarter, ivpee_pct: e.method.ivpeePct, acceso_gas: e.method.gasAccess } : null,
        });
      }
      return { codigo_it: code, fecha: today, trimestres };
    },
  );
};

export default estimado;
