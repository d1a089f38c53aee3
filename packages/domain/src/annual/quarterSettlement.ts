// RD 917/2025 lets a cogeneration change its way of selling (venta total / autoconsumo with net
// sales) each calendar quarter (docs/annual-rules.md §2.3). Plant data
// `planta.esquema_liquidacion_trimestres` names the scheme of a quarter ('2026-T2'); a quarter it
// does not name keeps configuracion.otros.esquema_liquidacion (venta_total when absent).
import { z } from 'zod';
import type { CalendarDate } from '../calendar/dates.ts';
import { DEFAULT_SETTLEMENT_SCHEME, settlementSchemeSchema, type SettlementScheme } from '../schemas/configuracion.ts';

/** 'yyyy-Tq' of a day: the calendar quarter it belongs to. */
export function quarterKey(d: CalendarDate): string {
  return `${d.year}-T${Math.floor((d.month - 1) / 3) + 1}`;
}

export const quarterSettlementSchema = z.record(
  z.string().regex(/^\d{4}-T[1-4]$/, { message: "trimestre 'aaaa-Tn'" }),
  settlementSchemeSchema,
);
export type QuarterSettlement = z.infer<typeof quarterSettlementSchema>;

/** The scheme in force on a day. */
export function settlementOnDay(base: SettlementScheme | undefined, byQuarter: QuarterSettlement | undefined, d: CalendarDate): SettlementScheme {
  return byQuarter?.[quarterKey(d)] ?? base ?? DEFAULT_SETTLEMENT_SCHEME;
}
