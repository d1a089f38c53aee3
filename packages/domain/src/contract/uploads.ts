// Answers of the calls that take a multipart zip (the upload itself is read by the server's
// multipart plumbing, not by a schema):
//   POST /api/nominacion/       data.json { NOMINATION_VALUE } -> the stored nomination
//   POST /api/cargar-caso-base/ data.json (the payload) -> { status, message }
import { z } from 'zod';

export const nominationAnswerSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  id: z.number().int(),
  /** MWh */
  value: z.number(),
  username: z.string(),
  /** UTC ISO timestamp */
  created: z.string(),
});
export type NominationAnswer = z.infer<typeof nominationAnswerSchema>;

export const baseCaseSavedSchema = z.object({ status: z.literal(200), message: z.string() });
export type BaseCaseSaved = z.infer<typeof baseCaseSavedSchema>;
