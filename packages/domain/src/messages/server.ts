// Texts of the server's own answers: authentication, HTTP refusals, uploads, simulation state
// changes, stored failure reasons, price requests (docs/rules/calls.md, docs/rules/messages.md; wording ours except where docs/rules/messages.md
// quotes it). The server answers in Spanish; the 601 reasons follow the request's language.
// Parameters are written {name}. Texts the web also shows (deletion, cancellation, the import error)
// are general.ts's and not repeated here.
import type { MessageText } from './general.ts';

export const SERVER_MESSAGES = {
  // --- authentication and login
  'auth.unauthenticated': { es: 'No autenticado', en: 'Not authenticated' },
  'auth.sessionExpired': { es: 'La sesión ha caducado. Inicie sesión de nuevo.', en: 'The session has expired. Log in again.' },
  'auth.forbiddenOperator': { es: 'Operación no permitida para operadores', en: 'Operation not allowed for operators' },
  'login.badCredentials': { es: 'Usuario o contraseña incorrectos', en: 'Wrong user or password' },
  'login.badBasicHeader': {
    es: 'Cabecera de autenticación no válida: se esperaba Basic usuario:contraseña',
    en: 'Invalid authentication header: Basic user:password was expected',
  },
  'login.tooManyAttempts': { es: 'Demasiados intentos. Inténtelo de nuevo en un minuto.', en: 'Too many attempts. Try again in a minute.' },

  // --- "recalcular exacto" on an explanation's block
  'exact.noExplanation': { es: 'La simulación no tiene explicación de sus decisiones.', en: 'The simulation has no explanation of its decisions.' },
  'exact.noBlock': { es: 'La explicación no tiene ese bloque, o no se puede forzar.', en: 'The explanation has no such block, or it cannot be forced.' },
  'exact.unavailable': { es: 'El cálculo exacto no está disponible en este servidor.', en: 'The exact calculation is not available on this server.' },

  // --- day-ahead offers of an executed run
  'offers.notExecuted': { es: 'Solo se calculan ofertas de una simulación ejecutada correctamente.', en: 'Offers are computed only for a simulation executed successfully.' },
  'offers.oneDay': { es: 'Las ofertas del mercado diario se calculan para simulaciones de un día.', en: 'Day-ahead offers are computed for one-day simulations.' },
  'offers.badInputs': { es: 'Las entradas guardadas de la simulación no son válidas.', en: 'The simulation\'s stored inputs are not valid.' },
  'offers.unavailable': { es: 'El cálculo de ofertas no está disponible en este servidor.', en: 'The offers calculation is not available on this server.' },

  // --- refusals that carry only an HTTP status, and the service's own availability
  'http.badRequest': { es: 'Petición no válida', en: 'Invalid request' },
  'http.validation': { es: 'Datos de entrada no válidos', en: 'Invalid input data' },
  'http.forbidden': { es: 'Acceso denegado', en: 'Access denied' },
  'http.notFound': { es: 'Recurso no encontrado', en: 'Resource not found' },
  'http.methodNotAllowed': { es: 'Método no permitido', en: 'Method not allowed' },
  'http.notAcceptable': { es: 'Formato de respuesta no admitido', en: 'Response format not supported' },
  'http.timeout': { es: 'La petición ha tardado demasiado', en: 'The request took too long' },
  'http.conflict': { es: 'Conflicto con el estado actual', en: 'Conflict with the current state' },
  'http.tooLarge': { es: 'La petición es demasiado grande', en: 'The request is too large' },
  'http.unsupportedMediaType': { es: 'Tipo de contenido no admitido', en: 'Content type not supported' },
  'http.dbUnavailable': {
    es: 'La base de datos no está disponible en este momento. Inténtelo de nuevo en unos segundos.',
    en: 'The database is not available at the moment. Try again in a few seconds.',
  },
  'http.storageUnavailable': {
    es: 'El servidor no puede guardar datos en este momento (almacenamiento lleno o en solo lectura). Se ha avisado al administrador; inténtelo de nuevo más tarde.',
    en: 'The server cannot store data at the moment (storage full or read-only). The administrator has been alerted; try again later.',
  },
  'http.tooManyUserEventClients': {
    es: 'Tiene demasiadas conexiones de eventos abiertas (máximo {max}); cierre alguna pestaña e inténtelo de nuevo',
    en: 'You have too many event connections open (at most {max}); close a tab and try again',
  },
  'http.tooManyEventClients': {
    es: 'Demasiadas conexiones de eventos abiertas; inténtelo más tarde',
    en: 'Too many event connections open; try again later',
  },

  // --- uploads (a zip holding data.json); the limits come as parameters
  'upload.notMultipart': { es: 'Se esperaba un formulario multipart con el archivo zip', en: 'A multipart form with the zip file was expected' },
  'upload.noFile': { es: 'Falta el archivo zip en la petición', en: 'The zip file is missing from the request' },
  'upload.tooLarge': { es: 'El archivo supera el tamaño máximo permitido ({mb} MB)', en: 'The file exceeds the maximum size allowed ({mb} MB)' },
  'upload.notZip': { es: 'El archivo no es un zip válido', en: 'The file is not a valid zip' },
  'upload.tooManyEntries': { es: 'El zip contiene demasiados archivos (máximo {max})', en: 'The zip holds too many files (at most {max})' },
  'upload.noJson': { es: 'El zip no contiene data.json', en: 'The zip does not contain data.json' },
  'upload.unzippedTooLarge': {
    es: 'El contenido del zip supera el tamaño máximo permitido ({mb} MB)',
    en: 'The content of the zip exceeds the maximum size allowed ({mb} MB)',
  },
  'upload.tooDeep': { es: 'El JSON tiene demasiados niveles de anidamiento (máximo {max})', en: 'The JSON has too many nesting levels (at most {max})' },
  'upload.tooManyInFlight': {
    es: 'Ya tiene {max} cargas de archivos en curso; espere a que terminen e inténtelo de nuevo',
    en: 'You already have {max} file uploads in progress; wait for them to finish and try again',
  },
  'upload.downloadInDisabled': { es: 'La descarga del fichero de entrada está desactivada', en: 'The download of the input file is disabled' },

  // --- addressing a simulation and changing its state
  'access.badId': { es: 'Identificador de simulación no válido', en: 'Invalid simulation id' },
  'access.noResults': { es: 'La simulación {id} no tiene resultados (estado: {status})', en: 'Simulation {id} has no results (status: {status})' },
  'state.validityChanged': { es: 'Validez actualizada', en: 'Validity updated' },
  'state.activated': { es: 'Simulación activada', en: 'Simulation activated' },
  'state.notRunning': { es: 'La simulación no está en ejecución', en: 'The simulation is not running' },
  'state.badNewStatus': { es: 'new_status debe ser 0 o 1', en: 'new_status must be 0 or 1' },
  'state.changedMeanwhile': {
    es: 'La simulación ha cambiado de estado; recargue la lista',
    en: 'The simulation has changed status; reload the list',
  },

  // --- reasons stored with status 5 (Ejecutada NOK), shown after 'Motivo:'
  'failure.infeasible': { es: 'El problema no tiene solución factible', en: 'The problem has no feasible solution' },
  'failure.time_limit': { es: 'Se alcanzó el tiempo límite del optimizador', en: 'The optimiser time limit was reached' },
  'failure.error': { es: 'Error del optimizador', en: 'Optimiser error' },
  'failure.crash': { es: 'Fallo inesperado durante la ejecución', en: 'Unexpected failure during the run' },
  'failure.restart': { es: 'Interrumpida por reinicio del servidor', en: 'Interrupted by a server restart' },
  'failure.missingInputs': { es: 'Los datos de entrada guardados no son válidos', en: 'The stored input data is not valid' },
  'failure.invalidInputsDetail': { es: 'datos de entrada no válidos', en: 'invalid input data' },

  // --- price requests, the nomination and the base case
  'dates.missing': { es: 'Faltan las fechas: indique start_date y end_date (yyyy-MM-dd)', en: 'Dates missing: give start_date and end_date (yyyy-MM-dd)' },
  'dates.invalid': {
    es: 'Fecha no válida: start_date y end_date deben tener el formato yyyy-MM-dd',
    en: 'Invalid date: start_date and end_date must be written yyyy-MM-dd',
  },
  'dates.reversed': { es: 'La fecha de inicio no puede ser posterior a la fecha de fin', en: 'The start date cannot be after the end date' },
  'dates.tooLong': { es: 'El rango de fechas no puede superar {days} días', en: 'The date range cannot exceed {days} days' },
  'dates.refreshTooLong': { es: 'El rango a actualizar no puede superar {days} días', en: 'The range to refresh cannot exceed {days} days' },
  'prices.badResolution': { es: "resolucion debe ser 'dia' u 'hora'", en: "resolucion must be 'dia' or 'hora'" },
  'nomination.saved': { es: 'Nominación guardada', en: 'Nomination saved' },
  'nomination.badValue': { es: 'NOMINATION_VALUE debe ser un número finito no negativo', en: 'NOMINATION_VALUE must be a finite non-negative number' },
  'baseCase.saved': { es: 'Caso base guardado', en: 'Base case saved' },
} as const satisfies Record<string, MessageText>;

export type ServerMessageCode = keyof typeof SERVER_MESSAGES;
