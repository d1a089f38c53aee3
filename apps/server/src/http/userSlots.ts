/**
 * Fair shares of a process between users: at most `max` requests of one kind in flight per user, the
 * next one refused at once (429 with a message) instead of queueing behind the user's own and taking
 * the workers everyone shares.
 */
import { AppError } from '../errors.ts';

export interface UserSlots {
  /** Runs `fn` in one of the user's slots; throws `refusal()` when the user has none free. */
  run<T>(username: string, fn: () => Promise<T>): Promise<T>;
  inFlight(username: string): number;
}

export function userSlots(max: number, refusal: () => AppError): UserSlots {
  const counts = new Map<string, number>();
  return {
    async run(username, fn) {
      const n = counts.get(username) ?? 0;
      if (n >= max) throw refusal();
      counts.set(username, n + 1);
      try {
        return await fn();
      } finally {
        const left = (counts.get(username) ?? 1) - 1;
        if (left > 0) counts.set(username, left);
        else counts.delete(username);
      }
    },
    inFlight: (username) => counts.get(username) ?? 0,
  };
}
