import { describe, expect, it } from 'vitest';
import { parsePrevisionCsv, parsePrevisionJson } from './contract.ts';

const day = (date: string, n = 24, v = (h: number) => h * 10) =>
  Array.from({ length: n }, (_, h) => ({ fecha_hora: `${date} ${String(h).padStart(2, '0')}:00`, valor: v(h) }));

describe('prevision contract', () => {
  it('reads a JSON array of local Madrid hours', () => {
    const r = parsePrevisionJson(day('2025-03-10'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toHaveLength(24);
    expect(r.data[5]).toEqual({ date: '2025-03-10', hour: 6, value: 50 });
  });

  it('accepts { data: [...] } and ISO instants, mapping the 25-hour day onto 24', () => {
    // 2025-10-26 in Madrid: 22:00Z of the 25th is 00:00 local; 25 instants cover the day.
    const start = Date.parse('2025-10-25T22:00:00Z');
    const items = Array.from({ length: 25 }, (_, i) => ({ fecha_hora: new Date(start + i * 3600_000).toISOString(), valor: i }));
    const r = parsePrevisionJson({ data: items });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toHaveLength(24);
    expect(r.data.slice(0, 4).map((p) => p.value)).toEqual([0, 1, 2.5, 4]);
  });

  it('reads the CSV form with semicolons and decimal commas, dropping incomplete days', () => {
    const lines = ['fecha_hora;valor', ...day('2025-03-10').map((x) => `${x.fecha_hora};${String(x.valor + 0.25).replace('.', ',')}`), '2025-03-11 00:00;1,5'];
    const r = parsePrevisionCsv(`${lines.join('\r\n')}\r\n`);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toHaveLength(24);
    expect(r.data[0]?.value).toBe(0.25);
  });

  it('rejects wrong shapes and rows', () => {
    expect(parsePrevisionJson({ foo: 1 }).ok).toBe(false);
    expect(parsePrevisionJson([{ fecha_hora: '2025-03-10 25:00', valor: 1 }]).ok).toBe(false);
    expect(parsePrevisionCsv('date,price\n2025-03-10 00:00,1').ok).toBe(false);
  });
});
