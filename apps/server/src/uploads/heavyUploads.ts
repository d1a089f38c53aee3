/**
 * Uploads that cost CPU (a zip checked in the upload workers, an actuals CSV parsed and validated):
 * at most HEAVY_UPLOADS_PER_USER of one user at a time in this process, so one user looping uploads
 * holds at most that many of the upload workers and everyone else's uploads still find one free.
 */
import { AppError, userText } from '../errors.ts';
import { userSlots } from '../http/userSlots.ts';

export const HEAVY_UPLOADS_PER_USER = 3;

export const heavyUploads = userSlots(
  HEAVY_UPLOADS_PER_USER,
  () => new AppError(429, userText('upload.tooManyInFlight', { max: HEAVY_UPLOADS_PER_USER }), 'TOO_MANY_UPLOADS', { retryAfterSeconds: 1 }),
);
