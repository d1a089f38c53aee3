import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCsvFileName, checkHeaders, formatNumber, formatNumberMin, guessSeparator, headerIssues, importCsvFile,
  parseDecimal, parseNumber, readCsv, safeExport, safeParse, stripBom, writeCsv,
} from './engine.ts';
import { describeCsvResult, joinLimited, limitIssues, renderIssues } from './issues.ts';
import { manualElectricityPricesCsv } from './pricePaths.ts';

describe('number rule', () => {
  it.each([
    ['1.234,5', 1234.5], ['1,234.5', 1234.5], ['12,5', 12.5], ['12.5', 12.5], ['-3,25', -3.25], ['1.234.567', 1234567],
    ['1,234,567.89', 1234567.89], [' 7 ', 7], ['0', 0], [',5', 0.5], ['1e3', 1000], ['1 234,5', 1234.5],
  ])('%s → %d', (text, value) => expect(parseNumber(text)).toBe(value));
  it.each(['', '   ', 'abc', '1,2,3,4a', '--1', '1.2,3,4', 'NaN', 'Infinity', '12 €'])('%s is not a number', (text) => expect(parseNumber(text)).toBeNull());
  it('a typed decimal (Ro VALUE): comma or point and thousands separators only, never hex or exponents', () => {
    for (const [text, value] of [['78,8', 78.8], ['78.8', 78.8], ['-3,25', -3.25], ['1.234,5', 1234.5], ['1,234.5', 1234.5], [' 7 ', 7], ['+5', 5]] as const) {
      expect(parseDecimal(text), text).toBe(value);
    }
    for (const text of ['0x10', '1e3', '1E3', '0b1', '0o7', 'Infinity', 'NaN', '', ' ', '-', '1_000', '١٢', '12 €', '--1', '1-2', null, undefined]) {
      expect(parseDecimal(text as string), String(text)).toBeNull();
    }
  });
  it('reads what the writer writes, equal to the JavaScript number of the same text', () => {
    fc.assert(fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 6 }), (x, d) => {
      const text = formatNumber(x, d);
      expect(parseNumber(text)).toBe(Number(text.replace(',', '.')) || 0);
    }), { numRuns: 300 });
    expect(parseNumber('9007199254740993')).toBe(9007199254740992);
    expect(parseNumber('123456789012,345')).toBe(123456789012.345);
  });
  it('formats with a decimal comma and fixed decimals, never -0,00', () => {
    expect(formatNumber(1234.5)).toBe('1234,50');
    expect(formatNumber(1.23456, 3)).toBe('1,235');
    expect(formatNumber(-0.001)).toBe('0,00');
    expect(formatNumber(5, 0)).toBe('5');
  });
  it('formats plant parameters with at least 2 decimals, more when needed', () => {
    expect(formatNumberMin(12)).toBe('12,00');
    expect(formatNumberMin(0.202)).toBe('0,202');
    expect(formatNumberMin(1 / 3)).toBe('0,333333');
  });
});

describe('reading', () => {
  it('strips the BOM, trims headers, ignores empty rows, numbers lines from the header', () => {
    const r = readCsv('\ufeff Horizonte ;Hora\r\n\r\na;b\r\n;\r\nc;d\r\n');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.table.headers).toEqual(['Horizonte', 'Hora']);
    expect(r.table.rows).toEqual([{ line: 3, cells: ['a', 'b'] }, { line: 5, cells: ['c', 'd'] }]);
  });
  it('reads quoted fields with separators, quotes and line breaks', () => {
    const r = readCsv('A;B\n"x;y";"say ""hi"""\n"multi\nline";z\n');
    expect(r.ok && r.table.rows.map((x) => x.cells)).toEqual([['x;y', 'say "hi"'], ['multi\nline', 'z']]);
  });
  it('a quote inside an unquoted field is a plain character', () => {
    const r = readCsv('A;B\n12" tubo;x\n');
    expect(r.ok && r.table.rows[0]?.cells).toEqual(['12" tubo', 'x']);
  });
  it('empty file: El CSV está vacío.', () => {
    for (const text of ['', '\ufeff', ' \r\n ', ';;\n;']) {
      const r = readCsv(text);
      expect(!r.ok && describeCsvResult(r)).toEqual({ severity: 'error', title: 'Error al importar', lines: ['El CSV está vacío.'] });
    }
  });
  it('header without rows: CSV vacío / El archivo no contiene datos.', () => {
    const r = readCsv('A;B\n\n');
    expect(!r.ok && describeCsvResult(r)).toEqual({ severity: 'error', title: 'CSV vacío', lines: ['El archivo no contiene datos.'] });
  });
  it('an open quote: No se pudo leer el CSV.', () => {
    const r = readCsv('A;B\n"x;y\n');
    expect(!r.ok && describeCsvResult(r).lines).toEqual(['No se pudo leer el CSV.']);
  });
  it('guesses comma or semicolon from the header line (ties: semicolon)', () => {
    expect(guessSeparator('Date,Prediccion,Version\n1;2')).toBe(',');
    expect(guessSeparator('\ufeffHorizonte;Hora;Demanda de frío (MW)\n1,5')).toBe(';');
    expect(guessSeparator('"a,b";c\n')).toBe(';');
    const r = readCsv('A,B\n1,2\n', { separator: 'guess' });
    expect(r.ok && r.table.rows[0]?.cells).toEqual(['1', '2']);
  });
});

describe('headers', () => {
  const expected = ['Horizonte', 'Hora', 'Valor'];
  it('accepts an exact match', () => expect(checkHeaders(['Horizonte', 'Hora', 'Valor'], expected)).toBeNull());
  it('lists missing, extra and misordered headers with positions under Encabezados incorrectos', () => {
    const f = checkHeaders(['Hora', 'Horizonte', 'Otro'], expected);
    expect(f && describeCsvResult(f)).toEqual({
      severity: 'error',
      title: 'Encabezados incorrectos',
      lines: [
        'El encabezado "Horizonte" está en la posición 2; posición esperada 1.',
        'El encabezado "Hora" está en la posición 1; posición esperada 2.',
        'Falta el encabezado "Valor" (posición esperada 3).',
        'Encabezado no esperado "Otro" en la posición 3.',
        'Exporta la plantilla y copia los datos en ella.',
      ],
    });
  });
  it('reports a repeated header as extra', () => {
    expect(headerIssues(['A', 'A'], ['A']).map((i) => i.code)).toEqual(['csv.headers.extra']);
  });
  it('is case- and accent-exact', () => {
    expect(headerIssues(['horizonte'], ['Horizonte']).map((i) => i.code)).toEqual(['csv.headers.missing', 'csv.headers.extra']);
  });
});

describe('writer', () => {
  it('writes BOM, semicolons, decimal comma, CRLF and quotes when needed', () => {
    expect(writeCsv(['A', 'B;C'], [['x', 1.5], ['y"z', null]])).toBe('\ufeffA;"B;C"\r\nx;1,50\r\n"y""z";\r\n');
  });
  it('writes 3 decimals for forecasts', () => expect(writeCsv(['v'], [[1.23456]], 3)).toBe('\ufeffv\r\n1,235\r\n'));
  it('round-trips through the reader', () => {
    const r = readCsv(writeCsv(['A', 'B'], [['a;b', 2]]));
    expect(r.ok && [r.table.headers, r.table.rows[0]?.cells]).toEqual([['A', 'B'], ['a;b', '2,00']]);
  });
  it('strips a BOM only at the start', () => expect(stripBom('\ufeffa\ufeff')).toBe('a\ufeff'));
});

describe('file name and safety', () => {
  it('accepts .csv names only: Formato no válido / Solo se admiten archivos .csv.', () => {
    expect(checkCsvFileName('precios.CSV')).toBeNull();
    const f = checkCsvFileName('precios.xlsx');
    expect(f && describeCsvResult(f)).toEqual({ severity: 'error', title: 'Formato no válido', lines: ['Solo se admiten archivos .csv.'] });
    expect(checkCsvFileName('csv')).not.toBeNull();
  });
  it('importCsvFile checks the name before parsing', () => {
    const r = importCsvFile(manualElectricityPricesCsv, { name: 'a.txt', text: 'x' }, { horizonHours: 24, rows: [] });
    expect(!r.ok && r.title).toBe('csv.invalidFormat.title');
  });
  it('safeParse turns an exception into No se pudo leer el CSV.', () => {
    const r = safeParse(() => { throw new Error('boom'); });
    expect(!r.ok && describeCsvResult(r).lines).toEqual(['No se pudo leer el CSV.']);
  });
  it('safeExport: Error al exportar / Revisa los datos., and no prices to export', () => {
    const broken = safeExport(() => manualElectricityPricesCsv.export([undefined as never], { horizonHours: 24 }));
    expect(!broken.ok && describeCsvResult(broken)).toEqual({ severity: 'error', title: 'Error al exportar', lines: ['Revisa los datos.'] });
    const empty = safeExport(() => 'x', 0);
    expect(!empty.ok && describeCsvResult(empty).lines).toEqual(['Descarga los precios antes de exportarlos']);
    expect(safeExport(() => 'x', 3)).toEqual({ ok: true, text: 'x' });
  });
  it('a non-string input is Archivo no válido.', () => {
    const r = readCsv(undefined as unknown as string);
    expect(!r.ok && describeCsvResult(r).lines).toEqual(['Archivo no válido.']);
  });
});

describe('lists and rendering', () => {
  it('joins the first items then an ellipsis', () => {
    expect(joinLimited([1, 2, 3, 4, 5, 6], 5)).toBe('1, 2, 3, 4, 5...');
    expect(joinLimited([1, 2], 5)).toBe('1, 2');
  });
  it('limits issues with a closing … y N más line', () => {
    const issues = Array.from({ length: 12 }, (_, i) => ({ code: 'csv.negativeLine' as const, params: { line: i + 2, value: '-1' } }));
    expect(renderIssues(limitIssues(issues, 10))).toHaveLength(11);
    expect(renderIssues(limitIssues(issues, 10))[10]).toBe('… y 2 más');
  });
  it('renders English beside Spanish', () => {
    const f = checkCsvFileName('x.txt');
    expect(f && describeCsvResult(f, 'en')).toEqual({ severity: 'error', title: 'Invalid format', lines: ['Only .csv files are accepted.'] });
  });
});
