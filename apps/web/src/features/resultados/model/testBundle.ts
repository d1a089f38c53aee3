// A tiny two-engine, one-boiler result (2 hours) shaped like the optimizer's output, for unit tests.
import type { Programa, ResultTable } from '@plantasim/domain';
import type { ResultsBundle } from './workbooks';

export function testProgram(): Programa {
  const hours = ['H1', 'H2'];
  const engine = (n: number, on: number[], mw: number[]) => hours.map((hora, t) => ({ concepto: `Motor cogeneración ${n}`, hora, valor: mw[t]!, estado: on[t]! }));
  return {
    motores: [1, 2, 3, 4, 5, 6, 7, 8].flatMap((n) => engine(n, [n % 2, 1], [n % 2 ? 3.33 : 0, 2.5])),
    calderas: [1, 2].flatMap((n) => hours.map((hora, t) => ({ concepto: `Caldera eléctrica ${n}`, hora, valor: t ? 0 : 12, estado: t ? 0 : 1 }))),
    conceptos: hours.flatMap((hora, t) => [
      { concepto: 'Precio electricidad', hora, valor: 50 + t },
      { concepto: 'Demanda frío', hora, valor: 2.5 },
      { concepto: 'PCEQ_MCCV', hora, valor: 28 + t * 3.5 },
    ]),
    conceptos_programas: hours.flatMap((hora, t) => [
      { concepto: 'Programa generación', hora, valor: 10 + t },
      { concepto: 'Programa venta', hora, valor: 4 },
    ]),
    total_consumo_gas: 2828.507,
    arranques_motores: [],
  };
}

export function testOperation(): ResultTable {
  return {
    columns: ['FECHA_HORA', 'PCIO_EL', 'DEMV', 'PV_Motor cogeneración 1', 'PF_Compresor 1', 'PE_Motor cogeneración 1', 'PE_Motor cogeneración 2'],
    rows: [
      { FECHA_HORA: '2025-01-15 01', PCIO_EL: 50, DEMV: 61, 'PV_Motor cogeneración 1': 1.6, 'PF_Compresor 1': 2.5, 'PE_Motor cogeneración 1': 3.33, 'PE_Motor cogeneración 2': 0 },
      { FECHA_HORA: '2025-01-15 02', PCIO_EL: 51, DEMV: 62, 'PV_Motor cogeneración 1': 1.2, 'PF_Compresor 1': 2.5, 'PE_Motor cogeneración 1': 2.5, 'PE_Motor cogeneración 2': 2.5 },
    ],
  };
}

export function testEconomic(): ResultTable {
  return {
    columns: ['FECHA_HORA', 'TARIFA', 'PCIO_EL', 'PCIOGAS', 'COST_IVPEE', 'BENEFICIO_BRUTO', 'PCEQ_MCCV'],
    rows: [
      { FECHA_HORA: '2025-01-15 01', TARIFA: 'p6', PCIO_EL: 50, PCIOGAS: 35.1, COST_IVPEE: 1.234, BENEFICIO_BRUTO: -100, PCEQ_MCCV: 28 },
      { FECHA_HORA: '2025-01-15 02', TARIFA: 'p6', PCIO_EL: 51, PCIOGAS: 35.1, COST_IVPEE: 2.345, BENEFICIO_BRUTO: 250.5, PCEQ_MCCV: 31.5 },
    ],
  };
}

export function testBundle(): ResultsBundle {
  return { program: testProgram(), operation: testOperation(), economic: testEconomic() };
}
