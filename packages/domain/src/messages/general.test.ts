import { describe, expect, it } from 'vitest';
import { formatMessage, GENERAL_MESSAGES, MESSAGES } from './index.ts';
import { displaySimulationName } from '../rules/simulationName.ts';

// Exact Spanish texts: the wording of docs/rules/messages.md (and ours where it gives none).
const EXPECTED_ES: Record<keyof typeof GENERAL_MESSAGES, string> = {
  'form.required': 'Este campo es obligatorio',
  'form.notNumber': 'Debe de ser un número',
  'config.backtestingAlert': 'Se ha lanzado una actualización de precios automática, ya que el modo backtesting ha sido seleccionado.',
  'backtesting.missingPrices': 'Faltan los precios OMIE de estos días del mes de backtesting: 15/01/2025, 16/01/2025. Impórtalos desde un CSV en la pestaña de precios históricos OMIE, o elige otro mes.',
  'overlay.planning': 'Cargando planificación...',
  'overlay.backtesting': 'Cargando backtesting...',
  'overlay.planningResults': 'Cargando resultados de planificación...',
  'launch.validationError.title': 'Error',
  'launch.validationError': 'Hubo un problema al validar simulación',
  'launch.error': 'Hubo un problema al lanzar la simulación.',
  'launch.confirm.title': '¿Estás seguro?',
  'launch.confirm.text': 'Esto lanzará la simulación con los datos actuales.',
  'launch.confirm.ok': 'Sí, lanzar',
  'launch.confirm.cancel': 'Cancelar',
  'launch.confirm.activeExists': 'Ya existe una simulación activa para el día 15/01/2025 .',
  'launch.success.title': '¡Simulación lanzada!',
  'launch.success.text': 'La simulación se ha iniciado correctamente.',
  'launch.blocked': 'No se puede lanzar: Precios OMIE no disponibles',
  'launch.importError': 'El archivo no es válido o tiene un formato incorrecto.',
  'backup.invalidJson': 'El archivo no es válido o tiene un formato incorrecto.',
  'general.problem': 'Se produjo un problema',
  'dialog.error.title': 'Error',
  'dialog.warning.title': 'Advertencia',
  'dialog.attention.title': 'Atención',
  'dialog.close': 'Cerrar',
  'dialog.activateSimulation': 'Activar simulación',
  'delete.confirm.title': '¿Estás seguro?',
  'delete.confirm.text': 'Esto borrará la simulación: Prueba',
  'delete.success': 'Simulación borrada',
  'delete.error': 'Hubo un problema borrando la simulación',
  'baseCase.confirm.text': 'Esto sobrescribirá el caso base con los datos actuales.',
  'ro.delete.confirm.text': 'Esto borrará el valor de Ro de 15/01/2025.',
  'ro.created': 'Valor de Ro guardado',
  'ro.updated': 'Valor de Ro actualizado',
  'ro.deleted': 'Valor de Ro borrado',
  'ro.badDate': 'La fecha debe ser un día real con el formato yyyy-MM-dd (start_date)',
  'ro.notFirst': 'La fecha de Ro debe ser el primer día de un mes (yyyy-MM-01)',
  'ro.badValue': 'VALUE debe ser un número',
  'ro.badValueText': 'VALUE debe ser un número con coma o punto decimal (por ejemplo 78,8)',
  'ro.valueRequired': 'Falta VALUE: el valor de Ro del mes en €/MWh',
  'ro.valueRange': 'VALUE debe estar entre 1,5 y 100 €/MWh',
  'ro.exists': 'Ya existe un valor de Ro para ese mes',
  'ro.missing': 'No existe un valor de Ro para ese mes',
  'ro.mismatch': 'DATE_RO del cuerpo no coincide con el de la ruta',
  'simulation.header': 'Simulación: 15/01/2025 7 Prueba',
  'simulation.active': 'Activa',
  'simulation.untitled': 'Sin título',
  'validity.alreadyActive': 'Ya existe una simulación activa para la fecha 15/01/2025. Deja solo una simulación activa por día.',
  'validity.severalActive': 'Hay más de una simulación activa para las fechas: 15/01/2025, 16/01/2025',
  'validity.noneActive': 'No hay ninguna simulación activa para las fechas: 15/01/2025, 16/01/2025',
  'validity.othersActive': 'Existen otras simulaciones activas para el día 15/01/2025.',
  'validity.lastUnmarked': 'La simulación ya no es válida. No queda ninguna otra simulación activa para la fecha 15/01/2025: debe haber al menos una simulación válida para el día, marca otra.',
  'validity.notFound': 'No existe la simulación 7.',
  'lifecycle.notValidatable': 'Solo una simulación ejecutada correctamente (Ejecutada OK) puede ser válida.',
  'lifecycle.childNotValidatable': 'Una simulación de sensibilidad no puede ser la válida del día: sus entradas están desplazadas a propósito.',
  'lifecycle.notDeletable': 'No se puede borrar una simulación en ejecución: espera a que termine o cancélala.',
  'run.running': 'La simulación se está ejecutando. Los resultados aparecerán aquí al terminar.',
  'run.windows': 'Ventanas completadas: 2 de 3',
  'run.hours': 'Horas resueltas: 2 de 3',
  'run.pass': 'Reglas anuales: pasada 2. Cada pasada resuelve de nuevo todo el horizonte con otro precio para sus límites.',
  'run.bound': 'Cota inferior del horizonte: 2 de 3 partes calculadas',
  'run.boundWhole': 'Cota inferior del horizonte calculada',
  'run.explain': 'Explicación de las decisiones: 2 de 3 ventanas',
  'run.elapsed': 'Tiempo transcurrido: 1 min 5 s',
  'run.starting': 'Preparando el optimizador…',
  'run.noResults': 'Esta simulación no tiene resultados (estado: Cancelada).',
  'run.failedReason': 'Motivo: sin solución',
  'run.cancel': 'Cancelar simulación',
  'run.cancel.confirm.text': 'Esto cancelará la simulación en ejecución: Prueba. No se guardará ningún resultado.',
  'run.cancel.confirm.ok': 'Sí, cancelar',
  'run.cancel.keep': 'Seguir ejecutando',
  'run.cancel.done': 'Simulación cancelada',
  'run.cancel.error': 'Hubo un problema al cancelar la simulación',
  'cell.notNumber': "'Demanda': «abc» no es un número; la celda conserva su valor.",
  'cell.empty': "'Demanda': la celda no puede quedar vacía; conserva su valor.",
  'cell.negative': "'Demanda': no se admiten valores negativos (abc); la celda conserva su valor.",
  'cell.belowMin': "'Demanda': abc está por debajo del mínimo (1,5); la celda conserva su valor.",
  'cell.aboveMax': "'Demanda': abc está por encima del máximo (100); la celda conserva su valor.",
  'unsaved.title': '¿Estás seguro?',
  'unsaved.text': 'Has modificado la simulación y no la has lanzado ni guardado. Si sales, se perderán los cambios.',
  'unsaved.leave': 'Salir sin guardar',
  'unsaved.stay': 'Seguir editando',
  'minimumTimes.title': 'Inconsistencias de disponibilidad de motores en tiempo mínimo de acoplamiento y tiempo mínimo de parada',
  'minimumTimes.coupling': 'Motor cogeneración 1: 2 h disponibles desde 15/01/2025 04:00 (H5); el tiempo mínimo de acoplamiento es 4 h',
  'minimumTimes.stop': 'Motor cogeneración 1: 2 h no disponibles desde 15/01/2025 04:00 (H5); el tiempo mínimo de parada es 4 h',
  'couplingLoad.belowMinimum': 'Motor cogeneración 1: acoplamiento del 50 % durante 2 h desde 15/01/2025 04:00 (H5) da 1.665 MWe; la potencia mínima es 4 MWe',
  'prices.notAvailable.omie': 'Precios OMIE no disponibles',
  'prices.notAvailable.mibgas': 'Precios MIBGAS no disponibles',
  'prices.notAvailable.prevision': 'Precios de Previsión no disponibles',
  'prices.notAvailable.historical': 'Precios históricos no disponibles',
  'mode.0': 'Optimización',
  'mode.1': 'Sin parar cogeneración',
  'mode.2': 'Acoplamientos de cogeneración fijados',
  'mode.3': 'Backtesting',
  'mode.4': 'Planificación',
  'status.1': 'Creada',
  'status.2': 'Guardada',
  'status.3': 'En ejecución',
  'status.4': 'Ejecutada OK',
  'status.5': 'Ejecutada NOK',
  'status.6': 'Cancelada',
  'status.7': 'Borrada',
  'compare.badQuery': 'Indique las dos simulaciones a comparar (a y b).',
  'actuals.badQuery': 'Indique el periodo con desde y hasta (dd/mm/aaaa), de 366 días como máximo.',
  'actuals.badBody': 'Envíe el CSV de datos reales o { filas: [{ horizonte, valores }] }.',
  'actuals.importWithdrawn': 'Importación 7 retirada: sus horas vuelven a los valores anteriores.',
  'actuals.importMissing': 'No existe la importación 7.',
  'initialState.badQuery': 'Indique la fecha de inicio de la simulación (dd/mm/aaaa).',
  'sensitivity.badRequest': 'Petición de sensibilidad no válida.',
  'sensitivity.launched': 'Análisis de sensibilidad lanzado: 3 simulaciones.',
  'sensitivity.ofChild': 'Una simulación de sensibilidad no tiene sensibilidad propia: lánzala desde la simulación original.',
  'sensitivity.unknownEngine': 'El motor Motor cogeneración 1 no existe en la simulación.',
  'sensitivity.kind.elecPrice': 'Precio electricidad',
  'sensitivity.kind.gasPrice': 'Precio gas',
  'sensitivity.kind.co2Price': 'Precio CO2',
  'sensitivity.kind.steamDemand': 'Demanda vapor',
  'sensitivity.kind.coldDemand': 'Demanda frío',
  'sensitivity.kind.engineOff': 'Motor no disponible',
};

const PARAMS = {
  date: '2025-01-15', field: 'start_date', dates: '2025-01-15, 2025-01-16', market: 'OMIE', days: '2025-01-15, 2025-01-16', name: 'Prueba', created: '2025-01-15', id: 7,
  engine: 'Motor cogeneración 1', length: 2, horizonte: '15/01/2025 04:00', hora: 'H5', minimum: 4, provider: 'Previsión', count: 3,
  percent: 50, power: 1.665,
  reasons: 'Precios OMIE no disponibles', column: 'Demanda', value: 'abc', min: '1,5', max: 100, done: 2, total: 3, elapsed: '1 min 5 s', status: 'Cancelada', reason: 'sin solución', pass: 2,
};

const placeholders = (s: string): string[] => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe('general message catalogue', () => {
  it('formats every message with its exact Spanish text', () => {
    for (const [code, text] of Object.entries(EXPECTED_ES)) {
      expect(formatMessage(code, PARAMS), code).toBe(text);
    }
    expect(Object.keys(EXPECTED_ES).sort()).toEqual(Object.keys(GENERAL_MESSAGES).sort());
  });

  it('has an English text with the same placeholders for every code', () => {
    for (const [code, m] of Object.entries(MESSAGES)) {
      expect(m.en.length, code).toBeGreaterThan(0);
      expect(placeholders(m.en), code).toEqual(placeholders(m.es));
    }
    expect(formatMessage('launch.success.title', {}, 'en')).toBe('Simulation launched!');
    expect(displaySimulationName('Sin título', 'en')).toBe('Untitled');
    expect(displaySimulationName('Sin título', 'es')).toBe('Sin título');
    expect(displaySimulationName('Caso A', 'en')).toBe('Caso A');
  });

  it('includes the CSV catalogue and tolerates unknown codes and params', () => {
    expect(formatMessage('csv.rows.expected', { expected: 24, actual: 23 })).toBe('Se esperaban 24 filas y se recibieron 23.');
    expect(formatMessage('no.such.code')).toBe('no.such.code');
    expect(formatMessage('delete.confirm.text')).toBe('Esto borrará la simulación: {name}');
  });
});

describe('dates in messages', () => {
  it('writes a day given as yyyy-mm-dd as dd/MM/yyyy, in both languages', () => {
    expect(formatMessage('validity.othersActive', { date: '2026-11-27' })).toBe('Existen otras simulaciones activas para el día 27/11/2026.');
    expect(formatMessage('validity.othersActive', { date: '2026-11-27' }, 'en')).toBe('There are other active simulations for 27/11/2026.');
    expect(formatMessage('validity.othersActive', { date: '27/11/2026' })).toBe('Existen otras simulaciones activas para el día 27/11/2026.');
    expect(formatMessage('validity.severalActive', { dates: '2025-01-15, 2025-01-16' })).toBe('Hay más de una simulación activa para las fechas: 15/01/2025, 16/01/2025');
    // A time stamp is not a day: left as it is.
    expect(formatMessage('validity.othersActive', { date: '2026-11-27T10:00:00Z' })).toBe('Existen otras simulaciones activas para el día 2026-11-27T10:00:00Z.');
  });
});
