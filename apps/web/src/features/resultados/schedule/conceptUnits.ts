// The unit of each hourly concept of the schedule (as the optimiser names them): prices and the
// break-even price in €/MWh, energy flows in MW averaged over the hour (= MWh in that hour): electric
// MWe, steam MWt, gas and cold MW.
const UNITS: Record<string, string> = {
  'Precio electricidad': '€/MWh',
  'Precio gas': '€/MWh',
  PCEQ_MCCV: '€/MWh',
  'Demanda vapor': 'MWt',
  'Demanda frío': 'MW',
  'Producción eléctrica motores': 'MWe',
  'Vapor motores': 'MWt',
  'Vapor calderas gas': 'MWt',
  'Vapor calderas eléctricas': 'MWt',
  'Consumo gas motores': 'MW',
  'Consumo gas calderas': 'MW',
  'Venta red': 'MWe',
  'Compra red': 'MWe',
  'Déficit vapor': 'MWt',
  'Déficit frío': 'MW',
  'Programa generación': 'MWe',
  'Programa venta': 'MWe',
  'Programa compra': 'MWe',
};

/** The unit of a concept row, null for a name the schedule does not define. */
export function conceptUnit(concepto: string): string | null {
  return UNITS[concepto] ?? null;
}
