// The session: GET /api/login (Basic credentials in, a token out) and GET /api/me.
import { z } from 'zod';

export const ROLES = ['full', 'operator'] as const;
export const roleSchema = z.enum(ROLES);

/** GET /api/login: `{ resultado: 'ok', token }`, or on 400/401 `resultado` with the Spanish reason beside status, message and code. */
export const loginAnswerSchema = z.object({
  resultado: z.string(),
  token: z.string().optional(),
  status: z.number().int().optional(),
  message: z.string().optional(),
  code: z.string().optional(),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** GET /api/me: the user of the bearer token. */
export const meSchema = z.object({ username: z.string(), role: roleSchema });
export type Me = z.infer<typeof meSchema>;
