import { describe, expect, it } from 'vitest';
import { equipmentColumn, operationLayout } from './operationLayout';

describe('operation table layout', () => {
  it('reads the equipment and the quantity of a per-equipment code', () => {
    expect(equipmentColumn('PV_Motor cogeneración 1')).toEqual({ name: 'Motor cogeneración 1', quantity: 'PV' });
    expect(equipmentColumn('CE_Caldera eléctrica 1')).toEqual({ name: 'Caldera eléctrica 1', quantity: 'CE' });
    expect(equipmentColumn('PCIO_EL')).toBeNull();
    expect(equipmentColumn('VENTA_RED')).toBeNull();
    expect(equipmentColumn('PV_')).toBeNull();
  });

  it('groups each equipment\'s quantities under its name, in the order the equipment first appears', () => {
    const columns = [
      'FECHA_HORA', 'PCIO_EL', 'DEMV',
      'PV_Motor cogeneración 1', 'PF_Motor cogeneración 1', 'CG_Motor cogeneración 1', 'PE_Motor cogeneración 1',
      'PV_Caldera de gas 6', 'CG_Caldera de gas 6',
      'PF_Compresor 1', 'CE_Compresor 1',
      'VENTA_RED', 'COMPRA_CERRADO', 'COMPRA_ABIERTO', 'DEFICIT_VAPOR', 'DEFICIT_FRIO', 'DEFICIT_ELEC', 'EXCEDENTE_ELEC',
      'NUEVA_COLUMNA',
    ];
    expect(operationLayout(columns)).toEqual([
      { kind: 'time', code: 'FECHA_HORA' },
      { kind: 'plant', codes: ['PCIO_EL', 'DEMV'] },
      { kind: 'equipment', name: 'Motor cogeneración 1', columns: [
        { code: 'PV_Motor cogeneración 1', quantity: 'PV' }, { code: 'PF_Motor cogeneración 1', quantity: 'PF' },
        { code: 'CG_Motor cogeneración 1', quantity: 'CG' }, { code: 'PE_Motor cogeneración 1', quantity: 'PE' },
      ] },
      { kind: 'equipment', name: 'Caldera de gas 6', columns: [{ code: 'PV_Caldera de gas 6', quantity: 'PV' }, { code: 'CG_Caldera de gas 6', quantity: 'CG' }] },
      { kind: 'equipment', name: 'Compresor 1', columns: [{ code: 'PF_Compresor 1', quantity: 'PF' }, { code: 'CE_Compresor 1', quantity: 'CE' }] },
      { kind: 'grid', codes: ['VENTA_RED', 'COMPRA_CERRADO', 'COMPRA_ABIERTO'] },
      { kind: 'shortfall', codes: ['DEFICIT_VAPOR', 'DEFICIT_FRIO', 'DEFICIT_ELEC', 'EXCEDENTE_ELEC'] },
      { kind: 'other', code: 'NUEVA_COLUMNA' },
    ]);
  });

  it('keeps every column once, whatever the order the codes come in', () => {
    const columns = ['PE_Motor 2', 'FECHA_HORA', 'PV_Motor 1', 'DEMV', 'PV_Motor 2'];
    const blocks = operationLayout(columns);
    const codes = blocks.flatMap((b) => (b.kind === 'equipment' ? b.columns.map((c) => c.code) : 'codes' in b ? b.codes : [b.code]));
    expect([...codes].sort()).toEqual([...columns].sort());
    expect(blocks[0]).toEqual({ kind: 'time', code: 'FECHA_HORA' });
    expect(blocks.find((b) => b.kind === 'equipment' && b.name === 'Motor 2')).toEqual({ kind: 'equipment', name: 'Motor 2', columns: [{ code: 'PE_Motor 2', quantity: 'PE' }, { code: 'PV_Motor 2', quantity: 'PV' }] });
  });
});
