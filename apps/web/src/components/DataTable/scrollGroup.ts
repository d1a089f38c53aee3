// Tables that scroll sideways as one (the schedule's grids: the same hours stay above each other
// when the page is too narrow for a whole day). Each table of a group follows the others'
// horizontal scroll and column widths through AG Grid's aligned grids; the group only keeps the
// members, so it carries no AG Grid type to the screens.
import type { GridApi } from 'ag-grid-community';

export interface TableScrollGroup {
  /** Adds a table's grid; returns the function that takes it out again. */
  join(member: { api: GridApi | null }): () => void;
  /** The other members of the group, for AG Grid's `alignedGrids`. */
  others(member: { api: GridApi | null }): Array<{ api: GridApi | null }>;
}

export function createScrollGroup(): TableScrollGroup {
  const members = new Set<{ api: GridApi | null }>();
  return {
    join(member) {
      members.add(member);
      return () => {
        members.delete(member);
      };
    },
    others(member) {
      return [...members].filter((m) => m !== member && m.api !== null);
    },
  };
}
