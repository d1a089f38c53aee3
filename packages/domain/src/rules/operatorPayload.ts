// What an operator's launch may set (docs/rules/roles.md). The operator's form is the base case opened today
// (docs/rules/states.md "New simulation start": date today, series regenerated, Ro from the master, prices
// downloaded) with only the Demanda and Disponibilidad tables editable — not even the steam
// coefficient. The server rebuilds that form itself and takes from the upload only those tables, so
// a hand-made zip cannot change prices, plant, tolls, Ro or configuration.
import type { CalendarDate } from '../calendar/dates.ts';
import type { PayloadProblem } from '../messages/payloadIssues.ts';
import { regenerateSeries } from '../plant/baseCase.ts';
import type { SimulationPayload } from '../schemas/payload.ts';
import type { AvailabilityRow, DemandRow } from '../schemas/series.ts';
import { generateRoMonths } from '../series/generate.ts';
import { applyDateChange } from './configRules.ts';
import { PRICE_DOWNLOAD_TARGET } from './formData.ts';

/** The payload sections an operator sets; every other one comes from the server. */
export const OPERATOR_SECTIONS = ['demanda_vapor', 'demanda_frio', 'disponibilidad'] as const;
export type OperatorSection = (typeof OPERATOR_SECTIONS)[number];

export type PriceTarget = (typeof PRICE_DOWNLOAD_TARGET)[keyof typeof PRICE_DOWNLOAD_TARGET];

/** Downloaded series by the payload field they fill (hourly rows, or quarter rows for a quarter series). */
export type PriceSeriesByTarget = { [K in PriceTarget]?: NonNullable<SimulationPayload[K]> };

export interface OperatorStartInputs {
  /** The stored base case (or the domain's default one). */
  base: SimulationPayload;
  /** Today in Europe/Madrid: the form opens on today's date. */
  today: CalendarDate;
  /** Ro master values by month label ('ene 2025'); months without one keep the base case's/default. */
  roMaster: Readonly<Record<string, number>>;
  /** Market series the server downloaded for the configuration (priceDownloadsFor). */
  prices: PriceSeriesByTarget;
}

/** The operator's new simulation as the form builds it, before any edit. */
export function operatorStartingPayload({ base, today, roMaster, prices }: OperatorStartInputs): SimulationPayload {
  const configuracion = applyDateChange(base.configuracion, today);
  const opened = regenerateSeries({
    ...base,
    configuracion,
    resultado: null,
    metadata: { ...base.metadata, id: null, created: null, valid: 0, vista_operador: true },
  });
  const ro = generateRoMonths(today, configuracion.horizonte, { ...opened.ro_cogeneracion, ...roMaster });
  return { ...opened, ...prices, ro_cogeneracion: ro };
}

type Merge = { ok: true; payload: SimulationPayload } | { ok: false; problems: PayloadProblem[] };

/** Same rows in the same order (the hours of the form's horizon). */
function sameHours<R extends { horizonte: string }>(server: readonly R[], sent: readonly { horizonte: string }[]): boolean {
  return server.length === sent.length && server.every((r, i) => r.horizonte === sent[i]!.horizonte);
}

function demandRows<R extends DemandRow>(server: readonly R[], sent: readonly DemandRow[]): R[] {
  return server.map((r, i) => ({ ...r, valor: sent[i]!.valor }));
}

/** Availability of the plant's equipment only: columns the plant does not have are dropped. */
function availabilityRows(server: readonly AvailabilityRow[], sent: readonly AvailabilityRow[]): AvailabilityRow[] {
  return server.map((r, i) => {
    const values: Record<string, 0 | 1> = {};
    for (const name of Object.keys(r.disponibilidad)) values[name] = sent[i]!.disponibilidad[name] === 0 ? 0 : 1;
    return { ...r, disponibilidad: values };
  });
}

/**
 * The operator's payload: `start` (operatorStartingPayload) with the values of the upload's demand
 * and availability tables. Their hours must be the form's (today's horizon); otherwise the reason.
 */
export function mergeOperatorUpload(start: SimulationPayload, upload: SimulationPayload): Merge {
  const problems: PayloadProblem[] = [];
  const date = start.configuracion.fechaActual;
  const check = (segments: string[], server: readonly { horizonte: string }[], sent: readonly { horizonte: string }[]): void => {
    if (!sameHours(server, sent)) problems.push({ segments, code: 'problem.operatorHorizon', params: { date } });
  };
  check(['demanda_vapor'], start.demanda_vapor, upload.demanda_vapor);
  check(['demanda_frio'], start.demanda_frio, upload.demanda_frio);
  for (const key of ['motores', 'calderas_gas', 'calderas_electricas'] as const) {
    check(['disponibilidad', key], start.disponibilidad[key], upload.disponibilidad[key]);
  }
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    payload: {
      ...start,
      demanda_vapor: demandRows(start.demanda_vapor, upload.demanda_vapor),
      demanda_frio: demandRows(start.demanda_frio, upload.demanda_frio),
      disponibilidad: {
        motores: availabilityRows(start.disponibilidad.motores, upload.disponibilidad.motores),
        calderas_gas: availabilityRows(start.disponibilidad.calderas_gas, upload.disponibilidad.calderas_gas),
        calderas_electricas: availabilityRows(start.disponibilidad.calderas_electricas, upload.disponibilidad.calderas_electricas),
      },
    },
  };
}
