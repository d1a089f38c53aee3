// The price tabs' value column is named by the translation catalogue; in Spanish it must stay the
// value header of the table's CSV, so what the grid shows is what an exported file is headed with.
import { describe, expect, it } from 'vitest';
import {
  estimatedElectricityPricesCsv, estimatedGasPricesCsv, historicalMibgasPricesCsv, historicalOmiePricesCsv,
  manualElectricityPricesCsv, manualGasPricesCsv, mibgasPricesCsv, omiePricesCsv, previsionPricesCsv,
} from '@plantasim/domain';
import es from '../../../../i18n/es.json';
import en from '../../../../i18n/en.json';

const ctx = { horizonHours: 24 };
const valueHeader = (codec: { headers: (c: typeof ctx) => string[] }): string | undefined => codec.headers(ctx)[2];

describe('price tab value headers', () => {
  it('are the CSV value headers in Spanish', () => {
    const elec = es.simulacion.electricidad.valueHeaders;
    const gas = es.simulacion.gas.valueHeaders;
    expect(elec.omie).toBe(valueHeader(omiePricesCsv));
    expect(elec.prevision.replace('{{provider}}', 'Previsión')).toBe(valueHeader(previsionPricesCsv));
    expect(elec.manual).toBe(valueHeader(manualElectricityPricesCsv));
    expect(elec.historicos).toBe(valueHeader(historicalOmiePricesCsv));
    expect(elec.estimados).toBe(valueHeader(estimatedElectricityPricesCsv));
    expect(gas.mibgas).toBe(valueHeader(mibgasPricesCsv));
    expect(gas.manual).toBe(valueHeader(manualGasPricesCsv));
    expect(gas.historicos).toBe(valueHeader(historicalMibgasPricesCsv));
    expect(gas.estimados).toBe(valueHeader(estimatedGasPricesCsv));
  });

  it('name the provider of the forecast in both languages', () => {
    expect(es.simulacion.electricidad.valueHeaders.prevision).toContain('{{provider}}');
    expect(en.simulacion.electricidad.valueHeaders.prevision).toContain('{{provider}}');
  });
});
