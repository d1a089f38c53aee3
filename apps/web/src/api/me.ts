// GET /api/me: who the token belongs to. Typed by the contract (the server serialises the answer
// through meSchema); not parsed here, so the app shell that asks it does not load zod.
import { endpoints, type Me } from '@plantasim/domain';
import { callApi } from './client';

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return callApi<Me>(endpoints.me, { signal });
}
