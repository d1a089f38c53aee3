/**
 * Validity, activation, deletion and cancellation:
 *   GET    /api/cambiar-estado?simulation_id&new_status(0|1)[&username]   (full users; valid only if run OK)
 *   POST   /api/simulacion/:id/activar                                    (full users; only if run OK)
 *   DELETE /api/borrar-simulacion/:id                                     (full users; any status but running)
 *   POST   /api/simulacion/:id/cancelar                                   (owner or full user; running only)
 */
import type { z } from 'zod';
import {
  activateAnswerSchema, cancelAnswerSchema, deleteAnswerSchema, simulationParamsSchema, validityAnswerSchema, validityQuerySchema,
} from '@plantasim/domain';
import { AppError, userText } from '../../../errors.ts';
import { badSimulationId, visibleSimulation } from '../../../commands/simulationAccess.ts';
import {
  activateSimulation, cancelSimulation, changeValidity, deleteSimulation,
} from '../../../commands/simulationState.ts';
import { requireFullUser } from '../../../plugins/auth.ts';
import type { BadRequest, ContractPlugin } from '../../../plugins/contract.ts';

/** The id is checked before the new status, as the query names them. */
const badValidityQuery: BadRequest = (issues) =>
  (issues[0]?.path[0] === 'new_status' ? new AppError(400, userText('state.badNewStatus'), 'BAD_NEW_STATUS') : badSimulationId());

const byId = <T extends z.ZodType>(response: T) => ({ schema: { params: simulationParamsSchema, response: { 200: response } }, config: { badRequest: badSimulationId } });

// Operators are refused (403) before their request is validated.
const state: ContractPlugin = async (app) => {
  app.get(
    '/cambiar-estado',
    { schema: { querystring: validityQuerySchema, response: { 200: validityAnswerSchema } }, config: { badRequest: badValidityQuery }, preValidation: requireFullUser },
    async (request) => {
      const s = await visibleSimulation(app.repos, request.query.simulation_id, request.user);
      return changeValidity(app.repos, s, request.query.new_status);
    },
  );

  app.post('/simulacion/:id/activar', { ...byId(activateAnswerSchema), preValidation: requireFullUser }, async (request) =>
    activateSimulation(app.repos, await visibleSimulation(app.repos, request.params.id, request.user)));

  app.delete('/borrar-simulacion/:id', { ...byId(deleteAnswerSchema), preValidation: requireFullUser }, async (request) =>
    deleteSimulation(app.repos, await visibleSimulation(app.repos, request.params.id, request.user), app.jobs));

  app.post('/simulacion/:id/cancelar', byId(cancelAnswerSchema), async (request) =>
    cancelSimulation(app.repos, app.jobs, await visibleSimulation(app.repos, request.params.id, request.user)));
};

export default state;
