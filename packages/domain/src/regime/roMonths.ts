// Which Ro a month of a plan takes: the master's (a published value) where it has one, else the
// estimate of its quarter, else the value the form already had (the 78.8 default or the user's).
import { monthLabel, parseMonthLabel } from '../calendar/months.ts';

/** 'yyyy-Tq' of a month label such as 'jul 2027'; null when the label is not a month. */
export function quarterOfMonthLabel(label: string): string | null {
  const ym = parseMonthLabel(label);
  return ym ? `${ym.year}-T${Math.floor((ym.month - 1) / 3) + 1}` : null;
}

/** The month labels of a quarter 'yyyy-Tq', in order. */
export function monthLabelsOfQuarter(quarter: string): string[] {
  const m = /^(\d{4})-T([1-4])$/.exec(quarter);
  if (!m) return [];
  const first = (Number(m[2]) - 1) * 3 + 1;
  return [0, 1, 2].map((i) => monthLabel({ year: Number(m[1]), month: first + i }));
}

export interface RoMonthsResolved {
  /** Every month of `current` with the value it takes. */
  values: Record<string, number>;
  /** The months whose value is a quarter's estimate, in the order of `current`. */
  estimated: string[];
}

/**
 * The plan's Ro per month: `published` (the master, by month label) wins; a month it lacks takes
 * its quarter's estimate when there is one; any other month keeps its value in `current`.
 */
export function resolveRoMonths(
  current: Readonly<Record<string, number>>,
  published: Readonly<Record<string, number>>,
  estimatesByQuarter: Readonly<Record<string, number>>,
): RoMonthsResolved {
  const values: Record<string, number> = {};
  const estimated: string[] = [];
  for (const [label, value] of Object.entries(current)) {
    const pub = published[label];
    const quarter = quarterOfMonthLabel(label);
    const est = quarter === null ? undefined : estimatesByQuarter[quarter];
    if (pub !== undefined) values[label] = pub;
    else if (est !== undefined) {
      values[label] = est;
      estimated.push(label);
    } else values[label] = value;
  }
  return { values, estimated };
}

/**
 * The months of `current` whose value is its quarter's estimate: the master (`published`) has no
 * value for them and the value is the estimate (a month the user changed is no longer estimated).
 */
export function estimatedRoMonths(
  current: Readonly<Record<string, number>>,
  published: Readonly<Record<string, number>>,
  estimatesByQuarter: Readonly<Record<string, number>>,
): string[] {
  return Object.entries(current).flatMap(([label, value]) => {
    const quarter = quarterOfMonthLabel(label);
    const est = quarter === null ? undefined : estimatesByQuarter[quarter];
    return published[label] === undefined && est !== undefined && Math.abs(est - value) < 1e-9 ? [label] : [];
  });
}
