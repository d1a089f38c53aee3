import { describe, expect, it, vi } from 'vitest';
import { hourLabels, type ScheduleItem } from '@plantasim/domain';
import { engineGridRows, pivot } from '../model/scheduleGrids';
import { sheetDays } from '../model/sheet';

const saved: { name: string; bytes: Blob }[] = [];
vi.mock('../../../components/DataTable', () => ({
  saveFile: (name: string, bytes: Blob) => { saved.push({ name, bytes }); },
  formatEsNumber: (v: unknown) => String(v),
}));

/** A 3-day plan of 8 engines, 2 electric boilers and 3 program rows. */
function threeDays() {
  const hours = hourLabels(72);
  const items = (names: string[]): ScheduleItem[] => names.flatMap((concepto) => hours.map((hora, t) => ({ concepto, hora, valor: t % 5, estado: t % 2 })));
  const engines = engineGridRows(items([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Motor cogeneración ${n}`)), items(['Caldera eléctrica 1', 'Caldera eléctrica 2']));
  const program = pivot(items(['Programa generación', 'Programa venta', 'Programa compra']), 'concept');
  const days = sheetDays(hours, { fechaActual: '15/01/2025', enVigor: ['16/01/2025'] });
  const weekdays = ['miércoles', 'jueves', 'viernes'];
  return {
    title: 'Previsión de operarios', subtitle: 'Simulación Plan', plant: 'Planta Norte', run: 'Id de la simulación: 42',
    summary: [['Consumo total de gas', '1 MWh']] as Array<[string, string]>, scheduleTitle: 'Previsión operarios', programTitle: 'Programa',
    equipmentHeader: 'Equipo', conceptHeader: 'Concepto', clockHeader: 'Hora', engines, program,
    days: days.map((d) => ({ heading: `Día ${d.index + 1} de 3 · ${weekdays[d.index]} ${['15', '16', '17'][d.index]}/01/2025`, inForce: d.inForce ? 'Plan en vigor para este día' : 'No es el plan en vigor para este día', hours: d.hours, clock: d.clock })),
    page: (n: number, total: number) => `Página ${n} de ${total}`, truncatedNote: '',
  };
}

describe('the printed schedule sheet', () => {
  it('prints each day on a page of its own, headed with the plant, the run, its date, weekday and plan in force, with clock hours', async () => {
    const { savePdf } = await import('./pdf');
    await savePdf(threeDays());
    const file = saved.at(-1)!;
    expect(file.name).toBe('tabla_prevision_operarios.pdf');
    // jsPDF writes its text uncompressed, in the standard fonts' WinAnsi encoding.
    const text = Buffer.from(await file.bytes.arrayBuffer()).toString('latin1');
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(3);
    for (const [n, day] of [[1, 'miércoles 15/01/2025'], [2, 'jueves 16/01/2025'], [3, 'viernes 17/01/2025']] as const) {
      expect(text).toContain(`(Día ${n} de 3 · ${day})`);
      expect(text).toContain(`(Página ${n} de 3)`);
    }
    expect(text.match(/\(Planta Norte\)/g)).toHaveLength(3);
    expect(text.match(/\(Id de la simulación: 42\)/g)).toHaveLength(3);
    expect(text.match(/\(Plan en vigor para este día\)/g)).toHaveLength(1);
    // Day 3's hours are H49…H72 with the clock hours 00–01…23–24 under them.
    expect(text).toContain('(H49)');
    expect(text).toContain('(00\u201301)'.replace('\u2013', '\x96'));
    expect(text).toContain('(23\u201324)'.replace('\u2013', '\x96'));
  }, 30_000);
});
