import { describe, expect, it } from 'vitest';
import { electricBoilerAvailabilityCsv, engineAvailabilityCsv, gasBoilerAvailabilityCsv } from './availability.ts';
import { couplingCsv, couplingPercentToFraction } from './coupling.ts';
import { describeCsvResult } from './issues.ts';
import { roCsv } from './ro.ts';
import { at, csvText, hourValueRows } from './testRows.ts';
import { TOLL_HEADERS, tollsCsv } from './tolls.ts';

const tollRow = (p: string, v = 1) => [p, v, v, v, v, '0,5', v, v, v];
const tollFile = (rows: (string | number)[][]) => csvText([[...TOLL_HEADERS], ...rows]);
const six = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];

describe('tolls', () => {
  it('imports 6 periods in p1..p6 order', () => {
    const r = tollsCsv.parse(tollFile([...six].reverse().map((p) => tollRow(p, 2))));
    expect(r.ok && r.data.map((x) => x.periodo)).toEqual(six);
    expect(r.ok && r.data[0]).toEqual({ periodo: 'p1', pot_contratada: 2, pot_contratada_calderas: 2, pot_elec_precio_cerrado: 2, peaje_pot: 2, ai_omie_abierto: 0.5, bi_omie_abierto: 2, ai_fijo_cerrado: 2, bi_fijo_cerrado: 2 });
  });
  it('missing columns: Es necesario que el CSV contenga las columnas requeridas de Peajes de Electricidad', () => {
    const d = describeCsvResult(tollsCsv.parse(csvText([TOLL_HEADERS.slice(0, 8), ...six.map((p) => tollRow(p).slice(0, 8))])));
    expect(d.title).toBe('Encabezados incorrectos');
    expect(d.lines[0]).toBe('Es necesario que el CSV contenga las columnas requeridas de Peajes de Electricidad');
    expect(d.lines[1]).toBe('Falta el encabezado "bi_fijo_cerrado" (posición esperada 9).');
  });
  it('misordered columns: Encabezados incorrectos', () => {
    const h = [...TOLL_HEADERS];
    [h[1], h[2]] = [at(h, 2), at(h, 1)];
    expect(describeCsvResult(tollsCsv.parse(csvText([h, ...six.map((p) => tollRow(p))]))).title).toBe('Encabezados incorrectos');
  });
  it('exactly 6 rows: La matriz de datos debe contener 6 filas de datos, una por periodo', () => {
    expect(describeCsvResult(tollsCsv.parse(tollFile(six.slice(0, 5).map((p) => tollRow(p)))))).toEqual({
      severity: 'error', title: 'Error al importar', lines: ['La matriz de datos debe contener 6 filas de datos, una por periodo'],
    });
  });
  it('per-row messages under Errores en datos', () => {
    const rows = six.map((p) => tollRow(p));
    at(rows, 0)[0] = 'p7';
    at(rows, 2)[0] = 'P2';
    at(rows, 2)[3] = '';
    at(rows, 3)[4] = 'abc';
    at(rows, 4)[1] = '-1';
    expect(describeCsvResult(tollsCsv.parse(tollFile(rows)))).toEqual({
      severity: 'error', title: 'Errores en datos',
      lines: [
        'Fila 2: el periodo debe ser p1 a p6 (p7).',
        'Fila 4: el periodo p2 está repetido.',
        "Fila 4: falta el valor de 'pot_elec_precio_cerrado'.",
        "Fila 5: valor no numérico en 'peaje_pot'.",
        "Fila 6: 'pot_contratada' no puede ser negativo.",
      ],
    });
  });
  it('negative energy coefficients are allowed', () => {
    const rows = six.map((p) => tollRow(p));
    at(rows, 0)[5] = '-0,5';
    expect(tollsCsv.parse(tollFile(rows)).ok).toBe(true);
  });
  it('exports with at least 2 decimals', () => {
    const r = tollsCsv.parse(tollFile(six.map((p) => tollRow(p))));
    expect(r.ok && tollsCsv.export(r.data).split('\r\n')[1]).toBe('p1;1,00;1,00;1,00;1,00;0,50;1,00;1,00;1,00');
  });
});

describe('availability', () => {
  const names = ['Caldera eléctrica 1', 'Caldera eléctrica 2'];
  const keys = hourValueRows(24);
  const ctx = { horizonHours: 24, names, rows: keys };
  const file = (cell: (i: number, j: number) => string) => csvText([['Horizonte', 'Hora', ...names], ...keys.map((k, i) => [k.horizonte, k.hora, cell(i, 0), cell(i, 1)])]);
  it('file names', () => {
    expect([engineAvailabilityCsv.fileName, gasBoilerAvailabilityCsv.fileName, electricBoilerAvailabilityCsv.fileName])
      .toEqual(['disponibilidad_motores.csv', 'disponibilidad_calderas_gas.csv', 'disponibilidad_calderas_electricas.csv']);
  });
  it('imports 0/1: Importación correcta, 24 filas importadas', () => {
    const r = electricBoilerAvailabilityCsv.parse(file((i, j) => String((i + j) % 2)), ctx);
    expect(r.ok && r.data[1]).toEqual({ horizonte: '15/01/2025 01:00', hora: 'H2', disponibilidad: { 'Caldera eléctrica 1': 1, 'Caldera eléctrica 2': 0 } });
    expect(describeCsvResult(r)).toEqual({ severity: 'success', title: 'Importación correcta', lines: ['24 filas importadas'] });
  });
  it('normalises a rewritten date to the key format', () => {
    const text = file(() => '1').replace('15/01/2025 05:00', '2025-01-15 5:00');
    const r = electricBoilerAvailabilityCsv.parse(text, ctx);
    expect(r.ok && r.data[5]?.horizonte).toBe('15/01/2025 05:00');
  });
  it('headers exactly Horizonte, Hora and the names', () => {
    expect(describeCsvResult(electricBoilerAvailabilityCsv.parse(file(() => '1'), { ...ctx, names: [...names].reverse() })).title).toBe('Encabezados incorrectos');
  });
  it('rows = 24 × days: Número de filas incorrecto', () => {
    expect(describeCsvResult(electricBoilerAvailabilityCsv.parse(file(() => '1'), { ...ctx, horizonHours: 48 }))).toEqual({
      severity: 'error', title: 'Número de filas incorrecto', lines: ['Se esperaban 48 filas y se recibieron 24.'],
    });
  });
  it('value errors: no numérico, solo 0 o 1, vacío; column count; empty keys', () => {
    let text = file((i, j) => (i === 0 && j === 0 ? 'x' : i === 1 && j === 1 ? '2' : i === 2 && j === 0 ? '' : '1'));
    text = text.replace('15/01/2025 03:00;H4;1;1', '15/01/2025 03:00;H4;1').replace('15/01/2025 04:00;H5', ';');
    expect(describeCsvResult(electricBoilerAvailabilityCsv.parse(text, ctx))).toEqual({
      severity: 'error', title: 'Errores en datos',
      lines: [
        "Fila 2, 'Caldera eléctrica 1': no numérico",
        "Fila 3, 'Caldera eléctrica 2': solo 0 o 1",
        "Fila 4, 'Caldera eléctrica 1': vacío",
        'Fila 5: número de columnas inválido',
        "Fila 6: 'Horizonte' vacío",
        "Fila 6: 'Hora' vacío",
      ],
    });
  });
  it('lists at most 400 lines', () => {
    const big = hourValueRows(480);
    const text = csvText([['Horizonte', 'Hora', ...names], ...big.map((k) => [k.horizonte, k.hora, 'x', '1'])]);
    const d = describeCsvResult(electricBoilerAvailabilityCsv.parse(text, { horizonHours: 480, names, rows: big }));
    expect(d.lines).toHaveLength(401);
    expect(d.lines[400]).toBe('… y 80 más');
  });
  it('exports 0/1 integers limited to the horizon', () => {
    const rows = hourValueRows(48).map((k) => ({ horizonte: k.horizonte, hora: k.hora, disponibilidad: { 'Caldera eléctrica 1': 1 as const, 'Caldera eléctrica 2': 0 as const } }));
    const lines = electricBoilerAvailabilityCsv.export(rows, ctx).split('\r\n');
    expect(lines[0]).toBe('\ufeffHorizonte;Hora;Caldera eléctrica 1;Caldera eléctrica 2');
    expect(lines[1]).toBe('15/01/2025 00:00;H1;1;0');
    expect(lines).toHaveLength(26);
  });
});

describe('coupling', () => {
  const names = ['Motor cogeneración 1'];
  const keys = hourValueRows(24);
  const ctx = { horizonHours: 24, names, rows: keys.map((k) => ({ horizonte: k.horizonte, hora: k.hora, acoplamiento: {} })) };
  it('stores value/100 with 4 decimals; file name', () => {
    expect(couplingCsv.fileName).toBe('acoplamiento_cogeneracion.csv');
    expect(couplingPercentToFraction(12.345)).toBe(0.1235);
    const r = couplingCsv.parse(csvText([['Horizonte', 'Hora', ...names], ...keys.map((k, i) => [k.horizonte, k.hora, i === 0 ? '12,345' : '100'])]), ctx);
    expect(r.ok && [r.data[0]?.acoplamiento['Motor cogeneración 1'], r.data[1]?.acoplamiento['Motor cogeneración 1']]).toEqual([0.1235, 1]);
  });
  it('keeps the stored acoplado flag of each row', () => {
    const stored = keys.map((k) => ({ horizonte: k.horizonte, hora: k.hora, acoplamiento: { 'Motor cogeneración 1': 0 }, acoplado: 'Si' as const }));
    const r = couplingCsv.parse(csvText([['Horizonte', 'Hora', ...names], ...keys.map((k) => [k.horizonte, k.hora, '50'])]), { ...ctx, rows: stored });
    expect(r.ok && r.data[0]).toEqual({ horizonte: '15/01/2025 00:00', hora: 'H1', acoplamiento: { 'Motor cogeneración 1': 0.5 }, acoplado: 'Si' });
  });
  it('values outside 0–100 are errors', () => {
    const d = describeCsvResult(couplingCsv.parse(csvText([['Horizonte', 'Hora', ...names], ...keys.map((k, i) => [k.horizonte, k.hora, i === 0 ? '101' : '-1'])]), ctx));
    expect(d.lines[0]).toBe("Fila 2, 'Motor cogeneración 1': debe estar entre 0 y 100");
    expect(d.lines).toHaveLength(24);
  });
  it('exports percentages with 2 decimals', () => {
    const rows = keys.map((k) => ({ horizonte: k.horizonte, hora: k.hora, acoplamiento: { 'Motor cogeneración 1': 0.1235 } }));
    expect(couplingCsv.export(rows, ctx).split('\r\n')[1]).toBe('15/01/2025 00:00;H1;12,35');
  });
});

describe('Ro', () => {
  const ro = { 'ene 2025': 78.8, 'feb 2025': 78.8, 'mar 2025': 78.8 };
  it('header exactly Horizonte;Valor motores, file name RoCogeneracion.csv', () => {
    expect(roCsv.fileName).toBe('RoCogeneracion.csv');
    expect(roCsv.template()).toBe('\ufeffHorizonte;Valor motores\r\n');
    expect(describeCsvResult(roCsv.parse('Horizonte;Valor\nene 2025;1', { ro })).title).toBe('Encabezados incorrectos');
  });
  it('normalises month names and expands two-digit years; European and US numbers', () => {
    const r = roCsv.parse('Horizonte;Valor motores\nEne-25;1.234,5\nfebrero 2025;80.5\nMAR 25;"1,234.5"', { ro });
    expect(r.ok && r.data).toEqual({ 'ene 2025': 1234.5, 'feb 2025': 80.5, 'mar 2025': 1234.5 });
    expect(describeCsvResult(r).lines).toEqual(['3 registros actualizados.']);
  });
  it('Horizontes no encontrados en la matriz', () => {
    expect(describeCsvResult(roCsv.parse('Horizonte;Valor motores\nabr 2025;1\nxyz;2', { ro }))).toEqual({
      severity: 'error', title: 'Error al importar', lines: ['Horizontes no encontrados en la matriz: abr 2025, xyz'],
    });
  });
  it("Valor no numérico en 'Valor motores' para horizonte X", () => {
    expect(describeCsvResult(roCsv.parse('Horizonte;Valor motores\nene 2025;abc', { ro })).lines).toEqual(["Valor no numérico en 'Valor motores' para horizonte ene 2025"]);
  });
  it('exports every month', () => {
    expect(roCsv.export(ro)).toBe('\ufeffHorizonte;Valor motores\r\nene 2025;78,80\r\nfeb 2025;78,80\r\nmar 2025;78,80\r\n');
  });
});
