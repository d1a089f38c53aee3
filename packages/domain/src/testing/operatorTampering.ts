// Test support shared by the domain and server tests of the operator's limits: what a hand-made
// upload of an operator may try to change. Kept in one place so that a section added to the
// payload is tampered with in every test that proves the server ignores it.
import type { SimulationPayload } from '../schemas/payload.ts';

/**
 * A copy of `form` with every section an operator may not edit changed to other valid values
 * (plant, prices, Ro, tolls, swaps, gas terms, coupling, configuration, name and validity);
 * demand and availability, which the operator may set, are left as they are.
 */
export function tamperLockedSections(form: SimulationPayload): SimulationPayload {
  const t = structuredClone(form);
  t.demanda_coef = 1.5;
  t.planta.motores[0]!.potencia_maxima *= 2;
  t.planta.reglas_anuales = { ree_minimo: 0.1, ref_h: 0.5, horas_minimas: 1, co2_presupuesto_t: 1e6 };
  t.configuracion.otros.precio_CO2 = 1;
  t.elec_precios_OMIE = t.elec_precios_OMIE.map((r) => ({ ...r, valor: 9999 }));
  t.gas_precios_MIBGAS = t.gas_precios_MIBGAS.map((r) => ({ ...r, valor: 9999 }));
  t.elec_precios_manual = t.elec_precios_manual.map((r) => ({ ...r, valor: 9999 }));
  t.gas_precios_manual = t.gas_precios_manual.map((r) => ({ ...r, valor: 9999 }));
  t.ro_cogeneracion = Object.fromEntries(Object.keys(t.ro_cogeneracion).map((k) => [k, 0]));
  t.elec_peajes = t.elec_peajes.map((r) => ({ ...r, peaje_pot: 0 }));
  t.elec_swap = t.elec_swap.map((s) => ({ ...s, cantidad: 500 }));
  t.gas_parametros = { ...t.gas_parametros, term_a: t.gas_parametros.term_a + 7 };
  t.estadoAcoplamiento = t.estadoAcoplamiento.map((e) => (e === 'Si' ? 'No' : 'Si'));
  t.metadata = { ...t.metadata, simulation_name: 'Mi nombre', valid: 1, vista_operador: false };
  return t;
}
