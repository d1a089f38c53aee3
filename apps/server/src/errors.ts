import { formatMessage, type MessageCode, type MessageParams } from '@plantasim/domain';

/**
 * The one error type route handlers throw. The error handler (plugins/errorHandler.ts) turns it into
 * `{ status, message, code }`; `message` is the Spanish text shown to users, `code` is stable for clients/tests.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  /** Extra JSON fields merged into the answer (for example `resultado` of the login call). */
  readonly extra?: Record<string, unknown>;

  constructor(status: number, message: string, code: string, extra?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

/**
 * A user-facing text of the domain catalogue (packages/domain/src/messages, Spanish and English) as
 * the server answers it: in Spanish, the product's language. The reasons of a 601 follow the
 * request's language instead (http/requestLanguage.ts).
 */
export function userText(code: MessageCode, params?: MessageParams): string {
  return formatMessage(code, params);
}
