// Names shown for the compared tables and fields, from the form's own labels (so the comparison says
// "Demanda › Demanda de vapor (MW)", never a payload key) and the equipment registries.
import type { TFunction } from 'i18next';
import { equipmentRegistries, type KpiKey } from '@plantasim/domain';
import type { TranslationKey } from '../../../i18n/keys';

const TABLE_KEYS: Record<string, TranslationKey> = {
  configuracion: 'simulacion.general.configuracion',
  'configuracion.otros': 'simulacion.general.otros',
  'planta.motores': 'simulacion.planta.engines',
  'planta.calderas_gas': 'simulacion.planta.gasBoilers',
  'planta.calderas_electricas': 'simulacion.planta.electricBoilers',
  'planta.compresores': 'simulacion.planta.compressors',
  elec_peajes: 'simulacion.electricidad.peajes',
  elec_swap: 'simulacion.electricidad.swap',
  elec_precios_manual: 'simulacion.electricidad.manual',
  elec_precios_OMIE: 'simulacion.electricidad.omie',
  elec_precios_prevision: 'simulacion.electricidad.prevision',
  elec_precios_historicos: 'simulacion.electricidad.historicos',
  elec_precios_estimados: 'simulacion.electricidad.estimados',
  gas_parametros: 'simulacion.gas.parametros',
  gas_swap: 'simulacion.gas.swap',
  gas_precios_manual: 'simulacion.gas.manual',
  gas_precios_MIBGAS: 'simulacion.gas.mibgas',
  gas_precios_historicos: 'simulacion.gas.historicos',
  gas_precios_estimados: 'simulacion.gas.estimados',
  ro_cogeneracion: 'simulacion.tabs.ro',
  demanda_coef: 'simulacion.demanda.coefficientTitle',
  demanda_vapor: 'simulacion.demanda.steamValue',
  demanda_frio: 'simulacion.demanda.coolingValue',
  'disponibilidad.motores': 'simulacion.planta.engines',
  'disponibilidad.calderas_gas': 'simulacion.planta.gasBoilers',
  'disponibilidad.calderas_electricas': 'simulacion.planta.electricBoilers',
  estadoAcoplamiento: 'simulacion.acoplamiento.stateTitle',
  acoplamiento_equipos: 'simulacion.acoplamiento.percentTitle',
};

const FIELD_KEYS: Record<string, TranslationKey> = {
  fechaActual: 'simulacion.config.date', horizonte: 'simulacion.config.horizon', precios: 'simulacion.config.source',
  modoEjecucion: 'simulacion.config.mode', precio_CO2: 'simulacion.otros.co2', precio_electricidad_cerrado: 'simulacion.otros.closedPrice',
  potencia_precio_electricidad_cerrado: 'simulacion.otros.closedPower', impuesto_generacion: 'simulacion.otros.tax',
  cantidad: 'simulacion.swaps.cantidad', precio: 'simulacion.swaps.precio', acoplado: 'simulacion.acoplamiento.coupled',
  impuesto: 'simulacion.gas.params.impuesto', fnee: 'simulacion.gas.params.fnee', term_a: 'simulacion.gas.params.term_a',
  term_bmc: 'simulacion.gas.params.term_bmc', term_bcg: 'simulacion.gas.params.term_bcg', peaje: 'simulacion.gas.params.peaje',
};
for (const k of ['pot_contratada', 'pot_contratada_calderas', 'pot_elec_precio_cerrado', 'peaje_pot', 'ai_omie_abierto', 'bi_omie_abierto', 'ai_fijo_cerrado', 'bi_fijo_cerrado'] as const) {
  FIELD_KEYS[k] = `simulacion.peajes.${k}`;
}

export function tableLabel(t: TFunction, tab: string, table: string, provider = ''): string {
  const key = TABLE_KEYS[table];
  // The tab comes from the compared data: its key is only known at run time.
  return `${t(`simulacion.tabs.${tab}` as TranslationKey)} › ${key ? t(key, { provider }) : table}`;
}

const REGISTRY_OF: Record<string, keyof typeof equipmentRegistries | undefined> = {
  'planta.motores': 'motores', 'planta.calderas_gas': 'calderas_gas', 'planta.calderas_electricas': 'calderas_electricas', 'planta.compresores': 'compresores',
};

export function fieldLabel(t: TFunction, lang: 'es' | 'en', table: string, field: string): string {
  const dot = field.indexOf('.');
  if (dot > 0) return field.slice(dot + 1); // availability / coupling maps: the equipment's name
  const reg = REGISTRY_OF[table];
  if (reg) {
    const f = (equipmentRegistries[reg].fields as ReadonlyArray<{ key: string; label: { es: string; en: string } }>).find((x) => x.key === field);
    if (f) return f.label[lang];
  }
  if (field === 'valor' || field === 'precio_estimado') return t('compare.value');
  const key = FIELD_KEYS[field];
  return key ? t(key) : field;
}

export function kpiLabel(t: TFunction, key: KpiKey): string {
  return t(`compare.kpi.${key}`);
}
