import { describe, expect, it } from 'vitest';
import { compressorRegistry } from '../plant/compressors.ts';
import { electricBoilerRegistry } from '../plant/electricBoilers.ts';
import { engineRegistry } from '../plant/engines.ts';
import { gasBoilerRegistry } from '../plant/gasBoilers.ts';
import { csvHeaders, defaultRow, type TableRegistry } from '../plant/registry.ts';
import { compressorsCsv, electricBoilersCsv, enginesCsv, gasBoilersCsv } from './equipment.ts';
import { describeCsvResult } from './issues.ts';
import { at } from './testRows.ts';
import type { CsvCodec } from './types.ts';

/** A CSV of `n` default rows, with cell overrides { 'line:header': text }. */
function file<Row extends object>(reg: TableRegistry<Row>, n: number, overrides: Record<string, string> = {}): string {
  const rows = Array.from({ length: n }, (_, i) => defaultRow(reg, `Equipo ${i + 1}`));
  const text = (reg === engineRegistry ? enginesCsv : reg === compressorRegistry ? compressorsCsv : reg === gasBoilerRegistry ? gasBoilersCsv : electricBoilersCsv)
    .export(rows as never, undefined);
  const lines = text.replace(/^\ufeff/, '').trimEnd().split('\r\n').map((l) => l.split(';'));
  const headers = csvHeaders(reg);
  for (const [k, v] of Object.entries(overrides)) {
    const [line, header] = [Number(k.split(':')[0]), k.slice(k.indexOf(':') + 1)];
    at(lines, line - 1)[headers.indexOf(header)] = v;
  }
  return lines.map((l) => l.join(';')).join('\n');
}

const cases: [string, TableRegistry<any>, CsvCodec<any[], void>, string][] = [
  ['electric boilers', electricBoilerRegistry, electricBoilersCsv, 'calderas_electricas.csv'],
  ['gas boilers', gasBoilerRegistry, gasBoilersCsv, 'calderas_vapor.csv'],
  ['engines', engineRegistry, enginesCsv, 'motores_cogeneracion.csv'],
  ['compressors', compressorRegistry, compressorsCsv, 'compresores.csv'],
];

describe.each(cases)('%s', (_name, reg, codec, fileName) => {
  it('headers come from the registry; file name from docs/rules/constants.md', () => {
    expect(codec.headers()).toEqual(csvHeaders(reg));
    expect(codec.fileName).toBe(fileName);
  });
  it('imports default rows: N filas importadas', () => {
    const r = codec.parse(file(reg, 8));
    expect(r.ok && r.data).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((i) => defaultRow(reg, `Equipo ${i}`)));
    expect(describeCsvResult(r).lines).toEqual(['8 filas importadas']);
  });
  it('row column count: Fila N: número de columnas inválido (k).', () => {
    const text = `${file(reg, 7)}\nsolo;dos`;
    expect(describeCsvResult(codec.parse(text))).toEqual({ severity: 'error', title: 'Errores en datos', lines: ['Fila 9: número de columnas inválido (2).'] });
  });
  it('names are unique within the table', () => {
    const d = describeCsvResult(codec.parse(file(reg, 8, { '3:Nombre': 'Equipo 1', '5:Nombre': 'Equipo 1' })));
    expect(d.lines.slice(1)).toEqual(["'Nombre' repetido: líneas 3, 5"]);
  });
  it('every column is required: missing data section with lines', () => {
    const headers = csvHeaders(reg);
    const d = describeCsvResult(codec.parse(file(reg, 8, { [`2:${headers[1]}`]: '', [`4:${headers[1]}`]: 'abc', [`3:${headers[0]}`]: '' })));
    expect(d.title).toBe('Errores en datos');
    expect(d.lines).toEqual(['Datos faltantes', `'${headers[0]}': línea 3`, `'${headers[1]}': líneas 2, 4`]);
  });
  it('min must not exceed max', () => {
    const pair = at(reg.minMaxPairs, 0);
    const min = reg.fields.find((f) => f.key === pair.min)!.header;
    const max = reg.fields.find((f) => f.key === pair.max)!.header;
    const d = describeCsvResult(codec.parse(file(reg, 8, { [`3:${min}`]: '1000' })));
    expect(d.lines.slice(1)).toEqual([`'${min}' no puede ser mayor que '${max}': línea 3`]);
    expect(d.lines[0]).toBe(reg === compressorRegistry ? 'Valores inválidos' : 'Inconsistencias');
  });
  it('state must be Encendido or Parado, naming the column', () => {
    const state = reg.fields.find((f) => f.kind === 'state')!.header;
    const r = codec.parse(file(reg, 8, { [`2:${state}`]: 'encendido', [`3:${state}`]: 'Apagado' }));
    expect(describeCsvResult(r).lines[1]).toBe(`'${state}' debe ser Encendido o Parado: línea 3`);
    const ok = codec.parse(file(reg, 8, { [`2:${state}`]: 'ENCENDIDO' }));
    expect(ok.ok && ok.data[0][reg.fields.find((f) => f.kind === 'state')!.key]).toBe('Encendido');
  });
  it('no negatives', () => {
    const min = reg.fields.find((f) => f.key === at(reg.minMaxPairs, 0).min)!.header;
    const d = describeCsvResult(codec.parse(file(reg, 8, { [`2:${min}`]: '-1' })));
    expect(d.lines).toEqual(['Valores negativos', `'${min}': línea 2`]);
  });
  it('exports with a BOM, semicolons and decimal commas', () => {
    const text = codec.export([defaultRow(reg, 'A')]);
    expect(text.startsWith(`\ufeff${csvHeaders(reg).join(';')}\r\nA;`)).toBe(true);
  });
});

describe('steam maximum (boilers)', () => {
  it('electric boiler: steam maximum = max × efficiency within 0.01', () => {
    const ok = electricBoilersCsv.parse(file(electricBoilerRegistry, 1, { '2:Potencia vapor máxima (MWt)': '11,89' }));
    expect(ok.ok && ok.data[0]?.potencia_vapor_maximo).toBe(11.88);
    const d = describeCsvResult(electricBoilersCsv.parse(file(electricBoilerRegistry, 1, { '2:Potencia vapor máxima (MWt)': '11,9' })));
    expect(d.lines).toEqual([
      'Inconsistencias',
      "'Potencia vapor máxima (MWt)' debe ser igual a 'Potencia eléctrica máxima (MWe)' × 'Rendimiento vapor/electricidad' (tolerancia 0,01): línea 2",
    ]);
  });
  it('gas boiler: the same with gas power; the CO2 coefficient cannot be negative', () => {
    expect(describeCsvResult(gasBoilersCsv.parse(file(gasBoilerRegistry, 1, { '2:Potencia vapor máxima (MWt)': '30' }))).lines[1])
      .toBe("'Potencia vapor máxima (MWt)' debe ser igual a 'Potencia gas máxima (MW)' × 'Rendimiento vapor/gas' (tolerancia 0,01): línea 2");
    expect(describeCsvResult(gasBoilersCsv.parse(file(gasBoilerRegistry, 1, { '2:Coeficiente emisiones CO2 (t/MWh)': '-0,2' }))).lines)
      .toEqual(['Valores negativos', "'Coeficiente emisiones CO2 (t/MWh)': línea 2"]);
  });
  it('keeps 3-decimal coefficients on export', () => {
    expect(gasBoilersCsv.export([defaultRow(gasBoilerRegistry, 'G')]).split('\r\n')[1]).toContain(';0,202;');
  });
});

describe('engine rules', () => {
  it('exactly 8 engines: Número de filas incorrecto', () => {
    expect(describeCsvResult(enginesCsv.parse(file(engineRegistry, 7)))).toEqual({
      severity: 'error', title: 'Número de filas incorrecto', lines: ['Se esperaban 8 filas y se recibieron 7.'],
    });
  });
  it('hot water percentage from 0 to 100', () => {
    expect(describeCsvResult(enginesCsv.parse(file(engineRegistry, 8, { '2:Porcentaje agua caliente (%)': '100,5' }))).lines)
      .toEqual(['Inconsistencias', "'Porcentaje agua caliente (%)' debe estar entre 0 y 100: línea 2"]);
    expect(enginesCsv.parse(file(engineRegistry, 8, { '2:Porcentaje agua caliente (%)': '100' })).ok).toBe(true);
  });
  it('the four times are integers of at least 0', () => {
    const d = describeCsvResult(enginesCsv.parse(file(engineRegistry, 8, {
      '2:Tiempo arranque (min)': '1,5', '2:Tiempo parada (min)': '-1', '2:Tiempo mínimo acoplamiento (h)': '2.5', '2:Tiempo mínimo parada (h)': '3',
    })));
    expect(d.lines).toEqual([
      'Valores negativos', "'Tiempo parada (min)': línea 2",
      'Inconsistencias', "'Tiempo arranque (min)' debe ser un número entero mayor o igual que 0: línea 2",
      "'Tiempo mínimo acoplamiento (h)' debe ser un número entero mayor o igual que 0: línea 2",
    ]);
  });
  it('exports the times as integers', () => {
    expect(enginesCsv.export([defaultRow(engineRegistry, 'M')]).split('\r\n')[1]).toContain(';5;3;Parado;');
  });
});

describe('compressor rules', () => {
  it('up to 12 line numbers per column', () => {
    const header = 'Potencia máxima (kWe)';
    const overrides = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`${i + 2}:${header}`, '']));
    expect(describeCsvResult(compressorsCsv.parse(file(compressorRegistry, 14, overrides))).lines[1]).toBe(`'${header}': líneas 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13...`);
  });
  it('efficiency greater than 0 under Valores inválidos', () => {
    expect(describeCsvResult(compressorsCsv.parse(file(compressorRegistry, 1, { '2:Rendimiento frío/electricidad': '0' })))).toEqual({
      severity: 'error', title: 'Errores en datos', lines: ['Valores inválidos', "'Rendimiento frío/electricidad' debe ser mayor que 0: línea 2"],
    });
  });
});
