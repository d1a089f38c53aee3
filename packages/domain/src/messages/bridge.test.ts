import { describe, expect, it } from 'vitest';
import { BRIDGE_MESSAGES } from './bridge.ts';
import { formatMessage } from './index.ts';

describe('the bridge texts', () => {
  it('fill their parameters in both languages', () => {
    expect(formatMessage('bridge.incompleteActuals', { date: '15/01/2024', count: 20 })).toBe(
      'El 15/01/2024 tiene datos reales de 20 de sus 24 horas: impórtelos todos para comparar el día.',
    );
    expect(formatMessage('bridge.noDays', { from: '01/01/2024', to: '31/01/2024' }, 'en')).toBe(
      'No day between 01/01/2024 and 31/01/2024 has a valid simulation and complete actuals.',
    );
  });

  it('leave no placeholder unfilled and say something different in each language', () => {
    for (const [code, text] of Object.entries(BRIDGE_MESSAGES)) {
      const params = { date: 'd', count: 1, from: 'a', to: 'b', reason: 'r' };
      for (const lang of ['es', 'en'] as const) expect(formatMessage(code, params, lang)).not.toMatch(/\{\w+\}/);
      expect(text.es).not.toBe(text.en);
    }
  });
});
