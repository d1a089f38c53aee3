import { describe, expect, it } from 'vitest';
import { coolingDemandCsv as cooling, steamDemandCsv as steam } from './demand.ts';
import { describeCsvResult } from './issues.ts';
import { hourValueRows } from './testRows.ts';

const rows = hourValueRows(24, () => 2.5);
const ctx = { horizonHours: 24, rows };
const coolHeader = 'Horizonte;Hora;Demanda de frío (MW)';
const steamHeader = 'Horizonte;Hora;Demanda de vapor (MW)';
const lines = (sep: string, value: (i: number) => string) => rows.map((r, i) => [r.horizonte, r.hora, value(i)].join(sep));

describe('cooling demand', () => {
  it('imports with semicolons or commas (guessed)', () => {
    const semi = cooling.parse([coolHeader, ...lines(';', (i) => `${i},5`)].join('\n'), ctx);
    expect(semi.ok && semi.data[2]?.valor).toBe(2.5);
    const comma = cooling.parse([coolHeader.replace(/;/g, ','), ...lines(',', (i) => `${i}.5`)].join('\n'), ctx);
    expect(comma.ok && comma.data[2]?.valor).toBe(2.5);
    expect(describeCsvResult(comma)).toEqual({ severity: 'success', title: 'Importación correcta', lines: ['24 registros actualizados.'] });
  });
  it('headers exactly Horizonte, Hora, Demanda de frío (MW)', () => {
    const r = cooling.parse(['Horizonte;Demanda de frío (MW)', 'a;1'].join('\n'), ctx);
    const d = describeCsvResult(r);
    expect(d.title).toBe('Encabezados incorrectos');
    expect(d.lines[0]).toBe('El csv debe contener las cabeceras de Horizonte y Demanda de frío (MW)');
  });
  it('Número de filas incorrecto', () => {
    expect(describeCsvResult(cooling.parse([coolHeader, ...lines(';', () => '1').slice(1)].join('\n'), ctx))).toEqual({
      severity: 'error', title: 'Número de filas incorrecto', lines: ['Se esperaban 24 filas y se recibieron 23.'],
    });
  });
  it('Faltan datos obligatorios lists lines, at most 10 per column', () => {
    const body = rows.map((r, i) => [i < 12 ? '' : r.horizonte, i === 20 ? '' : r.hora, i === 21 ? '' : '1'].join(';'));
    expect(describeCsvResult(cooling.parse([coolHeader, ...body].join('\n'), ctx))).toEqual({
      severity: 'error', title: 'Faltan datos obligatorios',
      lines: [
        "Columna 'Horizonte': líneas 2, 3, 4, 5, 6, 7, 8, 9, 10, 11...",
        "Columna 'Hora': línea 22",
        "Columna 'Demanda de frío (MW)': línea 23",
      ],
    });
  });
  it('Valores negativos no permitidos', () => {
    expect(describeCsvResult(cooling.parse([coolHeader, ...lines(';', (i) => (i === 3 ? '-1,5' : '1'))].join('\n'), ctx))).toEqual({
      severity: 'error', title: 'Valores negativos no permitidos', lines: ['Línea 5: -1,5'],
    });
  });
  it('reports missing, non-numeric and negative cells together, each with its line', () => {
    const body = lines(';', (i) => (i === 2 ? '' : i === 5 ? 'abc' : i === 9 ? '-20' : '1'));
    expect(describeCsvResult(cooling.parse([coolHeader, ...body].join('\n'), ctx))).toEqual({
      severity: 'error', title: 'Errores en datos',
      lines: [
        'Faltan datos obligatorios', "Columna 'Demanda de frío (MW)': línea 4",
        'Filas no válidas', 'Línea 7: valor no válido (abc)',
        'Valores negativos no permitidos', 'Línea 11: -20',
      ],
    });
    expect(describeCsvResult(steam.parse([steamHeader, ...body].join('\n'), ctx), 'en').lines).toEqual([
      'Required data missing', "Column 'Demanda de vapor (MW)': line 4",
      'Invalid rows', 'Line 7: invalid value (abc)',
      'Negative values are not allowed', 'Line 11: -20',
    ]);
  });
  it('Filas no válidas for non-numeric values', () => {
    expect(describeCsvResult(cooling.parse([coolHeader, ...lines(';', (i) => (i === 0 ? 'x' : '1'))].join('\n'), ctx))).toEqual({
      severity: 'error', title: 'Filas no válidas', lines: ['Línea 2: valor no válido (x)'],
    });
  });
  it('Horizontes no encontrados: No existe el horizonte, at most 8', () => {
    const body = rows.map((r, i) => [i < 9 ? `0${i + 1}/03/2025 00:00` : r.horizonte, r.hora, '1'].join(';'));
    const d = describeCsvResult(cooling.parse([coolHeader, ...body].join('\n'), ctx));
    expect(d.title).toBe('Horizontes no encontrados');
    expect(d.lines[0]).toBe('No existe el horizonte: 01/03/2025 00:00');
    expect(d.lines).toHaveLength(9);
    expect(d.lines[8]).toBe('… y 1 más');
  });
  it('exports the horizon with 2 decimals', () => {
    expect(cooling.export(hourValueRows(48, () => 2.5), { horizonHours: 24 }).split('\r\n')).toHaveLength(26);
    expect(cooling.fileName).toBe('demanda_frio.csv');
  });
});

describe('steam demand', () => {
  const provider = (extra: string[][]) => ['Date,Prediccion,Version,temperature,componente', ...extra.map((l) => l.join(','))].join('\n');
  it('internal format', () => {
    const r = steam.parse([steamHeader, ...lines(';', () => '63,5')].join('\n'), ctx);
    expect(r.ok && r.data.every((x) => x.valor === 63.5)).toBe(true);
  });
  it('provider format takes the highest version per horizon and ignores temperature and componente', () => {
    const body = rows.flatMap((_, i) => {
      const date = `2025-01-15 ${String(i).padStart(2, '0')}:00:00`;
      return [[date, '10', '1', '12.5', 'x'], [date, String(60 + i), '3', '12.5', 'x'], [date, '20', '2', '', '']];
    });
    const r = steam.parse(provider(body), ctx);
    expect(r.ok && r.data.map((x) => x.valor)).toEqual(rows.map((_, i) => 60 + i));
    expect(r.ok && r.count).toBe(24);
  });
  it('provider rows outside the series are ignored; missing horizons: Horizontes sin datos', () => {
    const body = rows.slice(0, 22).map((_, i) => [`15/01/2025 ${i}:00`, '5', '1', '', '']);
    body.push(['20/01/2025 00:00', '5', '1', '', '']);
    const d = describeCsvResult(steam.parse(provider(body), ctx));
    expect(d).toEqual({ severity: 'error', title: 'Horizontes sin datos', lines: ['Sin datos para el horizonte: 15/01/2025 22:00', 'Sin datos para el horizonte: 15/01/2025 23:00'] });
  });
  it('negative predictions are rejected', () => {
    const body = rows.map((_, i) => [`15/01/2025 ${i}:00`, i === 0 ? '-5' : '5', '1', '', '']);
    expect(describeCsvResult(steam.parse(provider(body), ctx))).toEqual({ severity: 'error', title: 'Valores negativos no permitidos', lines: ['Línea 2: -5'] });
  });
  it('anything else: El CSV no coincide con ninguna plantilla conocida', () => {
    expect(describeCsvResult(steam.parse('Fecha;Valor\n1;2', ctx))).toEqual({
      severity: 'error', title: 'El CSV no coincide con ninguna plantilla conocida',
      lines: ['El csv debe contener las cabeceras de Date, Prediccion y Version, u Horizonte y Demanda de vapor (MW)'],
    });
    expect(steam.parse('Date,Prediccion,Version,other\n1,2,3,4', ctx).ok).toBe(false);
  });
  it('internal format row count: Número de filas incorrecto', () => {
    expect(describeCsvResult(steam.parse([steamHeader, ...lines(';', () => '1').slice(0, 5)].join('\n'), ctx)).title).toBe('Número de filas incorrecto');
  });
  it('exports the internal format', () => {
    expect(steam.export(rows, ctx).split('\r\n')[0]).toBe(`\ufeff${steamHeader}`);
    expect(steam.fileName).toBe('demanda_vapor.csv');
  });
});
