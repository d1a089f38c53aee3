// Gas steam boilers (docs/rules/fields.md Equipment): steam from natural gas.
import { EQUIPMENT_STEP, steamMaximum, type EquipmentState, type TableRegistry } from './registry.ts';

export interface GasBoiler {
  nombre: string;
  /** MW of gas (fuel input, lower heating value) */
  potencia_gas_maxima: number;
  /** MW of gas */
  potencia_gas_minima: number;
  /** MWt, calculated = potencia_gas_maxima × rendimiento_vapor_gas (2 decimals) */
  potencia_vapor_maxima: number;
  /** MWt steam per MW gas */
  rendimiento_vapor_gas: number;
  /** t CO2 per MWh of gas burnt */
  coeficiente_emisiones_CO2: number;
  estado_inicial_equipo: EquipmentState;
}

export const gasBoilerRegistry: TableRegistry<GasBoiler> = {
  id: 'gasBoilers',
  plantKey: 'calderas_gas',
  label: { es: 'Calderas de vapor', en: 'Steam boilers' },
  fileName: 'calderas_vapor',
  fields: [
    { key: 'nombre', label: { es: 'Nombre', en: 'Name' }, unit: '', header: 'Nombre', kind: 'text', default: 'Caldera de gas', required: true },
    { key: 'potencia_gas_maxima', label: { es: 'Potencia gas máxima', en: 'Maximum gas power' }, unit: 'MW', header: 'Potencia gas máxima (MW)', kind: 'number', default: 22, step: EQUIPMENT_STEP, required: true, min: 0 },
    { key: 'potencia_gas_minima', label: { es: 'Potencia gas mínima', en: 'Minimum gas power' }, unit: 'MW', header: 'Potencia gas mínima (MW)', kind: 'number', default: 4.4, step: EQUIPMENT_STEP, required: true, min: 0 },
    {
      key: 'potencia_vapor_maxima', label: { es: 'Potencia vapor máxima', en: 'Maximum steam power' }, unit: 'MWt', header: 'Potencia vapor máxima (MWt)', kind: 'number', default: 20.24, step: EQUIPMENT_STEP, required: true, min: 0,
      computed: (r) => steamMaximum(r.potencia_gas_maxima, r.rendimiento_vapor_gas),
    },
    { key: 'rendimiento_vapor_gas', label: { es: 'Rendimiento vapor/gas', en: 'Steam/gas efficiency' }, unit: 'MWt/MW', header: 'Rendimiento vapor/gas', kind: 'number', default: 0.92, step: EQUIPMENT_STEP, required: true, min: 0 },
    { key: 'coeficiente_emisiones_CO2', label: { es: 'Coeficiente de emisiones CO2', en: 'CO2 emission factor' }, unit: 't/MWh', header: 'Coeficiente emisiones CO2 (t/MWh)', kind: 'number', default: 0.202, step: EQUIPMENT_STEP, required: true, min: 0 },
    { key: 'estado_inicial_equipo', label: { es: 'Estado inicial', en: 'Initial state' }, unit: '', header: 'Estado inicial', kind: 'state', default: 'Parado', required: true },
  ],
  minMaxPairs: [{ min: 'potencia_gas_minima', max: 'potencia_gas_maxima' }],
};
