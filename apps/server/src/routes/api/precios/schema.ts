/**
 * The answers of the price and futures routes to a refused date range (the ranges themselves are
 * checked by the contract's schemas, @plantasim/domain contract/prices.ts).
 */
import { MAX_RANGE_DAYS, dateRangeRefusal, type DateRangeRefusal } from '@plantasim/domain';
import { AppError, userText } from '../../../errors.ts';
import type { BadRequest } from '../../../plugins/contract.ts';

export { MAX_RANGE_DAYS };

/** Answers of the date checks (catalogue 'dates.*'). */
export const dateMessages = {
  missing: userText('dates.missing'),
  invalid: userText('dates.invalid'),
  reversed: userText('dates.reversed'),
  tooLong: userText('dates.tooLong', { days: MAX_RANGE_DAYS }),
  resolution: userText('prices.badResolution'),
} as const;

const refusals: Record<DateRangeRefusal, string> = {
  MISSING_DATES: dateMessages.missing,
  INVALID_DATE: dateMessages.invalid,
  DATE_RANGE_REVERSED: dateMessages.reversed,
  DATE_RANGE_TOO_LONG: dateMessages.tooLong,
  INVALID_RESOLUTION: dateMessages.resolution,
};

/** `config.badRequest` of every route taking a date range. */
export const badDateRange: BadRequest = (issues) => {
  const refusal = dateRangeRefusal(issues);
  return new AppError(400, refusals[refusal], refusal);
};

/** Longest range of a forced OMIE refresh (every day is asked of OMIE again). */
export const MAX_REFRESH_DAYS = 62;
export const refreshTooLong = userText('dates.refreshTooLong', { days: MAX_REFRESH_DAYS });
