import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES } from './csv.ts';
import { EXPLAIN_MESSAGES } from './explain.ts';
import { GENERAL_MESSAGES } from './general.ts';
import { formatMessage, type MessageParams } from './index.ts';
import { OPTIMIZER_MESSAGES } from './optimizer.ts';
import { PAYLOAD_MESSAGES } from './payload.ts';
import { SERVER_MESSAGES } from './server.ts';

// The server's answers word for word, as clients and tests have always received them.
const EXPECTED_ES: Record<keyof typeof SERVER_MESSAGES, string> = {
  'auth.unauthenticated': 'No autenticado',
  'auth.sessionExpired': 'La sesión ha caducado. Inicie sesión de nuevo.',
  'auth.forbiddenOperator': 'Operación no permitida para operadores',
  'login.badCredentials': 'Usuario o contraseña incorrectos',
  'login.badBasicHeader': 'Cabecera de autenticación no válida: se esperaba Basic usuario:contraseña',
  'login.tooManyAttempts': 'Demasiados intentos. Inténtelo de nuevo en un minuto.',
  'exact.noExplanation': 'La simulación no tiene explicación de sus decisiones.',
  'exact.noBlock': 'La explicación no tiene ese bloque, o no se puede forzar.',
  'exact.unavailable': 'El cálculo exacto no está disponible en este servidor.',
  'offers.notExecuted': 'Solo se calculan ofertas de una simulación ejecutada correctamente.',
  'offers.oneDay': 'Las ofertas del mercado diario se calculan para simulaciones de un día.',
  'offers.badInputs': 'Las entradas guardadas de la simulación no son válidas.',
  'offers.unavailable': 'El cálculo de ofertas no está disponible en este servidor.',
  'http.badRequest': 'Petición no válida',
  'http.validation': 'Datos de entrada no válidos',
  'http.forbidden': 'Acceso denegado',
  'http.notFound': 'Recurso no encontrado',
  'http.methodNotAllowed': 'Método no permitido',
  'http.notAcceptable': 'Formato de respuesta no admitido',
  'http.timeout': 'La petición ha tardado demasiado',
  'http.conflict': 'Conflicto con el estado actual',
  'http.tooLarge': 'La petición es demasiado grande',
  'http.unsupportedMediaType': 'Tipo de contenido no admitido',
  'http.dbUnavailable': 'La base de datos no está disponible en este momento. Inténtelo de nuevo en unos segundos.',
  'http.storageUnavailable': 'El servidor no puede guardar datos en este momento (almacenamiento lleno o en solo lectura). Se ha avisado al administrador; inténtelo de nuevo más tarde.',
  'http.tooManyUserEventClients': 'Tiene demasiadas conexiones de eventos abiertas (máximo 16); cierre alguna pestaña e inténtelo de nuevo',
  'http.tooManyEventClients': 'Demasiadas conexiones de eventos abiertas; inténtelo más tarde',
  'upload.notMultipart': 'Se esperaba un formulario multipart con el archivo zip',
  'upload.noFile': 'Falta el archivo zip en la petición',
  'upload.tooLarge': 'El archivo supera el tamaño máximo permitido (20 MB)',
  'upload.notZip': 'El archivo no es un zip válido',
  'upload.tooManyEntries': 'El zip contiene demasiados archivos (máximo 16)',
  'upload.noJson': 'El zip no contiene data.json',
  'upload.unzippedTooLarge': 'El contenido del zip supera el tamaño máximo permitido (24 MB)',
  'upload.tooManyInFlight': 'Ya tiene 16 cargas de archivos en curso; espere a que terminen e inténtelo de nuevo',
  'upload.tooDeep': 'El JSON tiene demasiados niveles de anidamiento (máximo 32)',
  'upload.downloadInDisabled': 'La descarga del fichero de entrada está desactivada',
  'access.badId': 'Identificador de simulación no válido',
  'access.noResults': 'La simulación 7 no tiene resultados (estado: En ejecución)',
  'state.validityChanged': 'Validez actualizada',
  'state.activated': 'Simulación activada',
  'state.notRunning': 'La simulación no está en ejecución',
  'state.badNewStatus': 'new_status debe ser 0 o 1',
  'state.changedMeanwhile': 'La simulación ha cambiado de estado; recargue la lista',
  'failure.infeasible': 'El problema no tiene solución factible',
  'failure.time_limit': 'Se alcanzó el tiempo límite del optimizador',
  'failure.error': 'Error del optimizador',
  'failure.crash': 'Fallo inesperado durante la ejecución',
  'failure.restart': 'Interrumpida por reinicio del servidor',
  'failure.missingInputs': 'Los datos de entrada guardados no son válidos',
  'failure.invalidInputsDetail': 'datos de entrada no válidos',
  'dates.missing': 'Faltan las fechas: indique start_date y end_date (yyyy-MM-dd)',
  'dates.invalid': 'Fecha no válida: start_date y end_date deben tener el formato yyyy-MM-dd',
  'dates.reversed': 'La fecha de inicio no puede ser posterior a la fecha de fin',
  'dates.tooLong': 'El rango de fechas no puede superar 400 días',
  'dates.refreshTooLong': 'El rango a actualizar no puede superar 400 días',
  'prices.badResolution': "resolucion debe ser 'dia' u 'hora'",
  'nomination.saved': 'Nominación guardada',
  'nomination.badValue': 'NOMINATION_VALUE debe ser un número finito no negativo',
  'baseCase.saved': 'Caso base guardado',
};

const PARAMS = { mb: 20, max: 16, id: 7, status: 'En ejecución', days: 400 };

describe('server message catalogue', () => {
  it('formats every server answer with its exact Spanish text', () => {
    const params = (code: string): MessageParams => (code === 'upload.unzippedTooLarge' ? { mb: 24 } : code === 'upload.tooDeep' ? { max: 32 } : PARAMS);
    for (const [code, text] of Object.entries(EXPECTED_ES)) expect(formatMessage(code, params(code)), code).toBe(text);
    expect(Object.keys(EXPECTED_ES).sort()).toEqual(Object.keys(SERVER_MESSAGES).sort());
  });

  it('gives each answer in English too', () => {
    expect(formatMessage('access.noResults', { id: 7, status: 'Running' }, 'en')).toBe('Simulation 7 has no results (status: Running)');
    expect(formatMessage('auth.unauthenticated', {}, 'en')).toBe('Not authenticated');
  });

  it('shares no code with the other catalogues (a spread would hide one of the two texts)', () => {
    const others = new Set(Object.keys({ ...CSV_MESSAGES, ...GENERAL_MESSAGES, ...EXPLAIN_MESSAGES, ...PAYLOAD_MESSAGES, ...OPTIMIZER_MESSAGES }));
    expect(Object.keys(SERVER_MESSAGES).filter((code) => others.has(code))).toEqual([]);
  });
});
