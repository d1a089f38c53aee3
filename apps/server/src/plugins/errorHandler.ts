import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import { AppError, userText } from '../errors.ts';
import { isDatabaseUnavailable, isStorageRefusal } from '../db/connectionErrors.ts';
import type { ContractIssue, RequestPart } from './contract.ts';

export { isDatabaseUnavailable };

/** The text of framework errors that carry only an HTTP status. */
const statusMessages: Record<number, string> = {
  400: userText('http.badRequest'),
  401: userText('auth.unauthenticated'),
  403: userText('http.forbidden'),
  404: userText('http.notFound'),
  405: userText('http.methodNotAllowed'),
  406: userText('http.notAcceptable'),
  408: userText('http.timeout'),
  409: userText('http.conflict'),
  413: userText('http.tooLarge'),
  415: userText('http.unsupportedMediaType'),
  429: userText('login.tooManyAttempts'),
};

export interface ErrorBody {
  status: number;
  message: string;
  code: string;
  [extra: string]: unknown;
}

export const dbUnavailableMessage = userText('http.dbUnavailable');
export const storageUnavailableMessage = userText('http.storageUnavailable');

/** Maps anything thrown to the answer `{ status, message, code }`; never a stack trace. */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof AppError) {
    return { ...error.extra, status: error.status, message: error.message, code: error.code };
  }
  if (isStorageRefusal(error)) return { status: 503, message: storageUnavailableMessage, code: 'STORAGE_UNAVAILABLE' };
  if (isDatabaseUnavailable(error)) return { status: 503, message: dbUnavailableMessage, code: 'DB_UNAVAILABLE' };
  const e = error as Partial<FastifyError> | undefined;
  if (e?.validation) {
    const details = e.validation.map((v) => ({ path: v.instancePath || v.params?.missingProperty, message: v.message }));
    return { status: 400, message: userText('http.validation'), code: 'VALIDATION_ERROR', details };
  }
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { status, message: statusMessages[status] ?? userText('http.badRequest'), code: e?.code ?? `HTTP_${status}` };
  }
  return { status: 500, message: userText('general.problem'), code: 'INTERNAL_ERROR' };
}

/** A request part that failed its contract schema, answered with the route's own refusal when it has one. */
function routeRefusal(error: unknown, request: FastifyRequest): unknown {
  const e = error as { validation?: unknown; validationContext?: RequestPart } | undefined;
  const badRequest = request.routeOptions?.config?.badRequest;
  if (!badRequest || !Array.isArray(e?.validation) || !e.validationContext) return error;
  return badRequest(e.validation as ContractIssue[], e.validationContext, request);
}

/** The one error handler of the app (docs/architecture.md). 5xx errors are logged with their stack. */
export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const body = toErrorBody(routeRefusal(error, request));
      // The alert the answer promises: at error level, whatever else is logged.
      if (body.code === 'STORAGE_UNAVAILABLE') request.log.error({ err: error, alert: 'storage' }, 'no se puede escribir: almacenamiento lleno o base de datos en solo lectura; requiere al administrador');
      // Unreachable or refusing connections (55000): the administrator is alerted too.
      else if (body.code === 'DB_UNAVAILABLE') request.log.error({ err: error, alert: 'database' }, 'base de datos no disponible');
      else if (body.status === 503) request.log.warn({ err: error }, body.message);
      else if (body.status >= 500) request.log.error({ err: error }, 'error interno');
      else request.log.info({ code: body.code, status: body.status }, body.message);
      return reply.code(body.status).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'error-handler' },
);
