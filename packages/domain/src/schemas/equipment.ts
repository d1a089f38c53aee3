// Equipment row schemas derived from the registries: one place names each field.
import { z } from 'zod';
import { cleanText } from './text.ts';
import {
  EQUIPMENT_STATES, steamMaximumMatches, type FieldDef, type TableRegistry,
} from '../plant/registry.ts';
import { compressorRegistry, type Compressor } from '../plant/compressors.ts';
import { electricBoilerRegistry, type ElectricBoiler } from '../plant/electricBoilers.ts';
import { engineRegistry, type Engine } from '../plant/engines.ts';
import { gasBoilerRegistry, type GasBoiler } from '../plant/gasBoilers.ts';
import { checkPartLoadCurves, checkRampLimits, engineOperationFields } from './engineOperation.ts';
import { annualRulesSchema } from '../annual/rules.ts';
import { quarterSettlementSchema } from '../annual/quarterSettlement.ts';
import { IT_CODE_PATTERN } from '../regime/roReference.ts';

function fieldSchema<Row>(f: FieldDef<Row>): z.ZodType {
  switch (f.kind) {
    case 'text': return cleanText(z.string().trim().min(1, { message: 'Este campo es obligatorio' }).max(200));
    case 'state': return z.enum(EQUIPMENT_STATES, { message: 'debe ser Encendido o Parado' });
    case 'integer':
    case 'number': {
      let s = f.kind === 'integer' ? z.number().int() : z.number();
      if (f.min !== undefined) s = f.exclusiveMin ? s.gt(f.min) : s.min(f.min);
      if (f.max !== undefined) s = s.max(f.max);
      return s;
    }
  }
}

/** Builds the zod schema of a table's row: field types and bounds, min ≤ max, computed steam maxima. */
export function rowSchemaFromRegistry<Row extends object>(reg: TableRegistry<Row>): z.ZodType<Row> {
  const shape: Record<string, z.ZodType> = {};
  for (const f of reg.fields) shape[f.key] = fieldSchema(f);
  const computedChecks = reg.fields.filter((f) => f.computed);
  return z.object(shape).superRefine((row, ctx) => {
    const r = row as Record<string, number>;
    for (const p of reg.minMaxPairs) {
      if (r[p.min]! > r[p.max]!) ctx.addIssue({ code: 'custom', path: [p.min], message: `${p.min} no puede ser mayor que ${p.max}`, params: { code: 'problem.minAboveMax' } });
    }
    for (const f of computedChecks) {
      // steam maximum = max power × efficiency within 0.01 (docs/rules/constants.md)
      const expected = f.computed!(row as unknown as Row);
      if (!steamMaximumMatches(r[f.key]!, expected, 1)) {
        ctx.addIssue({ code: 'custom', path: [f.key], message: `debe ser ${expected} (potencia máxima × rendimiento)`, params: { code: 'problem.computed', expected } });
      }
    }
  }) as unknown as z.ZodType<Row>;
}

export const electricBoilerSchema = rowSchemaFromRegistry<ElectricBoiler>(electricBoilerRegistry);
export const gasBoilerSchema = rowSchemaFromRegistry<GasBoiler>(gasBoilerRegistry);
export const engineSchema = rowSchemaFromRegistry<Engine>(engineRegistry);
export const compressorSchema = rowSchemaFromRegistry<Compressor>(compressorRegistry);

/** Engines: exactly 8 (docs/rules/constants.md). Names unique within each table. */
export const ENGINE_COUNT = 8;

const uniqueNames = <T extends { nombre: string }>(rows: T[], ctx: z.RefinementCtx): void => {
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    if (seen.has(r.nombre)) ctx.addIssue({ code: 'custom', path: [i, 'nombre'], message: `nombre repetido: ${r.nombre}`, params: { code: 'problem.duplicateName', name: r.nombre.slice(0, 60) } });
    seen.add(r.nombre);
  });
};

/** Calorific bases: PCI (net, lower heating value) or PCS (gross, higher heating value). */
export const CALORIFIC_BASES = ['PCI', 'PCS'] as const;
export type CalorificBasis = (typeof CALORIFIC_BASES)[number];

/** On which calorific basis the engines' and the gas boilers' efficiencies (and their gas figures:
 *  hot-water share, CO2 factor, part-load gas, boiler gas power) are given, and the gas's PCI/PCS
 *  ratio (docs/settlement.md, "Gas on its billed basis"). Absent: PCI for both (the manufacturers'
 *  convention) and 0.9 (natural gas). MIBGAS and the gas bill price MWh PCS. */
export const gasBasisSchema = z.strictObject({
  motores: z.enum(CALORIFIC_BASES),
  calderas: z.enum(CALORIFIC_BASES),
  /** PCI / PCS of the gas burnt, (0.5, 1]. */
  relacion_pci_pcs: z.number().gt(0.5).max(1),
});
export type GasBasis = z.infer<typeof gasBasisSchema>;
export const DEFAULT_GAS_BASIS: GasBasis = { motores: 'PCI', calderas: 'PCI', relacion_pci_pcs: 0.9 };

/** The plant's gas basis, the defaults where it names none. */
export function gasBasisOf(planta: { base_calorifica?: GasBasis | undefined }): GasBasis {
  return planta.base_calorifica ?? DEFAULT_GAS_BASIS;
}

export const plantSchema = z.strictObject({
  motores: z.array(engineSchema).length(ENGINE_COUNT).superRefine(uniqueNames),
  calderas_gas: z.array(gasBoilerSchema).max(50).superRefine(uniqueNames),
  calderas_electricas: z.array(electricBoilerSchema).max(50).superRefine(uniqueNames),
  compresores: z.array(compressorSchema).max(100).superRefine(uniqueNames),
  /** EUR per start of each engine (same order as motores). Optional: absent = 0 for every engine,
   *  so payloads written before it existed still validate and keep their costs. It lives beside the
   *  15-column engine table, whose CSV layout docs/rules/fields.md fixes. */
  coste_arranque_motores: z.array(z.number().min(0).max(1e7)).length(ENGINE_COUNT).optional(),
  /** Hours each engine has already spent in its `estado` before H1 (same order as motores), so the
   *  minimum up/down times carry over; absent = long enough for any minimum time (as before). */
  horas_estado_motores: z.array(z.number().min(0).max(1e6)).length(ENGINE_COUNT).optional(),
  /** Where estado and horas_estado_motores came from: the previous day's valid simulation (its
   *  state at the end of its schedule, carriedEngineState) or the user. */
  origen_estado_motores: z.enum(['simulacion_anterior', 'usuario']).optional(),
  /** With origen 'simulacion_anterior': that simulation (its id and first day), so the form can say
   *  which plan the state was taken from. */
  simulacion_estado_motores: z.strictObject({ id: z.number().int().min(1).max(2_147_483_647), fechaActual: z.string().max(10) }).optional(),
  ...engineOperationFields,
  /** The annual rules of the régimen retributivo específico (REE minimum, Ref H, equivalent hours,
   *  CO2 budget, the year so far); absent = none enforced (docs/annual-rules.md). */
  reglas_anuales: annualRulesSchema.optional(),
  /** The settlement scheme of each calendar quarter the plant chose ('2026-T2': 'autoconsumo_neto');
   *  a quarter not named keeps configuracion.otros.esquema_liquidacion (RD 917/2025). */
  esquema_liquidacion_trimestres: quarterSettlementSchema.optional(),
  /** The código de identificación of the plant's instalación tipo ('IT-01144'), from its
   *  resolución de inscripción: it picks the values the Ro estimate of unpublished quarters uses. */
  codigo_instalacion_tipo: z.string().regex(IT_CODE_PATTERN, { message: "código 'IT-nnnnn'" }).optional(),
  /** The calorific basis of the efficiencies and the PCI/PCS ratio; absent = DEFAULT_GAS_BASIS. */
  base_calorifica: gasBasisSchema.optional(),
}).superRefine((plant, ctx) => {
  checkPartLoadCurves(plant, ctx);
  checkRampLimits(plant, ctx);
});
export type Plant = z.infer<typeof plantSchema>;
