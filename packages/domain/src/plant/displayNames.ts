// Display forms of equipment names (docs/rules/screens.md): availability headers shorten 'Motor cogeneración N'
// to 'Motor Cog. N'; the schedule shows electric boilers 1 and 2 as 'Caldera eléctrica 11' and '12'.

/** 'Motor cogeneración 3' → 'Motor Cog. 3'; other names unchanged. */
export function shortEquipmentHeader(name: string): string {
  const m = /^Motor cogeneración (\d+)$/.exec(name);
  return m ? `Motor Cog. ${m[1]}` : name;
}

/** 'Caldera eléctrica 1' → 'Caldera eléctrica 11' (schedule view); other names unchanged. */
export function scheduleElectricBoilerName(name: string): string {
  const m = /^Caldera eléctrica (\d)$/.exec(name);
  return m ? `Caldera eléctrica 1${m[1]}` : name;
}

/** The generation tax is stored as a fraction and shown as a whole percent (docs/rules/fields.md). */
export function taxFractionToPercent(fraction: number): number {
  return Math.round(fraction * 100);
}

export function taxPercentToFraction(percent: number): number {
  return Math.round(percent * 100) / 10000;
}
