import { AppError } from '../../src/errors.ts';

/** The AppError a command refused with (any other outcome fails the test). */
export async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(() => undefined, (e: unknown) => e);
  if (err instanceof AppError) return err;
  throw new Error(`expected an AppError, got ${String(err)}`);
}
