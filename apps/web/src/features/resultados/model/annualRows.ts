// The annual rules' lines of the economic results (economico.anual, docs/annual-rules.md): one line
// per limit with the year's figure, the plant's limit, whether it is met and the € value of one more
// unit. The figures come from the optimiser; this only picks and formats them.
import type { AnnualResult } from '@plantasim/domain';
import { formatEsNumber } from '../../../components/DataTable';

export type AnnualLineKey = 'ree' | 'hours' | 'co2';

export interface AnnualLine {
  key: AnnualLineKey;
  value: string;
  /** The limit as the plant sets it; null when the plant sets none. */
  limit: string | null;
  /** null when there is no limit to meet. */
  meets: boolean | null;
  /** € of one more unit (point of REE, hour, t); null when not priced. */
  price: string | null;
}

const n = (x: number | null, d: number) => (x === null || !Number.isFinite(x) ? null : formatEsNumber(x, d));

export function annualLines(a: AnnualResult): AnnualLine[] {
  return [
    { key: 'ree', value: n(a.ree === null ? null : a.ree * 100, 1) ?? '—', limit: n(a.ree_minimo * 100, 1), meets: a.cumple.ree, price: n(a.precio_punto_ree, 0) },
    { key: 'hours', value: n(a.horas, 0) ?? '—', limit: n(a.horas_minimas, 0), meets: a.horas_minimas === null ? null : a.cumple.horas, price: a.horas_minimas === null ? null : n(a.precio_hora, 0) },
    { key: 'co2', value: n(a.co2_t, 0) ?? '—', limit: n(a.co2_presupuesto_t, 0), meets: a.co2_presupuesto_t === null ? null : a.cumple.co2, price: a.co2_presupuesto_t === null ? null : n(a.precio_co2_t, 2) },
  ];
}
