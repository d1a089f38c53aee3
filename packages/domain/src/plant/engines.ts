// Cogeneration gas engines (docs/rules/fields.md Equipment, 15 columns): electricity, exhaust steam and hot water
// (turned into cold by absorption chillers).
import { EQUIPMENT_STEP, type EquipmentState, type TableRegistry } from './registry.ts';

export interface Engine {
  nombre: string;
  /** MWe */
  potencia_maxima: number;
  /** MWe */
  potencia_minima: number;
  /** MWe that may be exported to the grid */
  potencia_exportacion: number;
  /** MWt steam per MW gas (exhaust-gas boiler) */
  rendimiento_vapor_gas: number;
  /** MWe per MW gas */
  rendimiento_electricidad_gas: number;
  /** % of the gas input recovered as hot water, 0–100 */
  porcentaje_agua_caliente: number;
  /** MW cold per MW hot water (absorption chiller COP) */
  rendimiento_agua_fria_agua_caliente: number;
  /** t CO2 per MWh of gas burnt */
  coeficiente_emisiones_CO2: number;
  /** minutes */
  tiempo_arranque: number;
  /** minutes */
  tiempo_parada: number;
  estado: EquipmentState;
  /** EUR/MWhe (maintenance fee per MWh produced) */
  fee: number;
  /** hours */
  tiempo_minimo_acoplamiento: number;
  /** hours */
  tiempo_minimo_parada: number;
}

export const engineRegistry: TableRegistry<Engine> = {
  id: 'engines',
  plantKey: 'motores',
  label: { es: 'Motores de cogeneración', en: 'Cogeneration engines' },
  fileName: 'motores_cogeneracion',
  fields: [
    { key: 'nombre', label: { es: 'Nombre', en: 'Name' }, unit: '', header: 'Nombre', kind: 'text', default: 'Motor cogeneración', required: true },
    { key: 'potencia_maxima', label: { es: 'Potencia máxima', en: 'Maximum power' }, unit: 'MWe', header: 'Potencia máxima (MWe)', kind: 'number', default: 3.33, step: EQUIPMENT_STEP, required: true, min: 0 },
    { key: 'potencia_minima', label: { es: 'Potencia mínima', en: 'Minimum power' }, unit: 'MWe', header: 'Potencia mínima (MWe)', kind: 'number', default: 1.67, step: EQUIPMENT_STEP, required: true, min: 0 },
    { key: 'potencia_exportacion', label: { es: 'Potencia exportación', en: 'Export power' }, unit: 'MWe', header: 'Potencia exportación (MWe)', kind: 'number', default: 3.33, step: EQUIPMENT_STEP, required: true, min: 0 },
    { key: 'rendimiento_vapor_gas', label: { es: 'Rendimiento vapor/gas', en: 'Steam/gas efficiency' }, unit: 'MWt/MW', header: 'Rendimiento vapor/gas', kind: 'number', default: 0.2, step: EQUIPMENT_STEP, required: true, min: 0 },
    { key: 'rendimiento_electricidad_gas', label: { es: 'Rendimiento electricidad/gas', en: 'Electricity/gas efficiency' }, unit: 'MWe/MW', header: 'Rendimiento electricidad/gas', kind: 'number', default: 0.42, step: EQUIPMENT_STEP, required: true, min: 0 },
    { key: 'porcentaje_agua_caliente', label: { es: 'Porcentaje agua caliente', en: 'Hot water percentage' }, unit: '%', header: 'Porcentaje agua caliente (%)', kind: 'number', default: 20, step: EQUIPMENT_STEP, required: true, min: 0, max: 100 },
    { key: 'rendimiento_agua_fria_agua_caliente', label: { es: 'Rendimiento agua fría/agua caliente', en: 'Chilled/hot water efficiency' }, unit: 'MWf/MWt', header: 'Rendimiento agua fría/agua caliente', kind: 'number', default: 0.7, step: EQUIPMENT_STEP, required: true, min: 0 },
    { key: 'coeficiente_emisiones_CO2', label: { es: 'Coeficiente de emisiones CO2', en: 'CO2 emission factor' }, unit: 't/MWh', header: 'Coeficiente emisiones CO2 (t/MWh)', kind: 'number', default: 0.202, step: EQUIPMENT_STEP, required: true, min: 0 },
    { key: 'tiempo_arranque', label: { es: 'Tiempo de arranque', en: 'Start-up time' }, unit: 'min', header: 'Tiempo arranque (min)', kind: 'integer', default: 5, step: 1, required: true, min: 0 },
    { key: 'tiempo_parada', label: { es: 'Tiempo de parada', en: 'Shut-down time' }, unit: 'min', header: 'Tiempo parada (min)', kind: 'integer', default: 3, step: 1, required: true, min: 0 },
    { key: 'estado', label: { es: 'Estado', en: 'State' }, unit: '', header: 'Estado', kind: 'state', default: 'Parado', required: true },
    { key: 'fee', label: { es: 'Fee', en: 'Fee' }, unit: 'EUR/MWhe', header: 'Fee (€/MWhe)', kind: 'number', default: 9.5, step: EQUIPMENT_STEP, required: true, min: 0 },
    { key: 'tiempo_minimo_acoplamiento', label: { es: 'Tiempo mínimo de acoplamiento', en: 'Minimum coupled time' }, unit: 'h', header: 'Tiempo mínimo acoplamiento (h)', kind: 'integer', default: 4, step: 1, required: true, min: 0 },
    { key: 'tiempo_minimo_parada', label: { es: 'Tiempo mínimo de parada', en: 'Minimum stop time' }, unit: 'h', header: 'Tiempo mínimo parada (h)', kind: 'integer', default: 2, step: 1, required: true, min: 0 },
  ],
  minMaxPairs: [{ min: 'potencia_minima', max: 'potencia_maxima' }],
};
