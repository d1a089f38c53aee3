/**
 * The typed HTTP contract on Fastify: request parts are validated, and answers serialised, with the
 * zod schemas of @plantasim/domain (src/contract/), and handlers are typed from the same schemas
 * (Fastify's type provider). Written here rather than taken from fastify-type-provider-zod, whose
 * required peers (@fastify/swagger, openapi-types) the app has no use for; the compilers are those
 * few lines.
 *
 * A part that fails its schema is a Fastify validation error whose `validation` holds the zod issues
 * (ContractIssue). The error handler answers it with the route's own refusal when the route declares
 * `config.badRequest` (which is given the request, so a refusal can be worded in the sender's
 * language), else with the generic 400 VALIDATION_ERROR.
 */
import fp from 'fastify-plugin';
import type {
  FastifyPluginAsync, FastifyRequest, FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider, RawServerDefault,
} from 'fastify';
import { z } from 'zod';
import type { Route } from '@plantasim/domain';
import type { AppError } from '../errors.ts';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A route plugin whose schemas are the contract's zod schemas. */
export type ContractPlugin = FastifyPluginAsync<Record<never, never>, RawServerDefault, ZodTypeProvider>;

export type RequestPart = 'params' | 'body' | 'querystring' | 'headers';

/** One zod issue as a Fastify validation error entry (instancePath '/a/0/b'). */
export interface ContractIssue {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  path: PropertyKey[];
  message: string;
  params: Record<string, unknown>;
}

/**
 * The answer of a route to a request part that fails its schema (the first issue first). It sees the
 * request, so a refusal can follow what the request says of its sender (its Accept-Language).
 */
export type BadRequest = (issues: readonly ContractIssue[], part: RequestPart, request: FastifyRequest) => AppError;

declare module 'fastify' {
  interface FastifyContextConfig {
    badRequest?: BadRequest;
  }
}

/** The Fastify schema of a route of the contract's table: its parts' schemas, the answer's for 200. */
export interface TableSchema<R extends Route> {
  params: R['params'];
  querystring: R['query'];
  body: R['body'];
  response: R['response'] extends z.ZodType ? { 200: R['response'] } : undefined;
}

/**
 * Method, URL (relative to the /api prefix its plugin is registered under, without a trailing slash)
 * and schemas of a route of the contract's table (@plantasim/domain contract/routes.ts), for
 * app.route({ ...fromTable(routes.x), config, handler }): the route is registered from its entry.
 */
export function fromTable<R extends Route>(route: R): { method: R['method']; url: string; schema: TableSchema<R> } {
  const url = route.path.replace(/^\/api(?=\/)/, '').replace(/(.)\/$/, '$1');
  const parts = { params: route.params, querystring: route.query, body: route.body, response: route.response ? { 200: route.response } : undefined };
  const schema = Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined)) as unknown as TableSchema<R>;
  return { method: route.method, url, schema };
}

function asZod(schema: unknown, where: string): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  throw new Error(`${where}: el esquema no es un esquema zod del contrato`);
}

function toIssues(error: z.ZodError): ContractIssue[] {
  return error.issues.map((issue) => ({
    keyword: issue.code,
    instancePath: issue.path.length > 0 ? `/${issue.path.map(String).join('/')}` : '',
    schemaPath: `#/${issue.code}`,
    path: issue.path,
    message: issue.message,
    params: issue.code === 'custom' ? { ...issue.params } : {},
  }));
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url }) => {
  const zod = asZod(schema, `${method} ${url}`);
  return (data: unknown) => {
    const r = zod.safeParse(data);
    return r.success ? { value: r.data } : { error: toIssues(r.error) as unknown as Error };
  };
};

/** Answers are checked against their schema (unknown keys dropped) and written as JSON; a mismatch is a 500. */
export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  const zod = asZod(schema, `${method} ${url}`);
  return (data: unknown) => {
    const r = zod.safeParse(data);
    if (!r.success) throw new Error(`respuesta de ${method} ${url} fuera del contrato: ${z.prettifyError(r.error).slice(0, 500)}`);
    return JSON.stringify(r.data);
  };
};

export default fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
  },
  { name: 'contract' },
);
