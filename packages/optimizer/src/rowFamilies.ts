// Every family of rows the model can hold, with the prefix its names start with and how many
// `_`-separated parts follow it. Components name rows only through `rowName` and readers (the
// explanations, the cover separation) recognise them only through `familyOf`, so a family renamed
// here changes both sides at once; a prefix written anywhere else would drift silently (a renamed
// minimum up time row once turned its reason into "other" with every test green).
// The names are those the LP files have always carried: change a prefix only on purpose.

export const ROW_FAMILIES = {
  // engines.ts
  engineStart: { prefix: 'eng_von', arity: 2 },
  engineStop: { prefix: 'eng_woff', arity: 2 },
  engineTransition: { prefix: 'eng_tr', arity: 2 },
  engineStartSpan: { prefix: 'eng_startspan', arity: 3 },
  engineStopSpan: { prefix: 'eng_stopspan', arity: 3 },
  engineStopAtEnd: { prefix: 'eng_wend', arity: 1 },
  enginePmax: { prefix: 'eng_pmax', arity: 2 },
  enginePmin: { prefix: 'eng_pmin', arity: 2 },
  engineMinUp: { prefix: 'eng_up', arity: 2 },
  engineMinDown: { prefix: 'eng_down', arity: 2 },
  engineSymmetry: { prefix: 'eng_sym', arity: 2 },
  // partLoad.ts
  partLoadPower: { prefix: 'eng_plc_p', arity: 2 },
  partLoadGas: { prefix: 'eng_plc_g', arity: 2 },
  partLoadSegment: { prefix: 'eng_plc_seg', arity: 3 },
  partLoadFull: { prefix: 'eng_plc_full', arity: 3 },
  partLoadOrder: { prefix: 'eng_plc_order', arity: 3 },
  // steadiness.ts
  engineRampUp: { prefix: 'eng_rampup', arity: 2 },
  engineRampDown: { prefix: 'eng_rampdown', arity: 2 },
  gasBoilerStart: { prefix: 'GasBoiler_start', arity: 2 },
  elecBoilerStart: { prefix: 'ElecBoiler_start', arity: 2 },
  steadyUp: { prefix: 'steady_up', arity: 2 },
  steadyDown: { prefix: 'steady_down', arity: 2 },
  // boilers.ts
  gasBoilerMax: { prefix: 'GasBoiler_max', arity: 2 },
  gasBoilerMin: { prefix: 'GasBoiler_min', arity: 2 },
  elecBoilerMax: { prefix: 'ElecBoiler_max', arity: 2 },
  elecBoilerMin: { prefix: 'ElecBoiler_min', arity: 2 },
  // symmetry.ts
  gasBoilerOrder: { prefix: 'GasBoiler_sym', arity: 2 },
  elecBoilerOrder: { prefix: 'ElecBoiler_sym', arity: 2 },
  compressorOrder: { prefix: 'Compressor_sym', arity: 2 },
  // compressors.ts
  compressorMax: { prefix: 'comp_max', arity: 2 },
  compressorMin: { prefix: 'comp_min', arity: 2 },
  compressorDay: { prefix: 'comp_day', arity: 2 },
  // coverCuts.ts
  coldCoverCut: { prefix: 'cut_cold', arity: 2 },
  // electricity.ts
  marketExport: { prefix: 'mkt_export', arity: 1 },
  marketImport: { prefix: 'mkt_import', arity: 1 },
  // offers/monotonicity.ts
  offerNetMin: { prefix: 'offer_netmin', arity: 1 },
  offerNetMax: { prefix: 'offer_netmax', arity: 1 },
  marketBuyUse: { prefix: 'mkt_buyuse', arity: 1 },
  marketSellGen: { prefix: 'mkt_sellgen', arity: 1 },
  marketNetExport: { prefix: 'mkt_netexp', arity: 1 },
  marketNetImport: { prefix: 'mkt_netimp', arity: 1 },
  marketNetUse: { prefix: 'mkt_netuse', arity: 1 },
  // balances.ts
  steamBalance: { prefix: 'bal_steam', arity: 1 },
  coldBalance: { prefix: 'bal_cold', arity: 1 },
  elecBalance: { prefix: 'bal_elec', arity: 1 },
  unmetLimit: { prefix: 'unmet_limit', arity: 0 },
  // annual.ts
  annualSteam: { prefix: 'ann_vs', arity: 1 },
  annualHot: { prefix: 'ann_vh', arity: 1 },
  annualRee: { prefix: 'ann_ree', arity: 0 },
  annualHours: { prefix: 'ann_hours', arity: 0 },
  annualHoursBefore: { prefix: 'ann_hours', arity: 1 },
  annualCo2: { prefix: 'ann_co2', arity: 0 },
  // solveWindow.ts (added for one LP and removed again, steamCovers.ts)
  steamCover: { prefix: 'cover_steam', arity: 1 },
} as const satisfies Record<string, { prefix: string; arity: 0 | 1 | 2 | 3 }>;

export type RowFamily = keyof typeof ROW_FAMILIES;

type Part = string | number;
type Parts<N> = N extends 0 ? [] : N extends 1 ? [Part] : N extends 2 ? [Part, Part] : [Part, Part, Part];
export type RowParts<F extends RowFamily> = Parts<(typeof ROW_FAMILIES)[F]['arity']>;

export const rowFamilies = Object.keys(ROW_FAMILIES) as RowFamily[];

/** The name of a row of `family`: its prefix, then each part after a `_`. */
export function rowName<F extends RowFamily>(family: F, ...parts: RowParts<F>): string {
  let name: string = ROW_FAMILIES[family].prefix;
  for (const p of parts as Part[]) name += `_${p}`;
  return name;
}

const byPrefix = new Map<string, RowFamily[]>();
for (const f of rowFamilies) byPrefix.set(ROW_FAMILIES[f].prefix, [...(byPrefix.get(ROW_FAMILIES[f].prefix) ?? []), f]);

/** The family whose `rowName` made `name`, or undefined for a name no family makes. Tries the
 *  name cut before each `_` from the right, so the longest prefix with the right arity wins and a
 *  lookup costs a few map reads (steamCovers.ts asks this of every row). */
export function familyOf(name: string): RowFamily | undefined {
  let end = name.length;
  for (let parts = 0; end > 0; parts++) {
    const hit = byPrefix.get(end === name.length ? name : name.slice(0, end));
    if (hit) for (const f of hit) if (ROW_FAMILIES[f].arity === parts) return f;
    end = name.lastIndexOf('_', end - 1);
  }
  return undefined;
}
