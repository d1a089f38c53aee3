import { describe, expect, it } from 'vitest';
import { fittedWidths, workbookBytes } from './workbook';
import { readBack } from './workbookReadBack';

describe('Excel workbook writer', () => {
  it('writes the sheets in order, numbers as numbers, empty cells blank, names cut to 31 characters', async () => {
    const bytes = await workbookBytes([
      { name: 'Resumen', rows: [['Simulación', 'Caso base ñ'], ['Consumo total gas', 1234.5678]] },
      { name: 'Un nombre de hoja que pasa de treinta y un caracteres', rows: [['fecha', 'precio'], ['2024-03-01', null], [null, 61.5]] },
    ]);
    const back = await readBack(bytes);
    expect(back.names).toEqual(['Resumen', 'Un nombre de hoja que pasa de t']);
    expect(back.rows.get('Resumen')).toEqual([['Simulación', 'Caso base ñ'], ['Consumo total gas', 1234.5678]]);
    expect(back.rows.get('Un nombre de hoja que pasa de t')).toEqual([['fecha', 'precio'], ['2024-03-01', null], [null, 61.5]]);
  });

  it('fits the column widths to the texts when asked (8..40 characters)', async () => {
    const rows = [['Equipo uno', 'x'.repeat(60), 'Hora', 'Col'], ['Motor 1', 3, 12.5, 'ab']];
    expect(fittedWidths(rows)).toEqual([12, 40, 10, 8]);
    const back = await readBack(await workbookBytes([{ name: 'Programa', rows, fitColumns: true }, { name: 'Otro', rows }]));
    expect(back.widths.get('Programa')).toEqual([12, 40, 10, 8]);
    expect(back.widths.get('Otro')).toEqual([undefined, undefined, undefined, undefined]);
  });
});
