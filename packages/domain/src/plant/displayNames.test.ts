import { describe, expect, it } from 'vitest';
import { taxFractionToPercent, taxPercentToFraction, scheduleElectricBoilerName, shortEquipmentHeader } from './displayNames.ts';

describe('display names', () => {
  it('shortens engine headers', () => {
    expect(shortEquipmentHeader('Motor cogeneración 8')).toBe('Motor Cog. 8');
    expect(shortEquipmentHeader('Caldera de gas 6')).toBe('Caldera de gas 6');
  });

  it('shows electric boilers as 11 and 12 in the schedule', () => {
    expect(scheduleElectricBoilerName('Caldera eléctrica 1')).toBe('Caldera eléctrica 11');
    expect(scheduleElectricBoilerName('Caldera eléctrica 2')).toBe('Caldera eléctrica 12');
  });

  it('converts the generation tax between fraction and whole percent', () => {
    expect(taxFractionToPercent(0.07)).toBe(7);
    expect(taxPercentToFraction(7)).toBe(0.07);
  });
});
