// Catalogue of every user-facing CSV text of docs/rules/validation.md and docs/rules/messages.md, by stable code.
// Spanish is their exact wording; English beside it. Parameters are written {name} and
// filled by formatCsvMessage; list parameters arrive already joined (see csv/issues.ts).
// Where docs/rules/messages.md names a message without its detail (e.g. which header is missing), the
// detail wording is ours and is marked "ours" below.

export type CsvLang = 'es' | 'en';
export interface CsvMessageText { readonly es: string; readonly en: string }

export const CSV_MESSAGES = {
  // --- measured operation (datos reales): ours, docs/rules/validation.md has no such import
  'actuals.hours.title': { es: 'Horas no válidas', en: 'Invalid hours' },
  'actuals.badHour': { es: "Fila {row}: '{value}' no es una hora dd/MM/yyyy HH:00", en: "Row {row}: '{value}' is not a dd/MM/yyyy HH:00 hour" },
  'actuals.duplicateHour': { es: 'Fila {row}: la hora {value} ya está en la fila {first}', en: 'Row {row}: the hour {value} is already on row {first}' },
  'actuals.badQuarter': {
    es: "Fila {row}: '{value}' no es un cuarto de hora de su día (dd/MM/yyyy HH:mm con :00, :15, :30 o :45)",
    en: "Row {row}: '{value}' is not a quarter hour of its day (dd/MM/yyyy HH:mm with :00, :15, :30 or :45)",
  },
  'actuals.duplicateQuarter': { es: 'Fila {row}: el cuarto de hora {value} ya está en la fila {first}', en: 'Row {row}: the quarter hour {value} is already on row {first}' },
  'actuals.mixedDay': {
    es: 'El día {date} mezcla filas horarias y cuartohorarias (horas dadas solo a las :00: {hours}); un día se importa entero por horas o entero por cuartos de hora',
    en: 'Day {date} mixes hourly and quarter-hour rows (hours given only at :00: {hours}); a day is imported either all hourly or all in quarter hours',
  },
  'actuals.incompleteHour': {
    es: 'El día {date}, hora {hour}: faltan los cuartos de hora {missing}; cada hora va con sus cuatro cuartos',
    en: 'Day {date}, hour {hour}: the quarter hours {missing} are missing; each hour comes with its four quarters',
  },
  'actuals.unknownUnit': { es: 'Fila {row}: unidad desconocida ({value})', en: 'Row {row}: unknown unit ({value})' },
  'actuals.negative': { es: "Fila {row}, '{column}': negativo ({value})", en: "Row {row}, '{column}': negative ({value})" },
  'actuals.limits.title': { es: 'Valores imposibles para la planta', en: 'Values impossible for the plant' },
  'actuals.overMax': {
    es: "Fila {row}, '{column}': {value} supera el máximo de la unidad ({max}, con un {tol} % de tolerancia)",
    en: "Row {row}, '{column}': {value} is above the unit's maximum ({max}, {tol} % tolerance allowed)",
  },
  'actuals.likelyKw': {
    es: "Fila {row}, '{column}': {value} supera el máximo de la unidad ({max}); parece medido en kW en lugar de MW ({scaled} en MW)",
    en: "Row {row}, '{column}': {value} is above the unit's maximum ({max}); it looks measured in kW instead of MW ({scaled} in MW)",
  },
  'actuals.steamBalance': {
    es: '{hour}: vapor entregado {delivered} MW y producido {produced} MW (tolerancia {tol} MW)',
    en: '{hour}: steam delivered {delivered} MW and produced {produced} MW (tolerance {tol} MW)',
  },
  'actuals.coldBalance': {
    es: '{hour}: frío entregado {delivered} MW y producido {produced} MW (tolerancia {tol} MW)',
    en: '{hour}: cold delivered {delivered} MW and produced {produced} MW (tolerance {tol} MW)',
  },
  'actuals.powerBalance': {
    es: '{hour}: generado − consumido {net} MWh y vendido − comprado {grid} MWh (tolerancia {tol} MWh)',
    en: '{hour}: generated − consumed {net} MWh and sold − bought {grid} MWh (tolerance {tol} MWh)',
  },
  'actuals.unavailable': {
    es: "{hour}, '{column}': {value} con la unidad no disponible en el plan",
    en: "{hour}, '{column}': {value} while the plan had the unit unavailable",
  },
  // --- file level (docs/rules/validation.md common, docs/rules/messages.md CSV)
  'csv.invalidFormat.title': { es: 'Formato no válido', en: 'Invalid format' },
  'csv.invalidFormat.detail': { es: 'Solo se admiten archivos .csv.', en: 'Only .csv files are accepted.' },
  'csv.importError.title': { es: 'Error al importar', en: 'Import error' },
  'csv.empty': { es: 'El CSV está vacío.', en: 'The CSV is empty.' },
  'csv.noData.title': { es: 'CSV vacío', en: 'Empty CSV' },
  'csv.noData.detail': { es: 'El archivo no contiene datos.', en: 'The file contains no data.' },
  'csv.unreadable': { es: 'No se pudo leer el CSV.', en: 'The CSV could not be read.' },
  'csv.invalidFile': { es: 'Archivo no válido.', en: 'Invalid file.' },
  'csv.launchImportError': {
    es: 'El archivo no es válido o tiene un formato incorrecto.',
    en: 'The file is not valid or has an incorrect format.',
  },
  // "… y N más" closes a list cut at its limit (ours).
  'csv.more': { es: '… y {count} más', en: '… and {count} more' },

  // --- headers (docs/rules/validation.md common)
  'csv.headers.title': { es: 'Encabezados incorrectos', en: 'Incorrect headers' },
  'csv.headers.missing': { // ours
    es: 'Falta el encabezado "{header}" (posición esperada {expected}).',
    en: 'Missing header "{header}" (expected position {expected}).',
  },
  'csv.headers.extra': { // ours
    es: 'Encabezado no esperado "{header}" en la posición {actual}.',
    en: 'Unexpected header "{header}" at position {actual}.',
  },
  'csv.headers.misordered': { // ours
    es: 'El encabezado "{header}" está en la posición {actual}; posición esperada {expected}.',
    en: 'Header "{header}" is at position {actual}; expected position {expected}.',
  },
  'csv.headers.advice': { // ours: the advice of docs/rules/validation.md ("Headers")
    es: 'Exporta la plantilla y copia los datos en ella.',
    en: 'Export the template and copy the data into it.',
  },

  // --- rows and values (docs/rules/validation.md common)
  'csv.rows.expected': { es: 'Se esperaban {expected} filas y se recibieron {actual}.', en: '{expected} rows were expected and {actual} were received.' },
  'csv.rowCount.title': { es: 'Número de filas incorrecto', en: 'Incorrect number of rows' },
  'csv.required.title': { es: 'Faltan datos obligatorios', en: 'Required data missing' },
  'csv.required.column': { es: "Columna '{column}': líneas {lines}", en: "Column '{column}': lines {lines}" }, // ours
  'csv.dataErrors.title': { es: 'Errores en datos', en: 'Data errors' },
  'csv.invalidValues.title': { es: 'Valores inválidos', en: 'Invalid values' },
  'csv.notNumeric': { es: "Valor no numérico en '{column}' en la línea {line}", en: "Non-numeric value in '{column}' on line {line}" },
  'csv.invalidRows.title': { es: 'Filas no válidas', en: 'Invalid rows' },
  'csv.invalidRow': { es: 'Línea {line}: valor no válido ({value})', en: 'Line {line}: invalid value ({value})' }, // ours
  'csv.negative.title': { es: 'Valores negativos no permitidos', en: 'Negative values are not allowed' },
  'csv.negativeLine': { es: 'Línea {line}: {value}', en: 'Line {line}: {value}' }, // ours

  // --- results (docs/rules/validation.md, docs/rules/messages.md success and warnings)
  'csv.success.title': { es: 'Importación correcta', en: 'Import successful' },
  'csv.success.records': { es: '{count} registros actualizados.', en: '{count} records updated.' },
  'csv.success.rows': { es: '{count} filas importadas', en: '{count} rows imported' },
  'csv.warnings.title': { es: 'Importación completada con avisos', en: 'Import completed with warnings' },
  'csv.warning.negative': { es: 'Línea {line}: valor negativo ({value})', en: 'Line {line}: negative value ({value})' }, // ours
  'csv.exportSuccess': { es: 'Exportación correcta', en: 'Export successful' },
  'csv.exportError.title': { es: 'Error al exportar', en: 'Export error' },
  'csv.exportError.detail': { es: 'Revisa los datos.', en: 'Check the data.' },
  'csv.exportNoPrices': { es: 'Descarga los precios antes de exportarlos', en: 'Download the prices before exporting them' },
  'csv.warningDialog.title': { es: 'Advertencia', en: 'Warning' },
  'csv.warningDialog.close': { es: 'Cerrar', en: 'Close' },

  // --- price paths, historical and estimated prices (docs/rules/validation.md)
  'prices.pathNotFound': { es: 'Horizontes no encontrados en la senda: {list}', en: 'Horizons not found in the path: {list}' },
  'prices.pathHoursNotFound': { es: 'Horizontes/horas no encontrados en la senda: {list}', en: 'Horizons/hours not found in the path: {list}' },
  'prices.tableNotFound': { es: 'Horizontes/horas no encontrados en la tabla: {list}', en: 'Horizons/hours not found in the table: {list}' },
  'prices.invalidDateHour': { es: 'Línea {line}: fecha u hora no válida ({value})', en: 'Line {line}: invalid date or hour ({value})' }, // ours
  // Quarter-hour manual electricity file (ours: the files of docs/rules/validation.md are hourly).
  'prices.quarterMixed': {
    es: 'El archivo mezcla filas por horas y por cuartos de hora: usa un solo formato (Hora con dd/MM/yyyy HH:00, o Periodo con dd/MM/yyyy HH:mm).',
    en: 'The file mixes hourly and quarter-hour rows: use one format (Hora with dd/MM/yyyy HH:00, or Periodo with dd/MM/yyyy HH:mm).',
  },
  'prices.quarterMixedLines': { es: 'Ver líneas {lines}', en: 'See lines {lines}' },
  'prices.quarterOrder': {
    es: 'Línea {line}: se esperaba {expected}, periodo {period} (se recibió {value})',
    en: 'Line {line}: {expected}, period {period} was expected ({value} was received)',
  },
  'prices.legacyHeaders': { es: 'El csv debe contener las cabeceras de Horizonte y Precio...', en: 'The csv must contain the Horizonte and Precio... headers' },
  'prices.legacyHorizon': { es: 'El horizonte del csv no coindide con el de la senda.', en: 'The csv horizon does not match the path horizon.' },

  // --- demand (docs/rules/validation.md, docs/rules/messages.md demand dialogs)
  'demand.coolingHeaders': {
    es: 'El csv debe contener las cabeceras de Horizonte y Demanda de frío (MW)',
    en: 'The csv must contain the Horizonte and Demanda de frío (MW) headers',
  },
  'demand.steamHeaders': {
    es: 'El csv debe contener las cabeceras de Date, Prediccion y Version, u Horizonte y Demanda de vapor (MW)',
    en: 'The csv must contain the Date, Prediccion and Version headers, or Horizonte and Demanda de vapor (MW)',
  },
  'demand.unknownTemplate': { es: 'El CSV no coincide con ninguna plantilla conocida', en: 'The CSV matches no known template' },
  'demand.notFound.title': { es: 'Horizontes no encontrados', en: 'Horizons not found' },
  'demand.noHorizon': { es: 'No existe el horizonte: {value}', en: 'The horizon does not exist: {value}' },
  'demand.noData.title': { es: 'Horizontes sin datos', en: 'Horizons without data' },
  'demand.noDataHorizon': { es: 'Sin datos para el horizonte: {value}', en: 'No data for the horizon: {value}' }, // ours
  'demand.coefNotNumeric': { es: 'El coeficiente debe ser numérico', en: 'The coefficient must be numeric' },

  // --- tolls (docs/rules/validation.md, docs/rules/messages.md)
  'tolls.missingColumns': {
    es: 'Es necesario que el CSV contenga las columnas requeridas de Peajes de Electricidad',
    en: 'The CSV must contain the required Electricity Tolls columns',
  },
  'tolls.rowCount': {
    es: 'La matriz de datos debe contener 6 filas de datos, una por periodo',
    en: 'The data matrix must contain 6 data rows, one per period',
  },
  'tolls.badPeriod': { es: 'Fila {row}: el periodo debe ser p1 a p6 ({value}).', en: 'Row {row}: the period must be p1 to p6 ({value}).' }, // ours
  'tolls.duplicatePeriod': { es: 'Fila {row}: el periodo {value} está repetido.', en: 'Row {row}: period {value} is repeated.' }, // ours
  'tolls.missing': { es: "Fila {row}: falta el valor de '{column}'.", en: "Row {row}: the value of '{column}' is missing." }, // ours
  'tolls.negative': { es: "Fila {row}: '{column}' no puede ser negativo.", en: "Row {row}: '{column}' cannot be negative." }, // ours
  'tolls.notNumeric': { es: "Fila {row}: valor no numérico en '{column}'.", en: "Row {row}: non-numeric value in '{column}'." }, // ours

  // --- availability and coupling (docs/rules/validation.md)
  'grid.columnCount': { es: 'Fila {row}: número de columnas inválido', en: 'Row {row}: invalid number of columns' },
  'grid.emptyKey': { es: "Fila {row}: '{column}' vacío", en: "Row {row}: '{column}' empty" }, // ours
  'grid.notNumeric': { es: "Fila {row}, '{column}': no numérico", en: "Row {row}, '{column}': not numeric" },
  'grid.notBinary': { es: "Fila {row}, '{column}': solo 0 o 1", en: "Row {row}, '{column}': only 0 or 1" },
  'grid.emptyValue': { es: "Fila {row}, '{column}': vacío", en: "Row {row}, '{column}': empty" },
  'grid.outOfRange': { es: "Fila {row}, '{column}': debe estar entre 0 y 100", en: "Row {row}, '{column}': must be between 0 and 100" }, // ours

  // --- Ro (docs/rules/messages.md Ro CSV)
  'ro.notFound': { es: 'Horizontes no encontrados en la matriz: {list}', en: 'Horizons not found in the matrix: {list}' },
  'ro.notNumeric': {
    es: "Valor no numérico en 'Valor motores' para horizonte {horizon}",
    en: "Non-numeric value in 'Valor motores' for horizon {horizon}",
  },

  // --- equipment (docs/rules/validation.md equipment CSV)
  'equipment.columnCount': { es: 'Fila {row}: número de columnas inválido ({count}).', en: 'Row {row}: invalid number of columns ({count}).' },
  'equipment.section.missing': { es: 'Datos faltantes', en: 'Missing data' }, // ours
  'equipment.section.negative': { es: 'Valores negativos', en: 'Negative values' }, // ours
  'equipment.section.inconsistent': { es: 'Inconsistencias', en: 'Inconsistencies' }, // ours
  'equipment.section.invalid': { es: 'Valores inválidos', en: 'Invalid values' },
  'equipment.columnLines': { es: "'{column}': líneas {lines}", en: "'{column}': lines {lines}" }, // ours
  // Inconsistencies are grouped by rule and column, with up to 12 line numbers (docs/rules/constants.md).
  'equipment.minAboveMax': {
    es: "'{min}' no puede ser mayor que '{max}': líneas {lines}",
    en: "'{min}' cannot be greater than '{max}': lines {lines}",
  }, // ours
  'equipment.state': { es: "'{column}' debe ser Encendido o Parado: líneas {lines}", en: "'{column}' must be Encendido or Parado: lines {lines}" },
  'equipment.steamMax': {
    es: "'{column}' debe ser igual a {formula} (tolerancia 0,01): líneas {lines}",
    en: "'{column}' must equal {formula} (tolerance 0.01): lines {lines}",
  }, // ours
  'equipment.percentRange': { es: "'{column}' debe estar entre 0 y 100: líneas {lines}", en: "'{column}' must be between 0 and 100: lines {lines}" }, // ours
  'equipment.integer': {
    es: "'{column}' debe ser un número entero mayor o igual que 0: líneas {lines}",
    en: "'{column}' must be a whole number of at least 0: lines {lines}",
  }, // ours
  'equipment.duplicateName': { es: "'{column}' repetido: líneas {lines}", en: "'{column}' repeated: lines {lines}" }, // ours
  'equipment.positive': { es: "'{column}' debe ser mayor que 0: líneas {lines}", en: "'{column}' must be greater than 0: lines {lines}" }, // ours
} as const satisfies Record<string, CsvMessageText>;

export type CsvMessageCode = keyof typeof CSV_MESSAGES;
export type CsvMessageParams = Readonly<Record<string, string | number>>;

/**
 * A template whose {lines} holds one line number reads in the singular: 'línea 6', 'line 6', not
 * 'líneas 6' (the list messages are written for several lines).
 */
export function singularLines(template: string, params: CsvMessageParams): string {
  const lines = params.lines;
  if (lines === undefined || !/^\d+$/.test(String(lines))) return template;
  return template.replace('líneas {lines}', 'línea {lines}').replace('lines {lines}', 'line {lines}');
}

/** The text of one message in a language, with {name} placeholders filled from params. */
export function formatCsvMessage(code: CsvMessageCode, params: CsvMessageParams = {}, lang: CsvLang = 'es'): string {
  const template = singularLines(CSV_MESSAGES[code][lang], params);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
