/**
 * Comparison and sensitivity (request and answer shapes: @plantasim/domain contract/):
 *   GET  /api/comparar?a=&b=                    two executed simulations side by side (operators: own only)
 *   POST /api/simulaciones/:id/sensibilidad     launches the sensitivity children (full users)
 *   GET  /api/simulaciones/:id/sensibilidad     the children, their figures and the tornado
 */
import {
  compareQuerySchema, compareResponseSchema, formatMessage, sensitivityLaunchBodySchema, sensitivityLaunchResponseSchema,
  sensitivityResponseSchema, simulationParamsSchema,
} from '@plantasim/domain';
import { AppError } from '../../../errors.ts';
import { compareSimulations } from '../../../commands/compareSimulations.ts';
import { launchSensitivity, readSensitivity } from '../../../commands/sensitivity.ts';
import { badSimulationId, visibleSimulation } from '../../../commands/simulationAccess.ts';
import { requireFullUser } from '../../../plugins/auth.ts';
import type { ContractPlugin } from '../../../plugins/contract.ts';

const compare: ContractPlugin = async (app) => {
  app.get(
    '/comparar',
    {
      schema: { querystring: compareQuerySchema, response: { 200: compareResponseSchema } },
      config: { badRequest: () => new AppError(400, formatMessage('compare.badQuery'), 'BAD_COMPARE_QUERY') },
    },
    async (request) => compareSimulations(app.repos, request.user, request.query.a, request.query.b),
  );

  app.post(
    '/simulaciones/:id/sensibilidad',
    {
      schema: { params: simulationParamsSchema, body: sensitivityLaunchBodySchema, response: { 200: sensitivityLaunchResponseSchema } },
      config: {
        badRequest: (_issues, part) => (part === 'params' ? badSimulationId() : new AppError(400, formatMessage('sensitivity.badRequest'), 'BAD_SENSITIVITY_REQUEST')),
      },
      preValidation: requireFullUser,
    },
    async (request) => {
      const parent = await visibleSimulation(app.repos, request.params.id, request.user);
      return launchSensitivity(app.repos, app.jobs, parent, request.user, request.body.shifts);
    },
  );

  app.get(
    '/simulaciones/:id/sensibilidad',
    { schema: { params: simulationParamsSchema, response: { 200: sensitivityResponseSchema } }, config: { badRequest: badSimulationId } },
    async (request) => readSensitivity(app.repos, await visibleSimulation(app.repos, request.params.id, request.user)),
  );
};

export default compare;
