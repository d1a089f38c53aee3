// The whole simulation payload (docs/rules/fields.md), as sent in data.json and stored per simulation.
import { z } from 'zod';
import { shortEquipmentHeader } from '../plant/displayNames.ts';
import { quarterSeries, series, siNo } from './common.ts';
import { configuracionSchema } from './configuracion.ts';
import { ENGINE_COUNT, plantSchema } from './equipment.ts';
import { gasParametrosSchema, roCogeneracionSchema, swapsSchema, tollsSchema } from './market.ts';
import { metadataSchema } from './metadata.ts';
import { checkFreeTexts } from './text.ts';
import { MAX_QUARTER_HORIZON_DAYS, misplacedQuarterRow, QUARTER_SERIES } from '../rules/planClock.ts';
import {
  availabilityRowSchema, couplingRowSchema, demandRowSchema, estimatedElecPriceRowSchema, estimatedGasPriceRowSchema,
  manualPriceRowSchema, marketPriceRowSchema, quarterPriceRowSchema, steamDemandRowSchema,
} from './series.ts';

/** Availability tables: one per equipment family with hourly availability (compressors have none). */
export const disponibilidadSchema = z.strictObject({
  motores: series(availabilityRowSchema),
  calderas_gas: series(availabilityRowSchema),
  calderas_electricas: series(availabilityRowSchema),
});
export type Disponibilidad = z.infer<typeof disponibilidadSchema>;

const payloadObject = z.strictObject({
  // --- electricity
  /** 6 rows p1..p6 */
  elec_peajes: tollsSchema,
  /** Manual path, EUR/MWh, horizon hours rows */
  elec_precios_manual: series(manualPriceRowSchema),
  /** OMIE day-ahead, EUR/MWh (read-only, downloaded) */
  elec_precios_OMIE: series(marketPriceRowSchema),
  /** forecast provider, EUR/MWh (read-only, downloaded) */
  elec_precios_prevision: series(marketPriceRowSchema),
  /** Backtesting: historical OMIE of the month, EUR/MWh (ours; docs/rules/screens.md tab "historical prices") */
  elec_precios_historicos: series(marketPriceRowSchema).optional(),
  /** Quarter-hour prices of the source beside them, where the market has them (ours: read when
   *  configuracion.resolucion is 'cuartohoraria'; the hourly series above stay those of docs/rules/fields.md, their
   *  hours the mean of these quarters). EUR/MWh. */
  elec_precios_manual_cuartos: quarterSeries(quarterPriceRowSchema).optional(),
  elec_precios_OMIE_cuartos: quarterSeries(quarterPriceRowSchema).optional(),
  elec_precios_historicos_cuartos: quarterSeries(quarterPriceRowSchema).optional(),
  /** Planning: estimated electricity price per hour, EUR/MWh (ours; docs/rules/screens.md "estimated/planning forecast") */
  elec_precios_estimados: series(estimatedElecPriceRowSchema).optional(),
  /** 3 swaps */
  elec_swap: swapsSchema,
  // --- demand
  /** steam, MW */
  demanda_vapor: series(steamDemandRowSchema),
  /** cold, MW */
  demanda_frio: series(demandRowSchema),
  /** steam demand coefficient 0–1.5 step 0.01 */
  demanda_coef: z.number().min(0).max(1.5),
  configuracion: configuracionSchema,
  disponibilidad: disponibilidadSchema,
  /** engine coupling fraction per hour */
  acoplamiento_equipos: series(couplingRowSchema),
  /** Si/No per engine, 8 values */
  estadoAcoplamiento: z.array(siNo).length(ENGINE_COUNT),
  metadata: metadataSchema,
  planta: plantSchema,
  /** inner shape owned by the optimizer/server (docs/rules/fields.md does not fix it); null before a run */
  resultado: z.unknown().superRefine(checkFreeTexts).optional(),
  // --- gas
  /** MIBGAS day-ahead, EUR/MWh */
  gas_precios_MIBGAS: series(marketPriceRowSchema),
  /** Manual path, EUR/MWh */
  gas_precios_manual: series(manualPriceRowSchema),
  /** Backtesting: historical MIBGAS of the month, EUR/MWh (ours) */
  gas_precios_historicos: series(marketPriceRowSchema).optional(),
  /** Planning: estimated gas price per hour, EUR/MWh (ours) */
  gas_precios_estimados: series(estimatedGasPriceRowSchema).optional(),
  gas_parametros: gasParametrosSchema,
  gas_swap: swapsSchema,
  /** month label → EUR/MWhe */
  ro_cogeneracion: roCogeneracionSchema,
});

type RawPayload = z.infer<typeof payloadObject>;

/** Cross-field rules: horizon-long series, availability and coupling columns named after the plant. */
function checkConsistency(p: RawPayload, ctx: z.RefinementCtx): void {
  const hours = p.configuracion.horizonte_horas;
  const sized: Array<[string[], unknown[]]> = [
    [['demanda_vapor'], p.demanda_vapor],
    [['demanda_frio'], p.demanda_frio],
    [['elec_precios_manual'], p.elec_precios_manual],
    [['gas_precios_manual'], p.gas_precios_manual],
    [['acoplamiento_equipos'], p.acoplamiento_equipos],
    [['disponibilidad', 'motores'], p.disponibilidad.motores],
    [['disponibilidad', 'calderas_gas'], p.disponibilidad.calderas_gas],
    [['disponibilidad', 'calderas_electricas'], p.disponibilidad.calderas_electricas],
  ];
  for (const [path, rows] of sized) {
    if (rows.length !== hours) ctx.addIssue({ code: 'custom', path, message: `Se esperaban ${hours} filas y se recibieron ${rows.length}.`, params: { code: 'problem.rowCount', expected: hours, actual: rows.length } });
  }
  const names = (rows: Array<{ nombre: string }>): string[] => rows.map((r) => r.nombre);
  const checkKeys = (path: Array<string | number>, map: Record<string, unknown>, expected: string[]): boolean => {
    const missing = expected.filter((n) => !(n in map));
    if (missing.length > 0) {
      ctx.addIssue({ code: 'custom', path, message: `faltan equipos: ${missing.join(', ')}`, params: { code: 'problem.missingEquipment', names: missing.slice(0, 12).map(shortEquipmentHeader).join(', ') } });
      return false;
    }
    return true;
  };
  const avail: Array<['motores' | 'calderas_gas' | 'calderas_electricas', string[]]> = [
    ['motores', names(p.planta.motores)],
    ['calderas_gas', names(p.planta.calderas_gas)],
    ['calderas_electricas', names(p.planta.calderas_electricas)],
  ];
  for (const [key, expected] of avail) {
    // Report the first bad row only: one broken column would otherwise flood the list.
    p.disponibilidad[key].some((r, i) => !checkKeys(['disponibilidad', key, i, 'disponibilidad'], r.disponibilidad, expected));
  }
  const engines = names(p.planta.motores);
  p.acoplamiento_equipos.some((r, i) => !checkKeys(['acoplamiento_equipos', i, 'acoplamiento'], r.acoplamiento, engines));
  checkQuarters(p, ctx);
}

/** A quarter-hour plan is one model of at most a week; each quarter row's period is the one its time names. */
function checkQuarters(p: RawPayload, ctx: z.RefinementCtx): void {
  if (p.configuracion.resolucion === 'cuartohoraria' && p.configuracion.horizonte > MAX_QUARTER_HORIZON_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['configuracion', 'resolucion'], message: `la resolución cuartohoraria admite hasta ${MAX_QUARTER_HORIZON_DAYS} días`, params: { code: 'problem.quarterHorizon', days: MAX_QUARTER_HORIZON_DAYS } });
  }
  for (const name of Object.values(QUARTER_SERIES)) {
    const rows = p[name];
    const i = rows ? misplacedQuarterRow(rows) : -1;
    if (rows && i >= 0) ctx.addIssue({ code: 'custom', path: [name, i, 'periodo'], message: `el periodo ${rows[i]!.periodo} no empieza a las ${rows[i]!.fecha_hora.slice(11)}`, params: { code: 'problem.quarterPeriod', period: rows[i]!.periodo, time: rows[i]!.fecha_hora.slice(11) } });
  }
}

export const payloadSchema = payloadObject.superRefine(checkConsistency);
export type SimulationPayload = z.infer<typeof payloadSchema>;
