// Electric boilers (docs/rules/fields.md Equipment): steam from electricity.
import { EQUIPMENT_STEP, steamMaximum, type EquipmentState, type TableRegistry } from './registry.ts';

export interface ElectricBoiler {
  nombre: string;
  /** MWe */
  potencia_electrica_maxima: number;
  /** MWe */
  potencia_electrica_minima: number;
  /** MWt, calculated = potencia_electrica_maxima × rendimiento_vapor_electricidad (2 decimals) */
  potencia_vapor_maximo: number;
  /** MWt steam per MWe */
  rendimiento_vapor_electricidad: number;
  estado_inicial_equipo: EquipmentState;
}

export const electricBoilerRegistry: TableRegistry<ElectricBoiler> = {
  id: 'electricBoilers',
  plantKey: 'calderas_electricas',
  label: { es: 'Calderas eléctricas', en: 'Electric boilers' },
  fileName: 'calderas_electricas',
  fields: [
    { key: 'nombre', label: { es: 'Nombre', en: 'Name' }, unit: '', header: 'Nombre', kind: 'text', default: 'Caldera eléctrica', required: true },
    { key: 'potencia_electrica_maxima', label: { es: 'Potencia eléctrica máxima', en: 'Maximum electric power' }, unit: 'MWe', header: 'Potencia eléctrica máxima (MWe)', kind: 'number', default: 12, step: EQUIPMENT_STEP, required: true, min: 0 },
    { key: 'potencia_electrica_minima', label: { es: 'Potencia eléctrica mínima', en: 'Minimum electric power' }, unit: 'MWe', header: 'Potencia eléctrica mínima (MWe)', kind: 'number', default: 1.2, step: EQUIPMENT_STEP, required: true, min: 0 },
    {
      key: 'potencia_vapor_maximo', label: { es: 'Potencia vapor máxima', en: 'Maximum steam power' }, unit: 'MWt', header: 'Potencia vapor máxima (MWt)', kind: 'number', default: 11.88, step: EQUIPMENT_STEP, required: true, min: 0,
      computed: (r) => steamMaximum(r.potencia_electrica_maxima, r.rendimiento_vapor_electricidad),
    },
    { key: 'rendimiento_vapor_electricidad', label: { es: 'Rendimiento vapor/electricidad', en: 'Steam/electricity efficiency' }, unit: 'MWt/MWe', header: 'Rendimiento vapor/electricidad', kind: 'number', default: 0.99, step: EQUIPMENT_STEP, required: true, min: 0 },
    { key: 'estado_inicial_equipo', label: { es: 'Estado inicial', en: 'Initial state' }, unit: '', header: 'Estado inicial', kind: 'state', default: 'Parado', required: true },
  ],
  minMaxPairs: [{ min: 'potencia_electrica_minima', max: 'potencia_electrica_maxima' }],
};
