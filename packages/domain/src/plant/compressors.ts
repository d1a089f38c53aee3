// Compressors: electric chillers that cover the cooling demand together with the engines'
// absorption chillers (docs/rules/fields.md Equipment).
import { EQUIPMENT_STEP, type EquipmentState, type TableRegistry } from './registry.ts';

export interface Compressor {
  nombre: string;
  /** kWe */
  potencia_maxima: number;
  /** kWe */
  potencia_minima: number;
  /** kW cold per kWe (COP), strictly > 0 */
  rendimiento_frio_electricidad: number;
  estado_inicial_equipo: EquipmentState;
  /** EUR/day; 0 for own compressors */
  coste_alquiler: number;
  /** EUR/h of use */
  coste_uso: number;
}

export const compressorRegistry: TableRegistry<Compressor> = {
  id: 'compressors',
  plantKey: 'compresores',
  label: { es: 'Compresores', en: 'Compressors' },
  fileName: 'compresores',
  fields: [
    { key: 'nombre', label: { es: 'Nombre', en: 'Name' }, unit: '', header: 'Nombre', kind: 'text', default: 'Compresor', required: true },
    { key: 'potencia_maxima', label: { es: 'Potencia máxima', en: 'Maximum power' }, unit: 'kWe', header: 'Potencia máxima (kWe)', kind: 'number', default: 150, step: EQUIPMENT_STEP, required: true, min: 0 },
    { key: 'potencia_minima', label: { es: 'Potencia mínima', en: 'Minimum power' }, unit: 'kWe', header: 'Potencia mínima (kWe)', kind: 'number', default: 40, step: EQUIPMENT_STEP, required: true, min: 0 },
    { key: 'rendimiento_frio_electricidad', label: { es: 'Rendimiento frío/electricidad', en: 'Cooling/electricity efficiency (COP)' }, unit: 'kWf/kWe', header: 'Rendimiento frío/electricidad', kind: 'number', default: 4.5, step: EQUIPMENT_STEP, required: true, min: 0, exclusiveMin: true },
    { key: 'estado_inicial_equipo', label: { es: 'Estado inicial', en: 'Initial state' }, unit: '', header: 'Estado inicial', kind: 'state', default: 'Parado', required: true },
    { key: 'coste_alquiler', label: { es: 'Coste alquiler', en: 'Rental cost' }, unit: 'EUR/day', header: 'Coste alquiler (€/día)', kind: 'number', default: 0, step: EQUIPMENT_STEP, required: true, min: 0 },
    { key: 'coste_uso', label: { es: 'Coste uso', en: 'Use cost' }, unit: 'EUR/h', header: 'Coste uso (€/h)', kind: 'number', default: 2, step: EQUIPMENT_STEP, required: true, min: 0 },
  ],
  minMaxPairs: [{ min: 'potencia_minima', max: 'potencia_maxima' }],
};
