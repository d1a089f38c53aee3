// Gas boilers and electric boilers: on/off b in {0,1} and input X (MW gas or MWe) with
//   Xmin*b[t] <= X[t] <= Xmax*a[t]*b[t],  steam[t] = eta * X[t].
// Gas boilers pay the boiler gas price (with the hydrocarbon tax) and CO2:
//   c[t] = (cGasBoiler[t] + co2 * pCO2) * h[t] per MW of gas over a period of h[t] hours. Electric boilers consume electricity from
//   the balance. The initial state (estado_inicial_equipo) carries no cost or minimum time in
//   docs/rules/fields.md, so it only sets the reported state before hour 0.
import type { Ctx } from './context.ts';
import { onOff } from './context.ts';
import { at } from '../at.ts';
import { rowName } from '../rowFamilies.ts';

export interface BoilerHandles {
  b: number[][];
  X: number[][];
}

const limitRows = {
  GasBoiler: { max: 'gasBoilerMax', min: 'gasBoilerMin' },
  ElecBoiler: { max: 'elecBoilerMax', min: 'elecBoilerMin' },
} as const;

function defineOnOffInput<U>(ctx: Ctx, component: keyof typeof limitRows, units: readonly U[], spec: (unit: U, k: number) => { name: string; min: number; max: number; eta: number; cost: (t: number) => number; elec: boolean }): BoilerHandles {
  const { prep, m } = ctx;
  const h: BoilerHandles = { b: [], X: [] };
  units.forEach((unit, k) => {
    const s = spec(unit, k);
    const b: number[] = [], X: number[] = [];
    for (let t = 0; t < prep.T; t++) {
      const a = prep.avail(s.name, t);
      const jb = onOff(ctx, component, 'b', k, t);
      if (!a || s.max <= 0) m.fix(jb, 0);
      const jx = m.addVar({ component, attr: 'X', unit: k, hour: t }, 0, s.max * a, s.cost(t) * at(prep.clock.hours, t));
      m.addRow(rowName(limitRows[component].max, k, t), [[jx, 1], [jb, -s.max * a]], -Infinity, 0);
      if (s.min > 0) m.addRow(rowName(limitRows[component].min, k, t), [[jx, 1], [jb, -s.min]], 0, Infinity);
      at(ctx.bal.steam, t).push([jx, s.eta]);
      if (s.elec) {
        at(ctx.bal.elec, t).push([jx, -1]);
        at(ctx.consumers, t).push(jx);
      }
      b.push(jb); X.push(jx);
    }
    h.b.push(b); h.X.push(X);
  });
  return h;
}

export function defineGasBoilers(ctx: Ctx): BoilerHandles {
  const { input, prep } = ctx;
  return defineOnOffInput(ctx, 'GasBoiler', input.gasBoilers, (g, k) => ({
    name: g.nombre, min: g.potencia_gas_minima, max: g.potencia_gas_maxima, eta: g.rendimiento_vapor_gas, elec: false,
    cost: (t) => at(at(prep.boilerFuelCost, k), t),
  }));
}

export function defineElectricBoilers(ctx: Ctx): BoilerHandles {
  const { input } = ctx;
  return defineOnOffInput(ctx, 'ElecBoiler', input.electricBoilers, (g) => ({
    name: g.nombre, min: g.potencia_electrica_minima, max: g.potencia_electrica_maxima,
    eta: g.rendimiento_vapor_electricidad, elec: true, cost: () => 0,
  }));
}
