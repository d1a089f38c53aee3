/**
 * The 601 answer of a refused upload (docs/rules/calls.md, docs/rules/messages.md): { status: 601, message, code, reasons }. Fastify's
 * reply.code() only takes 100–599, so the raw status code is set here; commands only decide the
 * reasons (commands/validatePayload.ts).
 */
import { formatMessage } from '@plantasim/domain';
import type { FastifyReply } from 'fastify';

/** HTTP status of a validation failure. */
export const VALIDATION_FAILED_STATUS = 601;

export function sendValidationFailure(reply: FastifyReply, reasons: string[]): FastifyReply {
  reply.raw.statusCode = VALIDATION_FAILED_STATUS;
  return reply.type('application/json; charset=utf-8').send({
    status: VALIDATION_FAILED_STATUS, message: formatMessage('launch.validationError'), code: 'SIMULATION_INVALID', reasons,
  });
}
