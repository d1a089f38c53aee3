import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import { parsePayload } from './parse.ts';
import { DEFAULT_GAS_BASIS, gasBasisOf } from './equipment.ts';

describe('the gas basis of the plant data', () => {
  const p = createBaseCase({ date: '15/01/2025' });

  it('is optional: a scenario without it loads and reads PCI and 0.9', () => {
    expect(p.planta.base_calorifica).toBeUndefined();
    expect(parsePayload(p).ok).toBe(true);
    expect(gasBasisOf(p.planta)).toEqual({ motores: 'PCI', calderas: 'PCI', relacion_pci_pcs: 0.9 });
    expect(DEFAULT_GAS_BASIS.relacion_pci_pcs).toBe(0.9);
  });

  it('takes PCS for either family and a ratio in (0.5, 1]', () => {
    const basis = { motores: 'PCS', calderas: 'PCI', relacion_pci_pcs: 0.91 } as const;
    const r = parsePayload({ ...p, planta: { ...p.planta, base_calorifica: basis } });
    expect(r.ok).toBe(true);
    if (r.ok) expect(gasBasisOf(r.data.planta)).toEqual(basis);
  });

  it('refuses an unknown basis, a ratio out of range and unknown keys', () => {
    for (const bad of [
      { motores: 'HHV', calderas: 'PCI', relacion_pci_pcs: 0.9 },
      { motores: 'PCI', calderas: 'PCI', relacion_pci_pcs: 1.1 },
      { motores: 'PCI', calderas: 'PCI', relacion_pci_pcs: 0.5 },
      { motores: 'PCI', calderas: 'PCI', relacion_pci_pcs: 'mucho' },
      { motores: 'PCI', calderas: 'PCI', relacion_pci_pcs: 0.9, otra: 1 },
    ]) expect(parsePayload({ ...p, planta: { ...p.planta, base_calorifica: bad } }).ok).toBe(false);
  });
});
