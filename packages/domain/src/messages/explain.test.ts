import { describe, expect, it } from 'vitest';
import { driverLines, EXPLAIN_LINES, EXPLAIN_MESSAGES, formatAmount, formatExplanation, type ExplainClause } from './explain.ts';
import { formatMessage } from './index.ts';

describe('explanation sentences', () => {
  it('formats amounts per language, grouping thousands from 4 digits', () => {
    expect(formatAmount(1240, 'es')).toBe('1.240');
    expect(formatAmount(1240, 'en')).toBe('1,240');
    expect(formatAmount(1234567.6, 'es')).toBe('1.234.568');
    expect(formatAmount(2.25, 'es')).toBe('2,3');
    expect(formatAmount(2.25, 'en')).toBe('2.3');
    expect(formatAmount(-800, 'es')).toBe('−800');
    expect(formatAmount(0, 'en')).toBe('0');
  });

  it('joins the clauses: what and when, then why, with a nested constraint text', () => {
    const clauses: ExplainClause[] = [
      { code: 'explain.block.off', params: { unit: 'Motor cogeneración 3', from: 'H13', to: 'H18' } },
      { code: 'explain.flip.startCost', params: { delta: 1240 } },
      { code: 'explain.drivers', lines: [{ line: 'COST_GAS_COG', effect: 2100.4 }, { line: 'ING_ELEC', effect: -860 }] },
    ];
    expect(formatExplanation(clauses, 'es')).toBe('Motor cogeneración 3 parado de H13 a H18: forzar su marcha costaría 1.240 € más; efecto en el coste: gas de motores +2.100 €, venta de electricidad −860 €.');
    expect(formatExplanation(clauses, 'en')).toBe('Motor cogeneración 3 stopped from H13 to H18: forcing it on would cost €1,240 more; effect on cost: engine gas +€2,100, electricity sold −€860.');
    const refused: ExplainClause[] = [
      { code: 'explain.block.on', params: { unit: 'Motor cogeneración 1', from: 'H1', to: 'H2' } },
      { code: 'explain.cannot.stop', params: { constraint: 'explain.constraint.minUp', hours: 4 } },
    ];
    expect(formatExplanation(refused, 'es')).toBe('Motor cogeneración 1 en marcha de H1 a H2: no puede pararse: tiempo mínimo de acoplamiento (4 h).');
  });

  it('has every line and message in both languages, reachable through the catalogue', () => {
    for (const line of EXPLAIN_LINES) expect(EXPLAIN_MESSAGES[`explain.line.${line}`].en).not.toBe('');
    for (const [code, text] of Object.entries(EXPLAIN_MESSAGES)) {
      expect(text.es.length).toBeGreaterThan(0);
      expect(text.en.length).toBeGreaterThan(0);
      expect(formatMessage(code, {}, 'en')).toBe(text.en);
    }
  });
});

describe('driverLines: the effects a reason lists add up to its headline', () => {
  it('lists every effect above 5 % of the headline, largest first, and puts the rest in otros', () => {
    // Stopping costs 3.968: gas saved −4.000, sales lost +9.000, Ro lost +1.200, CO2 −1.800, IVPEE −300, fee −132.
    const d = driverLines({ COST_GAS_COG: -4000, ING_ELEC: 9000, ING_RO: 1200, COST_CO2: -1800, COST_IVPEE: -300.4, COST_FEE: -131.6 }, 3968);
    expect(d.headline).toBe(3968);
    expect(d.lines).toEqual([
      { line: 'ING_ELEC', effect: 9000 }, { line: 'COST_GAS_COG', effect: -4000 }, { line: 'COST_CO2', effect: -1800 },
      { line: 'ING_RO', effect: 1200 }, { line: 'COST_IVPEE', effect: -300 }, { line: 'OTROS', effect: -132 },
    ]);
    expect(d.lines.reduce((a, l) => a + l.effect, 0)).toBe(d.headline);
    expect(formatExplanation([{ code: 'explain.block.on', params: { unit: 'M1', from: 'H1', to: 'H4' } },
      { code: 'explain.flip.stopCost', params: { delta: d.headline } }, { code: 'explain.drivers', lines: d.lines }], 'es'))
      .toBe('M1 en marcha de H1 a H4: forzar su parada costaría 3.968 € más; efecto en el coste: venta de electricidad +9.000 €, gas de motores −4.000 €, CO2 −1.800 €, Ro +1.200 €, IVPEE −300 €, otros −132 €.');
  });

  it('rounds the headline and the effects together, with no otros when nothing is left', () => {
    const d = driverLines({ COST_GAS_COG: 10.4, ING_ELEC: 20.4 }, 30.8);
    expect(d).toEqual({ headline: 31, lines: [{ line: 'ING_ELEC', effect: 20 }, { line: 'COST_GAS_COG', effect: 10 }, { line: 'OTROS', effect: 1 }] });
    expect(driverLines({ COST_GAS_COG: 100, ING_ELEC: -100 }, 0)).toEqual({ headline: 0, lines: [{ line: 'COST_GAS_COG', effect: 100 }, { line: 'ING_ELEC', effect: -100 }] });
    expect(driverLines({}, -0.2)).toEqual({ headline: 0, lines: [] });
  });
});
