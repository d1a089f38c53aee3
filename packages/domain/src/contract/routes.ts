// The route table: every route of the server (endpoints.ts: method and path) with the contract's
// schemas of its parts. The server's routes are checked against it (apps/server
// test/routes/routeTable.test.ts) and may register from it (registerRoute); the web calls through it
// (apps/web/src/api/client.ts callApi). A part left out has no schema: a file (zip, CSV) or a
// stream, or an answer the server sends as it stored it.
import type { z } from 'zod';
import { actualsImportBodySchema, actualsImportListSchema, actualsImportParamsSchema, actualsImportResponseSchema, actualsQuerySchema, actualsResponseSchema, actualsWithdrawResponseSchema } from './actuals.ts';
import { annualToDateQuerySchema, annualToDateResponseSchema } from './annual.ts';
import { bridgeQuerySchema, bridgeResponseSchema } from './bridge.ts';
import { compareQuerySchema, compareResponseSchema } from './compare.ts';
import { runtimeConfigSchema } from './config.ts';
import { endpoints, type Endpoint, type EndpointName } from './endpoints.ts';
import { exactBlockSchema, exactListSchema, exactRequestSchema } from './exact.ts';
import { explanationSchema } from './explanation.ts';
import { initialStateQuerySchema, initialStateResponseSchema } from './initialState.ts';
import { morningResponseSchema } from './morning.ts';
import { offersAnswerSchema } from './offers.ts';
import {
  dateRangeFieldsSchema, dateRangeQuerySchema, downloadedPriceRowsSchema, downloaderQuerySchema, futuresAnswerSchema, omieRefreshSchema, omieVersionsSchema,
  priceRowsSchema, quarterPriceRowsSchema, sourceProblemsSchema,
} from './prices.ts';
import { replanInfoSchema, replanLaunchResponseSchema, replanRequestSchema } from './replan.ts';
import { economicTableSchema, programaSchema, resultResolutionQuerySchema, resultsSummarySchema, resultTableSchema } from './results.ts';
import { roCreateBodySchema, roEstimateAnswerSchema, roEstimateQuerySchema, roParamsSchema, roQuerySchema, roRowsSchema, roUpdateBodySchema, roWriteAnswerSchema } from './ro.ts';
import { sensitivityLaunchBodySchema, sensitivityLaunchResponseSchema, sensitivityResponseSchema } from './sensitivity.ts';
import { loginAnswerSchema, meSchema } from './session.ts';
import {
  activateAnswerSchema, cancelAnswerSchema, deleteAnswerSchema, eventsQuerySchema, eventsTicketSchema, simulationDetailSchema, simulationListSchema,
  simulationParamsSchema, storedSimulationSchema, validityAnswerSchema, validityQuerySchema,
} from './simulations.ts';
import { baseCaseSavedSchema, nominationAnswerSchema } from './uploads.ts';

/** The schemas of a route's parts: path parameters, query string, body and its 200 answer. */
export interface RouteSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: z.ZodType;
}

export type Route = Endpoint & RouteSchemas;

const byId = { params: simulationParamsSchema } as const;
const priceSeries = { query: dateRangeQuerySchema, response: priceRowsSchema } as const;

const schemas = {
  config: { response: runtimeConfigSchema },

  login: { response: loginAnswerSchema },
  logout: {},
  me: { response: meSchema },

  simulations: { response: simulationListSchema },
  simulation: { ...byId, response: simulationDetailSchema },
  activate: { ...byId, response: activateAnswerSchema },
  cancel: { ...byId, response: cancelAnswerSchema },
  deleteSimulation: { ...byId, response: deleteAnswerSchema },
  validity: { query: validityQuerySchema, response: validityAnswerSchema },
  eventsTicket: { response: eventsTicketSchema },
  /** A stream of simulationEventSchema messages (server-sent events). */
  events: { query: eventsQuerySchema },

  // The bodies are multipart data.zip holding data.json (the simulation payload).
  launch: { response: storedSimulationSchema },
  save: { response: storedSimulationSchema },
  /** IN.zip. */
  downloadIn: {},
  /** A zip holding data.json. */
  baseCase: {},
  saveBaseCase: { response: baseCaseSavedSchema },
  inputs: { ...byId },
  resultZip: { ...byId },

  // The parts are sent as the solve job stored them, in these shapes (not checked again: tens of MB).
  // ?resolucion=cuartos: a quarter-hour run's tables per period instead of its hourly ones.
  programa: { ...byId, query: resultResolutionQuerySchema, response: programaSchema },
  operation: { ...byId, query: resultResolutionQuerySchema, response: resultTableSchema },
  economic: { ...byId, query: resultResolutionQuerySchema, response: economicTableSchema },
  summary: { ...byId, response: resultsSummarySchema },
  /** The explanation, or null when it was not computed. */
  explanation: { ...byId, response: explanationSchema.nullable() },
  /** Multipart data.zip holding data.json { NOMINATION_VALUE }. */
  nomination: { response: nominationAnswerSchema },

  compare: { query: compareQuerySchema, response: compareResponseSchema },
  sensitivityLaunch: { ...byId, body: sensitivityLaunchBodySchema, response: sensitivityLaunchResponseSchema },
  sensitivity: { ...byId, response: sensitivityResponseSchema },
  replanInfo: { ...byId, response: replanInfoSchema },
  replan: { ...byId, body: replanRequestSchema, response: replanLaunchResponseSchema },
  exactList: { ...byId, response: exactListSchema },
  exactRequest: { ...byId, body: exactRequestSchema, response: exactBlockSchema },
  /** No body: the offers of the run's own plan, on the ladder of docs/offers.md. */
  offersRequest: { ...byId, response: offersAnswerSchema },
  offers: { ...byId, response: offersAnswerSchema },
  initialState: { query: initialStateQuerySchema, response: initialStateResponseSchema },
  annualToDate: { query: annualToDateQuerySchema, response: annualToDateResponseSchema },
  morning: { response: morningResponseSchema },

  roList: { query: roQuerySchema, response: roRowsSchema },
  roCreate: { body: roCreateBodySchema, response: roWriteAnswerSchema },
  roUpdate: { params: roParamsSchema, body: roUpdateBodySchema, response: roWriteAnswerSchema },
  roDelete: { params: roParamsSchema, response: roWriteAnswerSchema },
  roEstimate: { query: roEstimateQuerySchema, response: roEstimateAnswerSchema },

  pricesOmie: priceSeries,
  pricesOmieHistoric: priceSeries,
  pricesOmieQuarters: { query: dateRangeQuerySchema, response: quarterPriceRowsSchema },
  pricesMibgas: priceSeries,
  pricesMibgasHistoric: priceSeries,
  pricesPrevision: priceSeries,
  omieVersions: { query: dateRangeQuerySchema, response: omieVersionsSchema },
  downloader: { query: downloaderQuerySchema, response: downloadedPriceRowsSchema },
  omieRefresh: { query: dateRangeFieldsSchema, body: dateRangeFieldsSchema, response: omieRefreshSchema },
  sourceProblems: { response: sourceProblemsSchema },
  futures: { query: dateRangeQuerySchema, response: futuresAnswerSchema },

  /** Streamed day by day in the shape of actualsResponseSchema. */
  actuals: { query: actualsQuerySchema, response: actualsResponseSchema },
  actualsImport: { body: actualsImportBodySchema, response: actualsImportResponseSchema },
  actualsImports: { response: actualsImportListSchema },
  actualsWithdraw: { params: actualsImportParamsSchema, response: actualsWithdrawResponseSchema },
  /** One day (dia) or a period (desde, hasta). */
  bridge: { query: bridgeQuerySchema, response: bridgeResponseSchema },
} as const satisfies Record<EndpointName, RouteSchemas>;

type RouteTable = { readonly [K in EndpointName]: (typeof endpoints)[K] & (typeof schemas)[K] };

/** Every route: method, path, and the schemas of its parameters, query, body and answer. */
export const routes: RouteTable = Object.fromEntries(
  (Object.keys(endpoints) as EndpointName[]).map((name) => [name, { ...endpoints[name], ...schemas[name] }]),
) as RouteTable;

/** The answer type of a route with a response schema. */
export type RouteAnswer<R extends Route> = R['response'] extends z.ZodType ? z.infer<R['response']> : unknown;
/** What a client sends as a route's body (defaults may be left out). */
export type RouteBody<R extends Route> = R['body'] extends z.ZodType ? z.input<R['body']> : never;
