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

/** Answers shared by several plugins (Spanish text of the product; English in the comment). */
export const messages = {
  unauthenticated: 'No autenticado', // not authenticated
  forbiddenOperator: 'Operación no permitida para operadores', // operation not allowed for operators
  badCredentials: 'Usuario o contraseña incorrectos', // wrong user or password
  badBasicHeader: 'Cabecera de autenticación no válida: se esperaba Basic usuario:contraseña', // malformed Basic header
  validation: 'Datos de entrada no válidos', // invalid input
  notFound: 'Recurso no encontrado', // not found
  tooManyRequests: 'Demasiados intentos. Inténtelo de nuevo en un minuto.', // too many attempts
  internal: 'Se produjo un problema', // SPEC §8 general error
} as const;
