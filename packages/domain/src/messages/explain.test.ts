import { describe, expect, it } from 'vitest';
import { EXPLAIN_LINES, EXPLAIN_MESSAGES, formatAmount, formatExplanation, type ExplainClause } from './explain.ts';
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
