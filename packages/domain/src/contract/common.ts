// Building blocks of the typed HTTP contract: the server validates with these schemas and the web
// client infers its types from the same ones.
import { z } from 'zod';

/** A simulation id as it travels in paths and query strings: a positive 32-bit integer. */
export const simulationIdText = z.string().regex(/^\d{1,10}$/).transform(Number).pipe(z.number().int().min(1).max(2_147_483_647));
export const simulationId = z.number().int().min(1).max(2_147_483_647);
