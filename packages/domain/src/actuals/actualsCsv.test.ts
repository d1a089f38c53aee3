import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeCsvResult } from '../csv/issues.ts';
import { formatNumber } from '../csv/engine.ts';
import { actualsCsv, actualsHeaders } from './actualsCsv.ts';
import { checkActualHours, type ActualHour } from './rows.ts';
import { ACTUAL_UNITS } from './units.ts';
import { balancedActualValues } from '../testing/actualHours.ts';
import { baseActualsPlant } from './plausibility.ts';

const header = actualsHeaders().join(';');
const comma = (x: number) => String(x).replace('.', ',');
/** A plausible day: the first engine at '0,h' MWe in hour h (the cells the tests below change), the rest balanced around it. */
const balanced = (u: number, h: number) => {
  if (u === 0) return `0,${h}`;
  const v = balancedActualValues(0.5, baseActualsPlant(), { 'motor.1': Number(`0.${h}`) });
  return comma(v[ACTUAL_UNITS[u]!.key]!);
};
const day = (date: string, value: (unit: number, hour: number) => string = balanced) =>
  Array.from({ length: 24 }, (_, h) => [`${date} ${String(h).padStart(2, '0')}:00`, ...ACTUAL_UNITS.map((_, u) => value(u, h))].join(';'));
const file = (...lines: string[]) => `\ufeff${[header, ...lines].join('\r\n')}\r\n`;

describe('actuals file', () => {
  it('has one column per engine, boiler and compressor of the plant and the grid and demand meters', () => {
    const h = actualsHeaders();
    expect(h[0]).toBe('Horizonte');
    expect(h).toContain('Motor cogeneración 8 (MWe)');
    expect(h).toContain('Caldera de gas 10 (MW gas)');
    expect(h).toContain('Compresor alquiler 5 (MWe)');
    expect(h.slice(-4)).toEqual(['Compra red (MWh)', 'Venta red (MWh)', 'Vapor entregado (MW)', 'Frío entregado (MW)']);
    expect(h).toHaveLength(1 + 8 + 3 + 2 + 11 + 4);
    expect(actualsCsv.template(undefined)).toBe(`\ufeff${header}\r\n`);
  });

  it('reads a day with decimal commas and writes it back unchanged', () => {
    const text = file(...day('15/01/2025'));
    const r = actualsCsv.parse(text, undefined);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.count).toBe(24);
    expect(r.data[3]?.horizonte).toBe('15/01/2025 03:00');
    expect(r.data[3]?.valores['motor.1']).toBe(0.3);
    expect(r.data[3]?.valores['motor.8']).toBe(4.215);
    expect(r.warnings).toBeUndefined();
    const again = actualsCsv.parse(actualsCsv.export(r.data, undefined), undefined);
    expect(again.ok && again.data).toEqual(r.data);
  });

  it('refuses wrong headers with the app\'s header message', () => {
    const d = describeCsvResult(actualsCsv.parse(file(...day('15/01/2025')).replace('Compra red (MWh)', 'Compra (MWh)'), undefined));
    expect(d.severity).toBe('error');
    expect(d.title).toBe('Encabezados incorrectos');
  });

  it('refuses non-numeric and empty cells, short rows, repeated hours and negatives together, naming line and column', () => {
    const lines = day('15/01/2025');
    lines[0] = lines[0]!.replace(/;0,0;/, ';abc;');
    lines[1] = lines[1]!.replace(/;0,1;/, ';;');
    lines[2] = lines[2]!.split(';').slice(0, 5).join(';');
    lines[7] = lines[7]!.replace(/;0,7;/, ';-0,7;');
    lines[8] = lines[8]!.replace('15/01/2025 08:00', '15/01/2025 07:00');
    // Every kind at once, each under its own heading.
    expect(describeCsvResult(actualsCsv.parse(file(...lines), undefined))).toEqual({
      severity: 'error', title: 'Errores en datos',
      lines: [
        'Faltan datos obligatorios', "Fila 3, 'Motor cogeneración 1 (MWe)': vacío",
        'Valores inválidos', "Fila 2, 'Motor cogeneración 1 (MWe)': no numérico", 'Fila 4: número de columnas inválido',
        'Horas no válidas', 'Fila 10: la hora 15/01/2025 07:00 ya está en la fila 9',
        'Valores negativos no permitidos', "Fila 9, 'Motor cogeneración 1 (MWe)': negativo (-0,700)",
      ],
    });
  });

  it('names one kind of finding by its own title', () => {
    const lines = day('15/01/2025');
    lines[0] = lines[0]!.replace(/;0,0;/, ';abc;');
    expect(describeCsvResult(actualsCsv.parse(file(...lines), undefined))).toEqual({
      severity: 'error', title: 'Valores inválidos', lines: ["Fila 2, 'Motor cogeneración 1 (MWe)': no numérico"],
    });
  });

  it('refuses hours that do not exist and hours given twice', () => {
    const lines = day('15/01/2025');
    lines[5] = lines[5]!.replace('15/01/2025 05:00', '30/02/2025 05:00');
    lines[6] = lines[6]!.replace('15/01/2025 06:00', '15/01/2025 03:00');
    expect(describeCsvResult(actualsCsv.parse(file(...lines), undefined))).toEqual({
      severity: 'error', title: 'Horas no válidas',
      lines: ["Fila 7: '30/02/2025 05:00' no es una hora dd/MM/yyyy HH:00", 'Fila 8: la hora 15/01/2025 03:00 ya está en la fila 5'],
    });
  });

  it('refuses negative measurements', () => {
    const lines = day('15/01/2025');
    lines[9] = lines[9]!.replace(/;0,9;/, ';-1,5;');
    const d = describeCsvResult(actualsCsv.parse(file(...lines), undefined));
    expect(d).toEqual({ severity: 'error', title: 'Valores negativos no permitidos', lines: ["Fila 11, 'Motor cogeneración 1 (MWe)': negativo (-1,500)"] });
  });

  it('says it in English too', () => {
    const lines = day('15/01/2025');
    lines[0] = lines[0]!.replace('15/01/2025 00:00', 'mañana');
    expect(describeCsvResult(actualsCsv.parse(file(...lines), undefined), 'en').lines).toEqual(["Row 2: 'mañana' is not a dd/MM/yyyy HH:00 hour"]);
  });
});

describe('measured hours from a historian', () => {
  it('accept a subset of units and refuse unknown ones', () => {
    expect(checkActualHours([{ row: 1, horizonte: '15/01/2025 10:00', valores: { 'motor.3': 3.2, 'red.venta': 3.2 } }]).ok).toBe(true);
    expect(describeCsvResult(checkActualHours([{ row: 1, horizonte: '', valores: {} }])).lines).toEqual(["Fila 1: '' no es una hora dd/MM/yyyy HH:00"]);
    const r = describeCsvResult(checkActualHours([{ row: 1, horizonte: '15/01/2025 10:00', valores: { 'motor.9': 4.2 } }]));
    expect(r).toEqual({ severity: 'error', title: 'Valores inválidos', lines: ['Fila 1: unidad desconocida (motor.9)'] });
  });

  it('never let an invalid hour or a negative value through, whatever arrives', () => {
    const unit = fc.constantFrom(...ACTUAL_UNITS.map((u) => u.key), 'motor.0', 'x');
    const hour = fc.oneof(
      fc.record({ d: fc.integer({ min: 0, max: 32 }), m: fc.integer({ min: 0, max: 13 }), h: fc.integer({ min: 0, max: 25 }) })
        .map(({ d, m, h }) => `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/2024 ${String(h).padStart(2, '0')}:00`),
      fc.string(),
    );
    const value = fc.oneof(fc.double({ noNaN: false }), fc.integer({ min: -5, max: 50 }));
    fc.assert(fc.property(
      fc.array(fc.record({ horizonte: hour, valores: fc.dictionary(unit, value, { maxKeys: 4 }) }), { maxLength: 30 }),
      (hours) => {
        const r = checkActualHours(hours.map((h, i) => ({ ...h, row: i + 2 })));
        if (!r.ok) return;
        const keys = new Set<string>();
        for (const h of r.data as ActualHour[]) {
          expect(h.horizonte).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:00$/);
          expect(keys.has(h.horizonte)).toBe(false);
          keys.add(h.horizonte);
          for (const [k, v] of Object.entries(h.valores)) {
            expect(ACTUAL_UNITS.some((u) => u.key === k)).toBe(true);
            expect(Number.isFinite(v) && v >= 0).toBe(true);
          }
        }
      },
    ));
  });
});

describe('a day measured in quarter hours', () => {
  const pad = (n: number) => String(n).padStart(2, '0');
  const balancedCells = balancedActualValues(0.5, baseActualsPlant());
  /** A row per key, the first engine at `engine(i)` MWe, the meters as the quarter's MWh. */
  const quarterRows = (keys: readonly string[], engine: (i: number) => number = () => 1) => keys.map((k, i) => [k, ...ACTUAL_UNITS.map((u, j) => {
    if (j === 0) return comma(engine(i));
    const v = balancedCells[u.key]!;
    return comma(u.key.startsWith('red.') ? v / 4 : v);
  })].join(';'));
  const quarterKeysOf = (date: string, hours: readonly number[]) => hours.flatMap((h) => [0, 15, 30, 45].map((m) => `${date} ${pad(h)}:${pad(m)}`));
  const allHours = Array.from({ length: 24 }, (_, h) => h);

  it('reads 96 quarters with their period numbers, the meters\' MWh as the quarter\'s MW, and writes them back', () => {
    const r = actualsCsv.parse(file(...quarterRows(quarterKeysOf('15/01/2026', allHours), (i) => (i % 10) / 10)), undefined);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.count).toBe(96);
    expect(r.data[5]).toMatchObject({ horizonte: '15/01/2026 01:15', periodo: 6 });
    expect(r.data[5]!.valores['motor.1']).toBe(0.5);
    expect(r.data[5]!.valores['red.compra']).toBeCloseTo(balancedCells['red.compra']!, 9);
    const again = actualsCsv.parse(actualsCsv.export(r.data, undefined), undefined);
    expect(again.ok && again.data).toEqual(r.data);
  });

  it('takes 92 quarters on the 23-hour day and 100 on the 25-hour day, the repeated 02:xx by their order', () => {
    const spring = actualsCsv.parse(file(...quarterRows(quarterKeysOf('29/03/2026', allHours.filter((h) => h !== 2)))), undefined);
    expect(spring.ok && spring.count).toBe(92);
    const autumnKeys = quarterKeysOf('25/10/2026', [0, 1, 2, 2, ...allHours.slice(3)]);
    const autumn = actualsCsv.parse(file(...quarterRows(autumnKeys)), undefined);
    expect(autumn.ok && autumn.count).toBe(100);
    if (!autumn.ok) return;
    expect(autumn.data.filter((q) => q.horizonte === '25/10/2026 02:15').map((q) => q.periodo)).toEqual([10, 14]);
    // A 02:xx on the 23-hour day is no quarter of it; a third 02:15 on the 25-hour day is one too many.
    const wrong = actualsCsv.parse(file(...quarterRows(quarterKeysOf('29/03/2026', allHours))), undefined);
    expect(describeCsvResult(wrong).lines[0]).toBe("Fila 10: '29/03/2026 02:00' no es un cuarto de hora de su día (dd/MM/yyyy HH:mm con :00, :15, :30 o :45)");
    const third = actualsCsv.parse(file(...quarterRows([...autumnKeys, '25/10/2026 02:15'])), undefined);
    expect(describeCsvResult(third, 'en').lines).toEqual(['Row 102: the quarter hour 25/10/2026 02:15 is already on row 11']);
  });

  it('refuses a day that mixes hourly and quarter rows, in Spanish and English, and an hour missing quarters', () => {
    const mixed = [...quarterRows(quarterKeysOf('15/01/2026', [0, 1])), ...quarterRows(['15/01/2026 02:00', '15/01/2026 03:00'])];
    expect(describeCsvResult(actualsCsv.parse(file(...mixed), undefined))).toEqual({
      severity: 'error', title: 'Horas no válidas',
      lines: ['El día 15/01/2026 mezcla filas horarias y cuartohorarias (horas dadas solo a las :00: 02:00, 03:00); un día se importa entero por horas o entero por cuartos de hora'],
    });
    expect(describeCsvResult(actualsCsv.parse(file(...mixed), undefined), 'en').lines).toEqual([
      'Day 15/01/2026 mixes hourly and quarter-hour rows (hours given only at :00: 02:00, 03:00); a day is imported either all hourly or all in quarter hours',
    ]);
    const missing = quarterRows(quarterKeysOf('15/01/2026', [0]).filter((k) => !k.endsWith('00:30')));
    expect(describeCsvResult(actualsCsv.parse(file(...missing), undefined)).lines).toEqual([
      'El día 15/01/2026, hora 00:00: faltan los cuartos de hora 00:30; cada hora va con sus cuatro cuartos',
    ]);
    // Another day of the same file may stay hourly.
    const days = actualsCsv.parse(file(...day('14/01/2026'), ...quarterRows(quarterKeysOf('15/01/2026', allHours))), undefined);
    expect(days.ok && days.count).toBe(24 + 96);
  });

  it('checks each quarter against the plant, the meters as the quarter\'s MWh', () => {
    const rows = quarterRows(quarterKeysOf('15/01/2026', [0]));
    rows[1] = rows[1]!.replace(/^([^;]*);[^;]*;/, '$1;9999;');
    const d = describeCsvResult(actualsCsv.parse(file(...rows), undefined));
    expect(d.title).toBe('Valores imposibles para la planta');
    expect(d.lines[0]).toMatch(/^Fila 3, 'Motor cogeneración 1 \(MWe\)': 9999,000 supera/);
    const unbalanced = { ...balancedCells, 'red.compra': balancedCells['red.compra']! / 4, 'red.venta': 4 };
    const q = checkActualHours([0, 15, 30, 45].map((m, i) => ({ row: i + 2, horizonte: `15/01/2026 00:${pad(m)}`, valores: unbalanced })));
    expect(q.ok).toBe(true);
    // 4 MWh in a quarter is 16 MW: the balance is off, and said in the quarter's MWh.
    expect(q.ok && q.warnings?.[0]?.params?.grid).toBe(formatNumber(4 - balancedCells['red.compra']! / 4, 3));
  });
});
