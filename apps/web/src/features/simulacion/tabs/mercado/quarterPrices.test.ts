// The electricity tab's quarter-hour prices: which rows its second table shows, what the manual
// table's import does with an hourly or a quarter-hour file, and the texts of the second table.
import { describe, expect, it } from 'vitest';
import { createBaseCase, dayQuarterKeys, horizonKeys, type SimulationPayload } from '@plantasim/domain';
import es from '../../../../i18n/es.json';
import en from '../../../../i18n/en.json';
import { manualElectricityImporter } from '../seriesImport';
import { QUARTER_EXPORTERS, shownQuarterRows, withEditedSeries } from './quarterPrices';

const day = { year: 2025, month: 11, day: 15 };
const quarters = dayQuarterKeys(day).map((fecha_hora, i) => ({ fecha_hora, periodo: i + 1, valor: i }));
const manual = horizonKeys(day, 1).map((horizonte, i) => ({ horizonte, hora: `H${i + 1}`, valor: 50 }));
const payload = (resolucion: 'horaria' | 'cuartohoraria'): SimulationPayload => {
  const p = createBaseCase({ date: '15/11/2025' });
  return { ...p, configuracion: { ...p.configuracion, resolucion }, elec_precios_manual: manual, elec_precios_OMIE_cuartos: quarters };
};
const csv = (lines: (string | number)[][]) => lines.map((l) => l.join(';')).join('\n');

/** Runs the manual importer on a text as the table's import button does, returning the new payload. */
function importInto(p: SimulationPayload, text: string): { p: SimulationPayload; ok: boolean } {
  let next = p;
  const result = manualElectricityImporter((change) => { next = change(next); })(text, { horizonHours: 24, rows: p.elec_precios_manual });
  if (result.ok) result.data();
  return { p: next, ok: result.ok };
}

describe('quarter-hour price table', () => {
  it('shows the source’s quarter rows only in a quarter-hourly scenario', () => {
    expect(shownQuarterRows(payload('cuartohoraria'), 'elec_precios_OMIE_cuartos')).toHaveLength(96);
    expect(shownQuarterRows(payload('horaria'), 'elec_precios_OMIE_cuartos')).toEqual([]);
    expect(shownQuarterRows(payload('cuartohoraria'), 'elec_precios_manual_cuartos')).toEqual([]);
    expect(shownQuarterRows(payload('cuartohoraria'), undefined)).toEqual([]);
  });

  it('is titled and headed in both languages; its CSV is headed with the tab’s value header', () => {
    expect(es.simulacion.electricidad.cuartos).toEqual({ title: 'Precios por cuarto de hora', fechaHora: 'Fecha-hora', periodo: 'Periodo', template: 'Plantilla cuartohoraria' });
    expect(en.simulacion.electricidad.cuartos.title).toBe('Quarter-hour prices');
    expect(en.simulacion.electricidad.cuartos.template).toBe('Quarter-hour template');
    expect(QUARTER_EXPORTERS.elec_precios_manual_cuartos.headers()[2]).toBe(es.simulacion.electricidad.valueHeaders.manual);
    expect(QUARTER_EXPORTERS.elec_precios_OMIE_cuartos.headers()[2]).toBe(es.simulacion.electricidad.valueHeaders.omie);
  });

  it('the manual import takes a quarter-hour file: quarter rows and their hourly means', () => {
    const text = csv([['Horizonte', 'Periodo', 'Precio mercado (€/MWh)'], ...quarters.map((q) => [q.fecha_hora, q.periodo, q.valor])]);
    const { p, ok } = importInto(payload('cuartohoraria'), text);
    expect(ok).toBe(true);
    expect(p.elec_precios_manual_cuartos).toEqual(quarters);
    expect(p.elec_precios_manual[1]?.valor).toBe(5.5); // (4 + 5 + 6 + 7) / 4
    expect(shownQuarterRows(p, 'elec_precios_manual_cuartos')).toHaveLength(96);
  });

  it('an hourly file replaces the hours and drops the quarter rows', () => {
    const withQuarters = { ...payload('cuartohoraria'), elec_precios_manual_cuartos: quarters };
    const text = csv([['Horizonte', 'Hora', 'Precio mercado (€/MWh)'], ...manual.map((r) => [r.horizonte, r.hora, 7])]);
    const { p, ok } = importInto(withQuarters, text);
    expect(ok).toBe(true);
    expect(p.elec_precios_manual.every((r) => r.valor === 7)).toBe(true);
    expect('elec_precios_manual_cuartos' in p).toBe(false);
  });

  it('a refused file changes nothing', () => {
    const before = payload('cuartohoraria');
    const { p, ok } = importInto(before, csv([['Horizonte', 'Periodo', 'Precio mercado (€/MWh)'], ['15/11/2025 00:00', 1, 1]]));
    expect(ok).toBe(false);
    expect(p).toBe(before);
  });
});

describe('editing the hourly manual prices', () => {
  it('drops the quarter rows of the edited day only', () => {
    const p = { ...payload('cuartohoraria'), elec_precios_manual_cuartos: quarters };
    const edited = p.elec_precios_manual.map((r, i) => (i === 3 ? { ...r, valor: 99 } : r));
    const next = withEditedSeries(p, 'elec_precios_manual', edited, 'elec_precios_manual_cuartos');
    expect(next.elec_precios_manual[3]?.valor).toBe(99);
    expect(next.elec_precios_manual_cuartos).toEqual([]);
    // Another series, or no edit of the hours, keeps them.
    expect(withEditedSeries(p, 'elec_precios_manual', p.elec_precios_manual, 'elec_precios_manual_cuartos').elec_precios_manual_cuartos).toEqual(quarters);
    expect(withEditedSeries(p, 'gas_precios_manual', [], undefined).elec_precios_manual_cuartos).toEqual(quarters);
  });
});
