// Catalogue of the user-facing texts of docs/rules/states.md, docs/rules/validation.md (other than CSV imports: see csv.ts) and docs/rules/messages.md.
// Spanish is their exact wording where they give it; entries marked "ours" fill texts the
// rules describe without quoting. Parameters are written {name}.

export interface MessageText { readonly es: string; readonly en: string }

export const GENERAL_MESSAGES = {
  // --- generic form validation (docs/rules/validation.md)
  'form.required': { es: 'Este campo es obligatorio', en: 'This field is required' },
  'form.notNumber': { es: 'Debe de ser un número', en: 'It must be a number' },

  // --- configuration and overlays (docs/rules/states.md, docs/rules/messages.md)
  'config.backtestingAlert': {
    es: 'Se ha lanzado una actualización de precios automática, ya que el modo backtesting ha sido seleccionado.',
    en: 'An automatic price update has been launched because backtesting mode was selected.',
  },
  'backtesting.missingPrices': { // ours
    es: 'Faltan los precios {market} de estos días del mes de backtesting: {days}. Impórtalos desde un CSV en la pestaña de precios históricos {market}, o elige otro mes.',
    en: 'The {market} prices of these days of the backtesting month are missing: {days}. Import them from a CSV in the {market} historical prices tab, or choose another month.',
  },
  'overlay.planning': { es: 'Cargando planificación...', en: 'Loading planning...' },
  'overlay.backtesting': { es: 'Cargando backtesting...', en: 'Loading backtesting...' },
  'overlay.planningResults': { es: 'Cargando resultados de planificación...', en: 'Loading planning results...' }, // ours

  // --- launch (docs/rules/messages.md)
  'launch.validationError.title': { es: 'Error', en: 'Error' },
  'launch.validationError': { es: 'Hubo un problema al validar simulación', en: 'There was a problem validating the simulation' },
  'launch.error': { es: 'Hubo un problema al lanzar la simulación.', en: 'There was a problem launching the simulation.' },
  'launch.confirm.title': { es: '¿Estás seguro?', en: 'Are you sure?' },
  'launch.confirm.text': { es: 'Esto lanzará la simulación con los datos actuales.', en: 'This will launch the simulation with the current data.' },
  'launch.confirm.ok': { es: 'Sí, lanzar', en: 'Yes, launch' },
  'launch.confirm.cancel': { es: 'Cancelar', en: 'Cancel' },
  'launch.confirm.activeExists': { es: 'Ya existe una simulación activa para el día {date} .', en: 'An active simulation already exists for {date} .' },
  'launch.success.title': { es: '¡Simulación lanzada!', en: 'Simulation launched!' },
  'launch.success.text': { es: 'La simulación se ha iniciado correctamente.', en: 'The simulation has started successfully.' },
  'launch.blocked': { es: 'No se puede lanzar: {reasons}', en: 'Cannot launch: {reasons}' }, // ours
  'launch.importError': { es: 'El archivo no es válido o tiene un formato incorrecto.', en: 'The file is not valid or has an incorrect format.' },
  'backup.invalidJson': { es: 'El archivo no es válido o tiene un formato incorrecto.', en: 'The file is not valid or has an incorrect format.' },

  // --- general and deletion (docs/rules/messages.md)
  'general.problem': { es: 'Se produjo un problema', en: 'A problem occurred' },
  'dialog.error.title': { es: 'Error', en: 'Error' },
  'dialog.warning.title': { es: 'Advertencia', en: 'Warning' },
  'dialog.attention.title': { es: 'Atención', en: 'Attention' },
  'dialog.close': { es: 'Cerrar', en: 'Close' },
  'dialog.activateSimulation': { es: 'Activar simulación', en: 'Activate simulation' }, // ours
  // docs/rules/messages.md ("General and deletion") quotes 'Estás seguro?'; every dialog asks with the opening mark, as Spanish writes it.
  'delete.confirm.title': { es: '¿Estás seguro?', en: 'Are you sure?' },
  'delete.confirm.text': { es: 'Esto borrará la simulación: {name}', en: 'This will delete the simulation: {name}' },
  'delete.success': { es: 'Simulación borrada', en: 'Simulation deleted' },
  'delete.error': { es: 'Hubo un problema borrando la simulación', en: 'There was a problem deleting the simulation' },
  'baseCase.confirm.text': { es: 'Esto sobrescribirá el caso base con los datos actuales.', en: 'This will overwrite the base case with the current data.' }, // ours
  'ro.delete.confirm.text': { es: 'Esto borrará el valor de Ro de {date}.', en: 'This will delete the Ro value of {date}.' }, // ours

  // --- Ro master answers of the server (docs/rules/calls.md; wording ours)
  'ro.created': { es: 'Valor de Ro guardado', en: 'Ro value saved' },
  'ro.updated': { es: 'Valor de Ro actualizado', en: 'Ro value updated' },
  'ro.deleted': { es: 'Valor de Ro borrado', en: 'Ro value deleted' },
  'ro.badDate': { es: 'La fecha debe ser un día real con el formato yyyy-MM-dd ({field})', en: 'The date must be a real day written yyyy-MM-dd ({field})' },
  'ro.notFirst': { es: 'La fecha de Ro debe ser el primer día de un mes (yyyy-MM-01)', en: 'The Ro date must be the first day of a month (yyyy-MM-01)' },
  'ro.badValue': { es: 'VALUE debe ser un número', en: 'VALUE must be a number' },
  'ro.badValueText': {
    es: 'VALUE debe ser un número con coma o punto decimal (por ejemplo 78,8)',
    en: 'VALUE must be a number with a decimal comma or point (for example 78,8)',
  },
  'ro.valueRequired': { es: 'Falta VALUE: el valor de Ro del mes en €/MWh', en: 'VALUE is missing: the month\'s Ro value in €/MWh' },
  'ro.valueRange': { es: 'VALUE debe estar entre {min} y {max} €/MWh', en: 'VALUE must be between {min} and {max} €/MWh' },
  'ro.exists': { es: 'Ya existe un valor de Ro para ese mes', en: 'A Ro value already exists for that month' },
  'ro.missing': { es: 'No existe un valor de Ro para ese mes', en: 'There is no Ro value for that month' },
  'ro.mismatch': { es: 'DATE_RO del cuerpo no coincide con el de la ruta', en: 'The DATE_RO of the body does not match the one of the path' },

  // --- simulation header (docs/rules/screens.md)
  'simulation.header': { es: 'Simulación: {created} {id} {name}', en: 'Simulation: {created} {id} {name}' },
  'simulation.active': { es: 'Activa', en: 'Active' },
  // The stored default name ('Sin título', docs/rules/fields.md) as each language says it.
  'simulation.untitled': { es: 'Sin título', en: 'Untitled' },

  // --- validity / day warnings (docs/rules/states.md, docs/rules/messages.md; wording ours except launch.confirm.activeExists)
  'validity.alreadyActive': {
    es: 'Ya existe una simulación activa para la fecha {date}. Deja solo una simulación activa por día.',
    en: 'An active simulation already exists for {date}. Leave only one active simulation per day.',
  },
  'validity.severalActive': { es: 'Hay más de una simulación activa para las fechas: {dates}', en: 'There is more than one active simulation for the dates: {dates}' },
  'validity.noneActive': { es: 'No hay ninguna simulación activa para las fechas: {dates}', en: 'There is no active simulation for the dates: {dates}' },
  'validity.othersActive': { es: 'Existen otras simulaciones activas para el día {date}.', en: 'There are other active simulations for {date}.' },
  // Said after the change has been applied: it reports what happened and what is now missing.
  'validity.lastUnmarked': {
    es: 'La simulación ya no es válida. No queda ninguna otra simulación activa para la fecha {date}: debe haber al menos una simulación válida para el día, marca otra.',
    en: 'The simulation is no longer valid. No other simulation is active for {date}: at least one valid simulation is required for the day, mark another one.',
  },
  'validity.notFound': { es: 'No existe la simulación {id}.', en: 'Simulation {id} does not exist.' },

  // --- lifecycle (docs/rules/states.md statuses; wording ours)
  'lifecycle.notValidatable': {
    es: 'Solo una simulación ejecutada correctamente (Ejecutada OK) puede ser válida.',
    en: 'Only a simulation that ran successfully (Run OK) can be valid.',
  },
  'lifecycle.childNotValidatable': {
    es: 'Una simulación de sensibilidad no puede ser la válida del día: sus entradas están desplazadas a propósito.',
    en: 'A sensitivity run cannot be the valid one of the day: its inputs are shifted on purpose.',
  },
  'lifecycle.notDeletable': {
    es: 'No se puede borrar una simulación en ejecución: espera a que termine o cancélala.',
    en: 'A running simulation cannot be deleted: wait for it to finish or cancel it.',
  },

  // --- a run in progress and its cancellation (wording ours)
  'run.running': { es: 'La simulación se está ejecutando. Los resultados aparecerán aquí al terminar.', en: 'The simulation is running. The results will appear here when it ends.' },
  'run.windows': { es: 'Ventanas completadas: {done} de {total}', en: 'Windows done: {done} of {total}' },
  'run.hours': { es: 'Horas resueltas: {done} de {total}', en: 'Hours solved: {done} of {total}' },
  'run.pass': {
    es: 'Reglas anuales: pasada {pass}. Cada pasada resuelve de nuevo todo el horizonte con otro precio para sus límites.',
    en: 'Annual rules: pass {pass}. Each pass solves the whole horizon again with another price for its limits.',
  },
  'run.bound': { es: 'Cota inferior del horizonte: {done} de {total} partes calculadas', en: 'Lower bound of the horizon: {done} of {total} parts computed' },
  'run.boundWhole': { es: 'Cota inferior del horizonte calculada', en: 'Lower bound of the horizon computed' },
  'run.explain': { es: 'Explicación de las decisiones: {done} de {total} ventanas', en: 'Explaining the decisions: {done} of {total} windows' },
  'run.elapsed': { es: 'Tiempo transcurrido: {elapsed}', en: 'Elapsed time: {elapsed}' },
  'run.starting': { es: 'Preparando el optimizador…', en: 'Preparing the optimiser…' },
  'run.noResults': { es: 'Esta simulación no tiene resultados (estado: {status}).', en: 'This simulation has no results (status: {status}).' },
  'run.failedReason': { es: 'Motivo: {reason}', en: 'Reason: {reason}' },
  'run.cancel': { es: 'Cancelar simulación', en: 'Cancel simulation' },
  'run.cancel.confirm.text': {
    es: 'Esto cancelará la simulación en ejecución: {name}. No se guardará ningún resultado.',
    en: 'This will cancel the running simulation: {name}. No results will be kept.',
  },
  'run.cancel.confirm.ok': { es: 'Sí, cancelar', en: 'Yes, cancel' },
  'run.cancel.keep': { es: 'Seguir ejecutando', en: 'Keep running' },
  'run.cancel.done': { es: 'Simulación cancelada', en: 'Simulation cancelled' },
  'run.cancel.error': { es: 'Hubo un problema al cancelar la simulación', en: 'There was a problem cancelling the simulation' },

  // --- a value typed in a grid cell and refused (wording ours)
  'cell.notNumber': { es: "'{column}': «{value}» no es un número; la celda conserva su valor.", en: "'{column}': «{value}» is not a number; the cell keeps its value." },
  'cell.empty': { es: "'{column}': la celda no puede quedar vacía; conserva su valor.", en: "'{column}': the cell cannot be left empty; it keeps its value." },
  'cell.negative': { es: "'{column}': no se admiten valores negativos ({value}); la celda conserva su valor.", en: "'{column}': negative values are not allowed ({value}); the cell keeps its value." },
  'cell.belowMin': { es: "'{column}': {value} está por debajo del mínimo ({min}); la celda conserva su valor.", en: "'{column}': {value} is below the minimum ({min}); the cell keeps its value." },
  'cell.aboveMax': { es: "'{column}': {value} está por encima del máximo ({max}); la celda conserva su valor.", en: "'{column}': {value} is above the maximum ({max}); the cell keeps its value." },

  // --- leaving a form with unsaved changes (wording ours; the question every dialog asks)
  'unsaved.title': { es: '¿Estás seguro?', en: 'Are you sure?' },
  'unsaved.text': {
    es: 'Has modificado la simulación y no la has lanzado ni guardado. Si sales, se perderán los cambios.',
    en: 'You have changed the simulation and have not launched or saved it. If you leave, the changes will be lost.',
  },
  'unsaved.leave': { es: 'Salir sin guardar', en: 'Leave without saving' },
  'unsaved.stay': { es: 'Seguir editando', en: 'Keep editing' },

  // --- coupling / stop minimum times (docs/rules/validation.md, docs/rules/messages.md; wording ours)
  'minimumTimes.title': {
    es: 'Inconsistencias de disponibilidad de motores en tiempo mínimo de acoplamiento y tiempo mínimo de parada',
    en: 'Engine availability inconsistencies on minimum coupling time and minimum stop time',
  },
  'minimumTimes.coupling': {
    es: '{engine}: {length} h disponibles desde {horizonte} ({hora}); el tiempo mínimo de acoplamiento es {minimum} h',
    en: '{engine}: {length} h available from {horizonte} ({hora}); the minimum coupling time is {minimum} h',
  },
  'minimumTimes.stop': {
    es: '{engine}: {length} h no disponibles desde {horizonte} ({hora}); el tiempo mínimo de parada es {minimum} h',
    en: '{engine}: {length} h unavailable from {horizonte} ({hora}); the minimum stop time is {minimum} h',
  },

  'couplingLoad.belowMinimum': { // ours, in the style of the minimum-time messages
    es: '{engine}: acoplamiento del {percent} % durante {length} h desde {horizonte} ({hora}) da {power} MWe; la potencia mínima es {minimum} MWe',
    en: '{engine}: coupling at {percent} % for {length} h from {horizonte} ({hora}) gives {power} MWe; the minimum power is {minimum} MWe',
  },

  // --- prices not available (docs/rules/validation.md, docs/rules/messages.md: texts not fixed there; ours)
  'prices.notAvailable.omie': { es: 'Precios OMIE no disponibles', en: 'OMIE prices not available' },
  'prices.notAvailable.mibgas': { es: 'Precios MIBGAS no disponibles', en: 'MIBGAS prices not available' },
  'prices.notAvailable.prevision': { es: 'Precios de {provider} no disponibles', en: '{provider} prices not available' },
  'prices.notAvailable.historical': { es: 'Precios históricos no disponibles', en: 'Historical prices not available' },

  // --- execution modes and statuses (docs/rules/states.md)
  'mode.0': { es: 'Optimización', en: 'Optimisation' },
  'mode.1': { es: 'Sin parar cogeneración', en: 'Without stopping cogeneration' },
  'mode.2': { es: 'Acoplamientos de cogeneración fijados', en: 'Fixed cogeneration couplings' },
  'mode.3': { es: 'Backtesting', en: 'Backtesting' },
  'mode.4': { es: 'Planificación', en: 'Planning' },
  'status.1': { es: 'Creada', en: 'Created' },
  'status.2': { es: 'Guardada', en: 'Saved' },
  'status.3': { es: 'En ejecución', en: 'Running' },
  'status.4': { es: 'Ejecutada OK', en: 'Run OK' },
  'status.5': { es: 'Ejecutada NOK', en: 'Run failed' },
  'status.6': { es: 'Cancelada', en: 'Cancelled' },
  'status.7': { es: 'Borrada', en: 'Deleted' },

  // --- comparison and sensitivity (wording ours)
  'compare.badQuery': { es: 'Indique las dos simulaciones a comparar (a y b).', en: 'Give the two simulations to compare (a and b).' },
  'actuals.badQuery': {
    es: 'Indique el periodo con desde y hasta (dd/mm/aaaa), de 366 días como máximo.',
    en: 'Give the period with desde and hasta (dd/mm/yyyy), 366 days at most.',
  },
  'actuals.badBody': {
    es: 'Envíe el CSV de datos reales o { filas: [{ horizonte, valores }] }.',
    en: 'Send the actuals CSV or { filas: [{ horizonte, valores }] }.',
  },
  'actuals.importWithdrawn': {
    es: 'Importación {id} retirada: sus horas vuelven a los valores anteriores.',
    en: 'Import {id} withdrawn: its hours go back to their previous values.',
  },
  'actuals.importMissing': { es: 'No existe la importación {id}.', en: 'Import {id} does not exist.' },
  'initialState.badQuery': {
    es: 'Indique la fecha de inicio de la simulación (dd/mm/aaaa).', en: 'Give the start date of the simulation (dd/mm/yyyy).',
  },
  'sensitivity.badRequest': { es: 'Petición de sensibilidad no válida.', en: 'Invalid sensitivity request.' },
  'sensitivity.launched': { es: 'Análisis de sensibilidad lanzado: {count} simulaciones.', en: 'Sensitivity analysis launched: {count} runs.' },
  'sensitivity.ofChild': {
    es: 'Una simulación de sensibilidad no tiene sensibilidad propia: lánzala desde la simulación original.',
    en: 'A sensitivity run has no sensitivity of its own: launch it from the original simulation.',
  },
  'sensitivity.unknownEngine': { es: 'El motor {engine} no existe en la simulación.', en: 'Engine {engine} does not exist in the simulation.' },
  'sensitivity.kind.elecPrice': { es: 'Precio electricidad', en: 'Electricity price' },
  'sensitivity.kind.gasPrice': { es: 'Precio gas', en: 'Gas price' },
  'sensitivity.kind.co2Price': { es: 'Precio CO2', en: 'CO2 price' },
  'sensitivity.kind.steamDemand': { es: 'Demanda vapor', en: 'Steam demand' },
  'sensitivity.kind.coldDemand': { es: 'Demanda frío', en: 'Cold demand' },
  'sensitivity.kind.engineOff': { es: 'Motor no disponible', en: 'Engine unavailable' },
} as const satisfies Record<string, MessageText>;

export type GeneralMessageCode = keyof typeof GENERAL_MESSAGES;
