// How the operation table's columns are shown (docs/rules/fields.md operational result columns): the codes
// FECHA_HORA, PCIO_EL, DEMV, then per equipment PV_ steam, PF_ cold, CG_ gas, CE_ electricity
// consumed and PE_ electricity produced, then the grid and the shortfalls. On screen each
// equipment's quantities sit together under its name; the files keep the codes in their order.

export const TIME_CODE = 'FECHA_HORA';
export const PLANT_CODES = ['PCIO_EL', 'DEMV'] as const;
export const GRID_CODES = ['VENTA_RED', 'COMPRA_CERRADO', 'COMPRA_ABIERTO'] as const;
export const SHORTFALL_CODES = ['DEFICIT_VAPOR', 'DEFICIT_FRIO', 'DEFICIT_ELEC', 'EXCEDENTE_ELEC'] as const;
export const EQUIPMENT_QUANTITIES = ['PV', 'PF', 'CG', 'CE', 'PE'] as const;

export type PlantCode = (typeof PLANT_CODES)[number];
export type GridCode = (typeof GRID_CODES)[number];
export type ShortfallCode = (typeof SHORTFALL_CODES)[number];
export type EquipmentQuantity = (typeof EQUIPMENT_QUANTITIES)[number];

export type OperationBlock =
  | { kind: 'time'; code: string }
  | { kind: 'plant'; codes: PlantCode[] }
  | { kind: 'equipment'; name: string; columns: Array<{ code: string; quantity: EquipmentQuantity }> }
  | { kind: 'grid'; codes: GridCode[] }
  | { kind: 'shortfall'; codes: ShortfallCode[] }
  /** A code this layout does not know: shown as it is, at the end. */
  | { kind: 'other'; code: string };

const isOneOf = <T extends string>(list: readonly T[], code: string): code is T => (list as readonly string[]).includes(code);

/** The equipment and quantity of a per-equipment code ('PV_Motor cogeneración 1'), else null. */
export function equipmentColumn(code: string): { name: string; quantity: EquipmentQuantity } | null {
  const cut = code.indexOf('_');
  if (cut <= 0 || cut === code.length - 1) return null;
  const prefix = code.slice(0, cut);
  return isOneOf(EQUIPMENT_QUANTITIES, prefix) ? { name: code.slice(cut + 1), quantity: prefix } : null;
}

/**
 * The blocks of the table in screen order: the time, the plant's price and demand, each equipment
 * (in the order it first appears) with its quantities, the grid, the shortfalls, unknown codes.
 */
export function operationLayout(columns: readonly string[]): OperationBlock[] {
  const plant: PlantCode[] = [];
  const grid: GridCode[] = [];
  const shortfall: ShortfallCode[] = [];
  const equipment = new Map<string, Array<{ code: string; quantity: EquipmentQuantity }>>();
  const other: string[] = [];
  let time: string | null = null;
  for (const code of columns) {
    if (code === TIME_CODE) time = code;
    else if (isOneOf(PLANT_CODES, code)) plant.push(code);
    else if (isOneOf(GRID_CODES, code)) grid.push(code);
    else if (isOneOf(SHORTFALL_CODES, code)) shortfall.push(code);
    else {
      const column = equipmentColumn(code);
      if (!column) {
        other.push(code);
        continue;
      }
      const list = equipment.get(column.name) ?? [];
      list.push({ code, quantity: column.quantity });
      equipment.set(column.name, list);
    }
  }
  return [
    ...(time ? [{ kind: 'time', code: time } as const] : []),
    ...(plant.length ? [{ kind: 'plant', codes: plant } as const] : []),
    ...[...equipment].map(([name, list]) => ({ kind: 'equipment', name, columns: list }) as const),
    ...(grid.length ? [{ kind: 'grid', codes: grid } as const] : []),
    ...(shortfall.length ? [{ kind: 'shortfall', codes: shortfall } as const] : []),
    ...other.map((code) => ({ kind: 'other', code }) as const),
  ];
}
