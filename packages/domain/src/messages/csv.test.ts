// The CSV catalogue: every text docs/rules/validation.md and docs/rules/messages.md write is pinned here word for word, every code
// has an English translation with the same placeholders.
import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES, formatCsvMessage, type CsvMessageCode } from './csv.ts';
import { formatMessage } from './index.ts';

/** Spanish texts exactly as docs/rules/validation.md and docs/rules/messages.md write them (placeholders filled where they have N, M or X). */
const SPEC_TEXTS: [CsvMessageCode, Record<string, string | number>, string][] = [
  ['csv.invalidFormat.title', {}, 'Formato no válido'],
  ['csv.invalidFormat.detail', {}, 'Solo se admiten archivos .csv.'],
  ['csv.importError.title', {}, 'Error al importar'],
  ['csv.empty', {}, 'El CSV está vacío.'],
  ['csv.noData.title', {}, 'CSV vacío'],
  ['csv.noData.detail', {}, 'El archivo no contiene datos.'],
  ['csv.unreadable', {}, 'No se pudo leer el CSV.'],
  ['csv.invalidFile', {}, 'Archivo no válido.'],
  ['csv.launchImportError', {}, 'El archivo no es válido o tiene un formato incorrecto.'],
  ['csv.headers.title', {}, 'Encabezados incorrectos'],
  ['csv.rows.expected', { expected: 24, actual: 23 }, 'Se esperaban 24 filas y se recibieron 23.'],
  ['csv.rowCount.title', {}, 'Número de filas incorrecto'],
  ['csv.required.title', {}, 'Faltan datos obligatorios'],
  ['csv.dataErrors.title', {}, 'Errores en datos'],
  ['csv.invalidValues.title', {}, 'Valores inválidos'],
  ['csv.invalidRows.title', {}, 'Filas no válidas'],
  ['csv.negative.title', {}, 'Valores negativos no permitidos'],
  ['csv.success.title', {}, 'Importación correcta'],
  ['csv.success.records', { count: 24 }, '24 registros actualizados.'],
  ['csv.success.rows', { count: 24 }, '24 filas importadas'],
  ['csv.warnings.title', {}, 'Importación completada con avisos'],
  ['csv.exportSuccess', {}, 'Exportación correcta'],
  ['csv.exportError.title', {}, 'Error al exportar'],
  ['csv.exportError.detail', {}, 'Revisa los datos.'],
  ['csv.exportNoPrices', {}, 'Descarga los precios antes de exportarlos'],
  ['csv.warningDialog.title', {}, 'Advertencia'],
  ['csv.warningDialog.close', {}, 'Cerrar'],
  ['prices.pathNotFound', { list: 'a' }, 'Horizontes no encontrados en la senda: a'],
  ['prices.pathHoursNotFound', { list: 'a' }, 'Horizontes/horas no encontrados en la senda: a'],
  ['prices.tableNotFound', { list: 'a' }, 'Horizontes/horas no encontrados en la tabla: a'],
  ['prices.legacyHeaders', {}, 'El csv debe contener las cabeceras de Horizonte y Precio...'],
  ['prices.legacyHorizon', {}, 'El horizonte del csv no coindide con el de la senda.'],
  ['demand.coolingHeaders', {}, 'El csv debe contener las cabeceras de Horizonte y Demanda de frío (MW)'],
  ['demand.steamHeaders', {}, 'El csv debe contener las cabeceras de Date, Prediccion y Version, u Horizonte y Demanda de vapor (MW)'],
  ['demand.unknownTemplate', {}, 'El CSV no coincide con ninguna plantilla conocida'],
  ['demand.notFound.title', {}, 'Horizontes no encontrados'],
  ['demand.noHorizon', { value: '01/01/2025 00:00' }, 'No existe el horizonte: 01/01/2025 00:00'],
  ['demand.noData.title', {}, 'Horizontes sin datos'],
  ['demand.coefNotNumeric', {}, 'El coeficiente debe ser numérico'],
  ['tolls.missingColumns', {}, 'Es necesario que el CSV contenga las columnas requeridas de Peajes de Electricidad'],
  ['tolls.rowCount', {}, 'La matriz de datos debe contener 6 filas de datos, una por periodo'],
  ['grid.columnCount', { row: 5 }, 'Fila 5: número de columnas inválido'],
  ['grid.notNumeric', { row: 2, column: 'Motor cogeneración 1' }, "Fila 2, 'Motor cogeneración 1': no numérico"],
  ['grid.notBinary', { row: 2, column: 'Motor cogeneración 1' }, "Fila 2, 'Motor cogeneración 1': solo 0 o 1"],
  ['grid.emptyValue', { row: 2, column: 'Motor cogeneración 1' }, "Fila 2, 'Motor cogeneración 1': vacío"],
  ['ro.notFound', { list: 'abr 2025' }, 'Horizontes no encontrados en la matriz: abr 2025'],
  ['ro.notNumeric', { horizon: 'ene 2025' }, "Valor no numérico en 'Valor motores' para horizonte ene 2025"],
  ['csv.notNumeric', { column: 'Precio gas (€/MWh)', line: 3 }, "Valor no numérico en 'Precio gas (€/MWh)' en la línea 3"],
  ['equipment.columnCount', { row: 4, count: 2 }, 'Fila 4: número de columnas inválido (2).'],
  ['equipment.section.invalid', {}, 'Valores inválidos'],
  ['equipment.state', { column: 'Estado', lines: '2, 5' }, "'Estado' debe ser Encendido o Parado: líneas 2, 5"],
];

describe('CSV message catalogue', () => {
  it.each(SPEC_TEXTS)('%s', (code, params, text) => {
    expect(formatCsvMessage(code, params)).toBe(text);
  });
  it('every code has Spanish and English with the same placeholders', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [code, m] of Object.entries(CSV_MESSAGES)) {
      expect(m.es.length, code).toBeGreaterThan(0);
      expect(m.en.length, code).toBeGreaterThan(0);
      expect(placeholders(m.en), code).toEqual(placeholders(m.es));
    }
  });
  it('renders English beside Spanish', () => {
    expect(formatCsvMessage('csv.rows.expected', { expected: 48, actual: 24 }, 'en')).toBe('48 rows were expected and 24 were received.');
  });
  it('leaves an unknown placeholder visible', () => {
    expect(formatCsvMessage('csv.rows.expected', { expected: 48 })).toBe('Se esperaban 48 filas y se recibieron {actual}.');
  });
});

describe('line numbers in the singular', () => {
  it("says 'línea 6' for one line and 'líneas 6, 7' for several", () => {
    expect(formatCsvMessage('csv.required.column', { column: 'Hora', lines: 6 })).toBe("Columna 'Hora': línea 6");
    expect(formatCsvMessage('csv.required.column', { column: 'Hora', lines: '6, 7' })).toBe("Columna 'Hora': líneas 6, 7");
    expect(formatCsvMessage('csv.required.column', { column: 'Hora', lines: 6 }, 'en')).toBe("Column 'Hora': line 6");
    expect(formatMessage('equipment.columnLines', { column: 'Nombre', lines: '4' })).toBe("'Nombre': línea 4");
  });
});
